import type { Score, ScoreHistory } from './contracts.js';
import type { ScoreStep } from './events.js';

/** Who reads a score: HR, Admins and Managers see every step of other people's scores. */
export interface ScoreReader {
  id: string;
  seesEveryStep: boolean;
}

/**
 * What of one month's score a reader sees (DESIGN.md 6.9, amended): nothing (a single read
 * answers 403, a list leaves the month out), every step, or only the reader's own lead steps,
 * with the month total once every lead has submitted (before, it is another lead's rating).
 */
export type ScoreVisibility =
  | { kind: 'none' }
  | { kind: 'every' }
  | { kind: 'own'; steps: readonly ScoreStep[]; total: boolean };

/**
 * The scored person sees their month only once it is approved, then every step; HR, Admins
 * and Managers see every step of anyone else; a lead sees only the steps they hold (or the
 * month of a person they lead now, with none saved yet); anyone else sees nothing.
 * `leadsNow` are the person's leads today; a month keeps the leads it was scored with.
 */
export function scoreVisibility(
  reader: ScoreReader,
  score: Pick<Score, 'userId' | 'approved' | 'status' | 'steps'>,
  leadsNow: readonly string[],
): ScoreVisibility {
  if (reader.id === score.userId) return score.approved ? { kind: 'every' } : { kind: 'none' };
  if (reader.seesEveryStep) return { kind: 'every' };
  const steps = score.steps
    .filter((step) => step.step !== 'hr' && step.leadId === reader.id)
    .map((step) => step.step);
  if (steps.length === 0 && !leadsNow.includes(reader.id)) return { kind: 'none' };
  return { kind: 'own', steps, total: score.status === 'submitted' };
}

/**
 * What a reader sees of a month as it stood at an instant: today's visibility (who may see
 * what is today's rule), except that a lead sees the month total only if every lead had
 * submitted by then too: before, it was another lead's rating.
 */
export function visibilityAsOf(
  today: ScoreVisibility,
  then: Pick<Score, 'status'>,
): ScoreVisibility {
  return today.kind === 'own'
    ? { ...today, total: today.total && then.status === 'submitted' }
    : today;
}

/** The score as the reader sees it; null when they see nothing of the month. */
export function visibleScore(score: Score, visibility: ScoreVisibility): Score | null {
  switch (visibility.kind) {
    case 'none':
      return null;
    case 'every':
      return score;
    case 'own':
      return {
        ...score,
        total: visibility.total ? score.total : null,
        steps: score.steps.filter((step) => visibility.steps.includes(step.step)),
      };
  }
}

/**
 * A month the reader may not see yet, as a list shows it: no total, no steps, nothing saved
 * (the scored person before approval).
 */
export const withheldScore = (score: Score): Score => ({
  ...score,
  total: null,
  status: 'pending',
  approved: false,
  exists: false,
  templateName: null,
  steps: [],
});

type HistoryEntry = ScoreHistory['entries'][number];

/**
 * The score's timeline as the reader sees it: a lead keeps the entries of their own steps
 * (without the running month totals, which hold the other leads' ratings) and the month's
 * submission and approval; null when they see nothing.
 */
export function visibleHistory(
  entries: readonly HistoryEntry[],
  visibility: ScoreVisibility,
): HistoryEntry[] | null {
  switch (visibility.kind) {
    case 'none':
      return null;
    case 'every':
      return [...entries];
    case 'own':
      return entries.flatMap((entry) => {
        if (entry.step !== null && !visibility.steps.includes(entry.step)) return [];
        // Submission and approval come once every lead has submitted: their totals are final.
        if (entry.kind === 'submitted' || entry.kind === 'approved') return [entry];
        return [{ ...entry, totalBefore: null, totalAfter: null }];
      });
  }
}
