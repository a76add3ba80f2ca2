import { describe, expect, it } from 'vitest';
import { syncResultMessage } from './sync-milestones-button';

describe('syncResultMessage: what a finished milestone sync says', () => {
  it('names what came in, and the skipped ones only when there are some', () => {
    expect(syncResultMessage({ added: 3, existing: 2, skipped: 1 })).toBe(
      'Milestones Added from Assembla: 3 new, 2 already here, 1 skipped.',
    );
    expect(syncResultMessage({ added: 0, existing: 4, skipped: 0 })).toBe(
      'Milestones Added from Assembla: 0 new, 4 already here.',
    );
  });

  it("keeps SPEC.md's sentence when the job reports no counts", () => {
    expect(syncResultMessage(null)).toBe('Milestones Added from Assembla.');
  });
});
