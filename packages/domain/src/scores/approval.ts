import type { Score } from './contracts.js';
import type { ScoreStep } from './events.js';

/** How the screens name a step of a score. */
export const SCORE_STEP_LABELS: Record<ScoreStep, string> = {
  lead1: 'Lead 1',
  lead2: 'Lead 2',
  lead3: 'Lead 3',
  hr: 'HR',
};

type ScoreSteps = Pick<Score, 'steps'>;

/** Whether the person has a Lead 1 for the month: without one nobody can submit the score. */
export const hasLeadOne = (score: ScoreSteps) =>
  score.steps.some((step) => step.step === 'lead1' && step.leadId !== null);

/**
 * Why a month's score cannot be approved yet, as a disabled Approve says it; null when it can.
 * Only a submitted score is approved (every assigned lead submitted), and an approved one is
 * frozen (DESIGN.md decision 9).
 */
export function approvalBlockedReason(
  score: ScoreSteps & Pick<Score, 'status' | 'approved'>,
): string | null {
  if (score.approved) return 'Already approved';
  if (score.status === 'submitted') return null;
  if (!hasLeadOne(score)) return 'No Lead 1 assigned';
  const waiting = score.steps.find((step) => step.step !== 'hr' && step.status !== 'submitted');
  return waiting ? `Waiting for ${SCORE_STEP_LABELS[waiting.step]}` : 'Waiting for the leads';
}
