import { describe, expect, it } from 'vitest';
import { approvalBlockedReason, hasLeadOne } from './approval.js';
import type { ScoreStepView } from './contracts.js';

const step = (
  name: ScoreStepView['step'],
  status: ScoreStepView['status'],
  leadId: string | null = `${name}-id`,
): ScoreStepView => ({
  step: name,
  leadId,
  leadName: leadId,
  status,
  version: 0,
  score: null,
  comments: '',
  total: null,
  savedAt: null,
});

describe('approvalBlockedReason', () => {
  it('given every lead submitted, nothing blocks approval', () => {
    const steps = [step('lead1', 'submitted'), step('lead2', 'submitted'), step('hr', 'pending')];
    expect(approvalBlockedReason({ steps, status: 'submitted', approved: false })).toBeNull();
  });

  it('names the first lead whose step is not submitted', () => {
    const steps = [step('lead1', 'draft'), step('lead2', 'pending'), step('hr', 'pending')];
    expect(approvalBlockedReason({ steps, status: 'pending', approved: false })).toBe(
      'Waiting for Lead 1',
    );
    const second = [step('lead1', 'submitted'), step('lead2', 'draft'), step('hr', 'pending')];
    expect(approvalBlockedReason({ steps: second, status: 'pending', approved: false })).toBe(
      'Waiting for Lead 2',
    );
  });

  it('says a person without Lead 1 has none, and an approved score is approved', () => {
    const none = [step('hr', 'pending')];
    expect(hasLeadOne({ steps: none })).toBe(false);
    expect(approvalBlockedReason({ steps: none, status: 'pending', approved: false })).toBe(
      'No Lead 1 assigned',
    );
    const done = [step('lead1', 'submitted'), step('hr', 'submitted')];
    expect(hasLeadOne({ steps: done })).toBe(true);
    expect(approvalBlockedReason({ steps: done, status: 'submitted', approved: true })).toBe(
      'Already approved',
    );
  });
});
