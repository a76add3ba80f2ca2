import { z } from 'zod';
import { CORRECTION_REASON_MAX } from '../access/index.js';
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

const hoursSchema = z
  .number({ error: `${HOURS_LABEL} is required!` })
  .gt(WORKLOG_MIN_HOURS, HOURS_RANGE_MESSAGE)
  .lte(WORKLOG_MAX_HOURS, HOURS_RANGE_MESSAGE)
  .refine((hours) => roundHours(hours) === hours, 'Use at most two decimals, e.g. 1.25');

/** Why an entry or a standup was corrected (DESIGN.md 6.13): required, kept in its history. */
export const correctionReasonSchema = requiredText('Reason', CORRECTION_REASON_MAX, 'multi');

/** POST /api/worklogs and the hours log form (SPEC.md 5, Hours log). */
export const worklogInputSchema = z.strictObject({
  workspaceId: z.uuid({ error: 'Workspace is required.' }),
  /** null is 'No Milestone'. */
  milestoneId: z.uuid({ error: 'Milestone is required.' }).nullable(),
  title: requiredText('Task Title', WORKLOG_TITLE_MAX),
  details: requiredText('Task Details', WORKLOG_DETAILS_MAX, 'multi'),
  hours: hoursSchema,
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

/** PUT /api/worklogs/:id: the entry as it should be, and why. */
export const worklogCorrectionSchema = z.strictObject({
  workspaceId: z.uuid({ error: 'Workspace is required.' }),
  milestoneId: z.uuid({ error: 'Milestone is required.' }).nullable(),
  title: requiredText('Task Title', WORKLOG_TITLE_MAX),
  details: requiredText('Task Details', WORKLOG_DETAILS_MAX, 'multi'),
  hours: hoursSchema,
  date: isoDateSchema('Choose a date (YYYY-MM-DD)'),
  reason: correctionReasonSchema,
});
export type WorklogCorrectionInput = z.input<typeof worklogCorrectionSchema>;

/** POST /api/worklogs/:id/delete. */
export const worklogDeletionSchema = z.strictObject({ reason: correctionReasonSchema });
export type WorklogDeletionInput = z.input<typeof worklogDeletionSchema>;

export const worklogParamsSchema = z.object({ id: z.uuid('Not an entry id') });

/** GET /api/users/:id/worklogs: a range of days, as the reports take it (default the last week). */
export const personWorklogsQuerySchema = z.object({
  from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
});

/** An entry as the person's Task Logs list it. */
export const worklogEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  workspace: z.object({ id: z.string(), name: z.string() }),
  milestone: z.object({ id: z.string(), name: z.string() }).nullable(),
  title: z.string(),
  details: z.string(),
  hours: z.number(),
  /** Brought by the provider sync: read-only here, corrected at `providerUrl`. */
  synced: z.boolean(),
  providerUrl: z.string().nullable(),
  /** The signed-in person may correct or delete it now (DESIGN.md 6.13). */
  correctable: z.boolean(),
  /** The timesheet lock of its day, naming it (DESIGN.md 6.14); null when none. */
  lock: z.string().nullable(),
});
export type WorklogEntryView = z.infer<typeof worklogEntrySchema>;

export const personWorklogsSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(worklogEntrySchema),
});
export type PersonWorklogs = z.infer<typeof personWorklogsSchema>;

const historyEntryFields = z.object({
  workspace: z.string(),
  milestone: z.string().nullable(),
  title: z.string(),
  details: z.string(),
  hours: z.number(),
  date: z.string(),
});

/** GET /api/worklogs/:id/history: each correction and the delete, oldest first. */
export const worklogHistorySchema = z.object({
  worklogId: z.string(),
  changes: z.array(
    z.object({
      kind: z.enum(['corrected', 'deleted']),
      at: z.string(),
      by: z.object({ id: z.string(), name: z.string() }),
      reason: z.string(),
      from: historyEntryFields,
      /** null for a delete. */
      to: historyEntryFields.nullable(),
    }),
  ),
});
export type WorklogHistory = z.infer<typeof worklogHistorySchema>;
