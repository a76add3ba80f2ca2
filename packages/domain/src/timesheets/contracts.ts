import { z } from 'zod';
import { isoDateSchema, multiLineText } from '../schemas/index.js';
import { EXPECTED_REASONS } from '../working-time/index.js';
import { TIMESHEET_REMINDERS } from './events.js';
import { TIMESHEET_STATUSES } from './evolve.js';
import { PERIOD_KEY_MESSAGE, periodOfKey, TIMESHEET_PERIOD_KINDS } from './periods.js';
import {
  GRACE_UNTIL_MESSAGE,
  REJECT_TIMESHEET_NOTE_MESSAGE,
  REOPEN_REASON_MESSAGE,
  TIMESHEET_NOTE_MAX,
} from './rules.js';

/** '2026-W48' or '2026-11', a real week or month from 1900 to 2100. */
export const periodKeySchema = z
  .string({ error: PERIOD_KEY_MESSAGE })
  .max(8, PERIOD_KEY_MESSAGE)
  .refine((key) => periodOfKey(key) !== null, PERIOD_KEY_MESSAGE);

export const timesheetParamsSchema = z.object({
  id: z.uuid('Not a user id'),
  period: periodKeySchema,
});

export const timesheetUserParamsSchema = z.object({ id: z.uuid('Not a user id') });

/** GET /api/users/:id/timesheet: a period by key, or the one (per Settings) holding `date`. */
export const timesheetPeriodQuerySchema = z.object({
  period: periodKeySchema.optional(),
  date: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
});

const note = multiLineText({
  max: TIMESHEET_NOTE_MAX,
  tooLong: `A note must be at most ${TIMESHEET_NOTE_MAX} characters`,
});

/** POST .../submit and .../withdraw carry nothing. */
export const timesheetEmptySchema = z.strictObject({});
export const timesheetApproveSchema = z.strictObject({ note: note.default('') });
export const timesheetRejectSchema = z.strictObject({
  note: multiLineText({
    max: TIMESHEET_NOTE_MAX,
    required: REJECT_TIMESHEET_NOTE_MESSAGE,
    tooLong: `A note must be at most ${TIMESHEET_NOTE_MAX} characters`,
  }),
});
export const timesheetReopenSchema = z.strictObject({
  reason: multiLineText({
    max: TIMESHEET_NOTE_MAX,
    required: REOPEN_REASON_MESSAGE,
    tooLong: `A reason must be at most ${TIMESHEET_NOTE_MAX} characters`,
  }),
});
export const timesheetGraceSchema = z.strictObject({ until: isoDateSchema(GRACE_UNTIL_MESSAGE) });

/** POST /api/timesheets/decide: approve or reject several periods at once. */
export const timesheetBulkDecisionSchema = z.strictObject({
  periods: z
    .array(z.strictObject({ userId: z.uuid('Not a user id'), period: periodKeySchema }))
    .min(1, 'Choose at least one timesheet')
    .max(100, 'At most 100 timesheets at once'),
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
  /** Required to reject (decideTimesheet says so per period). */
  note: note.default(''),
});

export const timesheetBulkResultSchema = z.object({
  results: z.array(
    z.object({
      userId: z.string(),
      period: z.string(),
      ok: z.boolean(),
      message: z.string().nullable(),
    }),
  ),
});

/** What a step on a period answers: the state its command decided (never a read model). */
export const timesheetStepSchema = z.object({
  userId: z.string(),
  period: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  revision: z.number(),
});

const periodSchema = z.object({
  key: z.string(),
  kind: z.enum(TIMESHEET_PERIOD_KINDS),
  from: z.string(),
  to: z.string(),
  /** 'Week 2026-W48'. */
  label: z.string(),
});

const dayHoursSchema = z.object({ date: z.string(), hours: z.number() });

/** A revision as its event recorded it. */
const revisionSchema = z.object({
  revision: z.number(),
  days: z.array(dayHoursSchema),
  total: z.number(),
  on: z.string(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
});

const entrySchema = z.object({
  id: z.string(),
  title: z.string(),
  workspace: z.string(),
  hours: z.number(),
  synced: z.boolean(),
});

/** What a period's state says, as the screens show it. */
const periodStateSchema = z.object({
  status: z.enum(TIMESHEET_STATUSES),
  /** The message a change to its hours is refused with; null while it may change. */
  lock: z.string().nullable(),
  submitted: revisionSchema.nullable(),
  /** The last approved revision: kept exactly through a reopen or a later correction. */
  approved: revisionSchema.nullable(),
  rejection: z
    .object({
      note: z.string(),
      on: z.string(),
      by: z.object({ id: z.string(), name: z.string() }),
    })
    .nullable(),
  reopened: z.object({ reason: z.string(), on: z.string() }).nullable(),
  graceUntil: z.string().nullable(),
  /** The reminders to submit it the person was sent (D296), the first first. */
  reminded: z.array(z.object({ reminder: z.enum(TIMESHEET_REMINDERS), on: z.string() })),
  /** The hours now differ from the approved revision's: it needs approval again. */
  changedSinceApproval: z.boolean(),
});

/** GET /api/users/:id/timesheet: My timesheet, or a person's for their approver. */
export const timesheetViewSchema = periodStateSchema.extend({
  user: z.object({ id: z.string(), name: z.string() }),
  period: periodSchema,
  /**
   * Every day of the period with its entries now and the hours the person's working time
   * expects of it (the Overtime report's rule: zero on days off, holidays, approved leave and
   * outside their employment, with why), and the totals.
   */
  current: z.object({
    days: z.array(
      dayHoursSchema.extend({
        entries: z.array(entrySchema),
        expected: z.number(),
        expectedReason: z.enum(EXPECTED_REASONS),
      }),
    ),
    total: z.number(),
    expected: z.number(),
  }),
  /** What the viewer may do with it now. */
  actions: z.object({
    submit: z.boolean(),
    withdraw: z.boolean(),
    decide: z.boolean(),
    reopen: z.boolean(),
    grace: z.boolean(),
  }),
});
export type TimesheetView = z.infer<typeof timesheetViewSchema>;

/** GET /api/timesheets/approvals: the periods waiting for the viewer, the oldest first. */
export const timesheetApprovalsSchema = z.object({
  periods: z.array(
    z.object({
      user: z.object({ id: z.string(), name: z.string() }),
      period: periodSchema,
      status: z.enum(TIMESHEET_STATUSES),
      submitted: revisionSchema.nullable(),
      approved: revisionSchema.nullable(),
      currentTotal: z.number(),
      /** The days whose hours differ from the approved revision (all of them before one). */
      changes: z.array(
        z.object({ date: z.string(), approved: z.number().nullable(), current: z.number() }),
      ),
    }),
  ),
});
export type TimesheetApproval = z.infer<typeof timesheetApprovalsSchema>['periods'][number];
