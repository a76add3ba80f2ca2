import { z } from 'zod';
import { LEAVE_TYPES } from '../leaves/index.js';
import { DAY_LABELS } from '../reports/index.js';

const person = z.object({ id: z.string(), name: z.string() });

/** The day a home is about: today in the company time zone, and whether it is a day off. */
const homeDay = {
  /** Today in the company time zone. */
  today: z.string(),
  timeZone: z.string(),
  /** Weekend (Saturday|Sunday) or Holiday; null on a working day. */
  dayOff: z.enum(DAY_LABELS).nullable(),
};

/** GET /api/home/mine: an employee's today. */
export const myHomeSchema = z.object({
  ...homeDay,
  /** Today's standup; null until it is posted. */
  standup: z.object({ reportedAt: z.string(), roadblocks: z.string() }).nullable(),
  /** The leave the person is on today; null otherwise. */
  leaveType: z.enum(LEAVE_TYPES).nullable(),
  /** Today's hours, the entries' sum. */
  hours: z.number(),
  entries: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      workspace: z.string(),
      /** null: No Milestone. */
      milestone: z.string().nullable(),
      hours: z.number(),
    }),
  ),
});
export type MyHome = z.infer<typeof myHomeSchema>;

export const SCORE_WAITS = ['yourStep', 'approval'] as const;

/** GET /api/home/team: a lead's or an admin's today. */
export const teamHomeSchema = z.object({
  ...homeDay,
  /** Who posted today's standup, by name. */
  posted: z.array(person.extend({ reportedAt: z.string() })),
  /** Who is expected to post and has not (no standup, no leave), by name; nobody on a day off. */
  missing: z.array(person),
  onLeave: z.array(person.extend({ leaveType: z.enum(LEAVE_TYPES) })),
  /** Today's standups naming a roadblock, the longest-lasting first. */
  roadblocks: z.array(
    person.extend({
      roadblocks: z.string(),
      /** Days in a row the person has reported a roadblock (roadblockStreak), today included. */
      days: z.number().int().min(1),
    }),
  ),
  /** The scored month (the previous calendar month) and the scores waiting on the viewer. */
  scores: z.object({
    month: z.string(),
    monthLabel: z.string(),
    waiting: z.array(person.extend({ wait: z.enum(SCORE_WAITS) })),
  }),
});
export type TeamHome = z.infer<typeof teamHomeSchema>;
