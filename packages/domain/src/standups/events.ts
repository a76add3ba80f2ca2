import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

/** The three answers of a standup (DESIGN.md decision 1: named the same end to end). */
const standupAnswers = z.object({
  yesterday: z.string(),
  today: z.string(),
  roadblocks: z.string(),
});
export type StandupAnswers = z.infer<typeof standupAnswers>;

const standupAddedData = standupAnswers.extend({
  userId: z.string(),
  date: z.string(),
  /** The person's default workspace when they reported, if they had one. */
  workspaceId: z.string().nullable(),
  /** 'Reported at' and late arrival use this first submit (DESIGN.md decision 1). */
  reportedAt: z.string(),
});
const standupUpdatedData = standupAnswers.extend({
  userId: z.string(),
  date: z.string(),
  updatedAt: z.string(),
});

const standupCorrectedData = z.object({
  userId: z.string(),
  date: z.string(),
  from: standupAnswers,
  to: standupAnswers,
  reason: z.string(),
  /** Who corrected it: the person, or an Admin or a Manager. */
  by: z.string(),
});

/** A person submitted their first standup of a company-local day. */
export interface StandupAdded {
  type: 'StandupAdded';
  data: z.infer<typeof standupAddedData>;
}

/** A person submitted their standup again the same day; 'reported at' stays the first. */
export interface StandupUpdated {
  type: 'StandupUpdated';
  data: z.infer<typeof standupUpdatedData>;
}

/**
 * A standup's answers were corrected after the fact, with a reason; 'reported at' and the
 * day's attendance stay as they were (docs/decisions.md).
 */
export interface StandupCorrected {
  type: 'StandupCorrected';
  data: z.infer<typeof standupCorrectedData>;
}

export type StandupEvent = StandupAdded | StandupUpdated | StandupCorrected;

export const STANDUP_EVENTS = {
  StandupAdded: { schema: standupAddedData },
  StandupUpdated: { schema: standupUpdatedData },
  StandupCorrected: { schema: standupCorrectedData },
} satisfies EventDefinitions<StandupEvent>;

export const STANDUP_EVENT_TYPES = [
  'StandupAdded',
  'StandupUpdated',
  'StandupCorrected',
] as const satisfies readonly StandupEvent['type'][];

/** One stream per person and day: the second submit of a day finds the first. */
export const standupStream = (userId: string, date: string) => `standup-${userId}-${date}`;
