import { z } from 'zod';
import { isoDateSchema, requiredText } from '../schemas/index.js';
import {
  HOURS_LABEL,
  HOURS_RANGE_MESSAGE,
  roundHours,
  WORKLOG_MAX_HOURS,
  WORKLOG_MIN_HOURS,
} from './rules.js';

export const WORKLOG_TITLE_MAX = 200;
export const WORKLOG_DETAILS_MAX = 5000;

/** POST /api/worklogs and the hours log form (SPEC.md 5, Hours log). */
export const worklogInputSchema = z.strictObject({
  workspaceId: z.uuid({ error: 'Workspace is required.' }),
  /** null is 'No Milestone'. */
  milestoneId: z.uuid({ error: 'Milestone is required.' }).nullable(),
  title: requiredText('Task Title', WORKLOG_TITLE_MAX),
  details: requiredText('Task Details', WORKLOG_DETAILS_MAX, 'multi'),
  hours: z
    .number({ error: `${HOURS_LABEL} is required!` })
    .gt(WORKLOG_MIN_HOURS, HOURS_RANGE_MESSAGE)
    .lte(WORKLOG_MAX_HOURS, HOURS_RANGE_MESSAGE)
    .refine((hours) => roundHours(hours) === hours, 'Use at most two decimals, e.g. 1.25'),
  /** The day the hours are for; today when left out. */
  date: isoDateSchema('Choose a date (YYYY-MM-DD)').optional(),
});
export type WorklogInput = z.input<typeof worklogInputSchema>;

export const worklogSchema = z.object({
  id: z.string(),
  date: z.string(),
  hours: z.number(),
  title: z.string(),
});
export type Worklog = z.infer<typeof worklogSchema>;
