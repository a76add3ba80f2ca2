import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

const workingTimeSetData = z.object({
  userId: z.string(),
  /** The first day it applies; it holds until the next contract's first day. */
  effectiveFrom: z.string(),
  /** Expected hours on Monday, Tuesday, ... Sunday. */
  weekHours: z.array(z.number()).length(7),
  reason: z.string(),
});

const overtimeAdjustedData = z.object({
  userId: z.string(),
  adjustmentId: z.string(),
  /** The day it counts on. */
  date: z.string(),
  /** Added to the balance: negative for overtime paid out, positive for time owed. */
  hours: z.number(),
  reason: z.string(),
});

/** An Admin or Manager set a person's expected hours per weekday from a day on. */
export interface WorkingTimeSet {
  type: 'WorkingTimeSet';
  data: z.infer<typeof workingTimeSetData>;
}

/** An Admin adjusted a person's overtime balance, saying why (overtime paid out, say). */
export interface OvertimeAdjusted {
  type: 'OvertimeAdjusted';
  data: z.infer<typeof overtimeAdjustedData>;
}

export type WorkingTimeEvent = WorkingTimeSet | OvertimeAdjusted;

export const WORKING_TIME_EVENTS = {
  WorkingTimeSet: { schema: workingTimeSetData },
  OvertimeAdjusted: { schema: overtimeAdjustedData },
} satisfies EventDefinitions<WorkingTimeEvent>;

export const WORKING_TIME_EVENT_TYPES = [
  'WorkingTimeSet',
  'OvertimeAdjusted',
] as const satisfies readonly WorkingTimeEvent['type'][];

/** One stream per person: their contracts and their balance's adjustments. */
export const workingTimeStream = (userId: string) => `working-time-${userId}`;
