import type { IsoDate } from '../calendar/index.js';
import type { LeaveType } from '../leaves/index.js';
import { LEAD_STEPS, type LeadStep } from '../scores/index.js';
import { hasRoadblock } from '../standups/index.js';

/** How far back a roadblock's days are counted: a month, so the answer is at most 31 (D171). */
export const ROADBLOCK_LOOKBACK_DAYS = 31;

/**
 * One row of a person's day as the StandUp Report has it: on a working day every listed
 * person has one (with their standup, their leave, or neither); on a day off only those who
 * posted anyway.
 */
export interface PersonDay {
  date: IsoDate;
  userId: string;
  /** The roadblocks answer of the day's standup; null: no standup that day. */
  roadblocks: string | null;
  /** The leave of a person without a standup that day; null otherwise. */
  leaveType: LeaveType | null;
}

/**
 * How many days a person's roadblock has lasted: walking back from the newest day, each
 * standup naming a roadblock (hasRoadblock) counts one; a leave without a standup is a day
 * they were not expected, passed over as a weekend or a holiday is (those have no row); a
 * standup without a roadblock, or a working day without a standup, ends it. 0 when the
 * newest day names none. Only the days given count, so the answer is at most their number.
 */
export function roadblockStreak(days: readonly PersonDay[]): number {
  const newestFirst = [...days].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  let streak = 0;
  for (const day of newestFirst) {
    if (day.roadblocks === null) {
      if (day.leaveType !== null) continue;
      break;
    }
    if (!hasRoadblock(day.roadblocks)) break;
    streak += 1;
  }
  return streak;
}

/** Where a listed person stands on a working day: posted, on leave, or missing. */
export type StandupStanding = 'posted' | 'onLeave' | 'missing';

/**
 * A person's standing today from their row of the day: a standup is posted (even on
 * leave); a leave without one is not missing; anyone else listed is missing.
 */
export function standupStanding(day: Pick<PersonDay, 'roadblocks' | 'leaveType'>): StandupStanding {
  if (day.roadblocks !== null) return 'posted';
  return day.leaveType === null ? 'missing' : 'onLeave';
}

/** A scored month of one person, as far as who must act on it goes. */
export interface ScoreInWaiting {
  userId: string;
  /** The leads the month is scored by (the saved score's, else the person's today), lead 1 first. */
  leadIds: readonly string[];
  /** The lead steps already submitted. */
  submittedSteps: readonly LeadStep[];
  /** Every assigned lead has submitted. */
  submitted: boolean;
  approved: boolean;
}

/** What a score waits for from the person looking: their own step, or their approval. */
export type ScoreWait = 'yourStep' | 'approval';

/**
 * What a month's score waits for from `viewerId`: their step, while they are one of its
 * leads and have not submitted it; else their approval, when they approve scores and every
 * lead has submitted; else nothing (null).
 */
export function scoreWaitFor(
  score: ScoreInWaiting,
  viewerId: string,
  approvesScores: boolean,
): ScoreWait | null {
  if (score.approved) return null;
  const index = score.leadIds.indexOf(viewerId);
  const step = index >= 0 ? LEAD_STEPS[index] : undefined;
  if (step !== undefined && !score.submittedSteps.includes(step)) return 'yourStep';
  return approvesScores && score.submitted ? 'approval' : null;
}
