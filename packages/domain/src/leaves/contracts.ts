import { z } from 'zod';
import { isoDateSchema, multiLineText, requiredText } from '../schemas/index.js';
import { LEAVE_NOTE_MAX, REJECT_NOTE_REQUIRED_MESSAGE } from './approval.js';
import { monthSchema } from '../scores/index.js';
import { LEAVE_FEED_SCOPES } from './calendar.js';
import { LEAVE_STATUSES, LEAVE_TYPES } from './events.js';
import { LEAVE_FIRST_DAY_MESSAGE, LEAVE_LAST_DAY_MESSAGE } from './rules.js';

export const LEAVE_DETAILS_MAX = 2000;

/** POST /api/leaves and the Apply for leave form (SPEC.md 5, Leave). */
export const leaveInputSchema = z.strictObject({
  leaveType: z.enum(LEAVE_TYPES, { error: 'Leave Type is required.' }),
  details: requiredText('Leave Details', LEAVE_DETAILS_MAX, 'multi'),
  from: isoDateSchema(LEAVE_FIRST_DAY_MESSAGE),
  to: isoDateSchema(LEAVE_LAST_DAY_MESSAGE),
});
export type LeaveInput = z.input<typeof leaveInputSchema>;

export const leaveListQuerySchema = z.object({
  from: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  to: isoDateSchema('Not a date (YYYY-MM-DD)').optional(),
  /** One person's leaves (My leave asks for its own); a plain user may ask only for theirs. */
  user: z.uuid('Not a user id').optional(),
});

export const leaveSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  leaveType: z.enum(LEAVE_TYPES),
  details: z.string(),
  from: z.string(),
  to: z.string(),
  /** The days it charges: its working days (leaveWorkingDays). */
  workingDays: z.number(),
  appliedAt: z.string(),
  status: z.enum(LEAVE_STATUSES),
  /** The last step after the application: who approved, rejected or cancelled it, when, why. */
  decision: z
    .object({
      by: z.object({ id: z.string(), name: z.string() }).nullable(),
      at: z.string(),
      note: z.string(),
    })
    .nullable(),
});
export type Leave = z.infer<typeof leaveSchema>;

/** GET /api/leaves: one's own, or everyone's for non-users; the latest applied first. */
export const leaveListSchema = z.object({ leaves: z.array(leaveSchema) });
export type LeaveList = z.infer<typeof leaveListSchema>;

/**
 * GET /api/leaves/days: the days a leave from/to would cover. Both are required and at most
 * LEAVE_MAX_DAYS apart (leaveDaysRange says so with a message on the field); optional here so
 * a missing day gets its own message rather than the parser's.
 */
export const leaveDaysQuerySchema = z.object({
  from: isoDateSchema(LEAVE_FIRST_DAY_MESSAGE).optional(),
  to: isoDateSchema(LEAVE_LAST_DAY_MESSAGE).optional(),
});

/**
 * GET /api/leaves/days: what the leave form sums up (leaveSummary) for the signed-in person:
 * the company holidays among the days, and the days they logged hours or posted a standup.
 */
export const leaveDaysSchema = z.object({
  from: z.string(),
  to: z.string(),
  holidays: z.array(z.string()),
  worked: z.array(z.object({ date: z.string(), hoursLogged: z.number(), standup: z.boolean() })),
});
export type LeaveDays = z.infer<typeof leaveDaysSchema>;

const note = multiLineText({ max: LEAVE_NOTE_MAX });

/** POST /api/leaves/:id/approve: a note is optional. */
export const leaveApproveSchema = z.strictObject({ note: note.default('') });

/** POST /api/leaves/:id/reject: the note says why. */
export const leaveRejectSchema = z.strictObject({
  note: multiLineText({ max: LEAVE_NOTE_MAX, required: REJECT_NOTE_REQUIRED_MESSAGE }),
});

/** POST /api/leaves/:id/cancel: HR and Admins say why (decideLeave); the applicant may not. */
export const leaveCancelSchema = z.strictObject({ reason: note.default('') });

/** POST /api/leaves/decide: approve or reject several pending leaves at once. */
export const leaveBulkDecisionSchema = z.strictObject({
  leaveIds: z
    .array(z.uuid('Not a leave id'))
    .min(1, 'Choose at least one leave')
    .max(100, 'At most 100 leaves at once'),
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
  /** Required to reject (decideLeave says so per leave). */
  note: note.default(''),
});

export const leaveIdParamsSchema = z.object({ id: z.uuid('Not a leave id') });

/** GET /api/leaves/approvals: the pending leaves the viewer may decide, the earliest first. */
export const leaveApprovalsSchema = z.object({ leaves: z.array(leaveSchema) });

/** The answer of a bulk decision: each leave's outcome, in the order asked. */
export const leaveBulkResultSchema = z.object({
  results: z.array(
    z.object({
      leaveId: z.string(),
      ok: z.boolean(),
      /** Why it was refused (the same message a single decision answers). */
      message: z.string().nullable(),
    }),
  ),
});

/** GET /api/leaves/calendar: one month; the company's current month when left out. */
export const leaveCalendarQuerySchema = z.object({ month: monthSchema.optional() });

const awaySchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  leaveType: z.enum(LEAVE_TYPES),
  status: z.enum(['pending', 'approved']),
});

/** The team leave calendar of a month: each day, whether it is off, and who is away. */
export const leaveCalendarSchema = z.object({
  month: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      weekend: z.enum(['Saturday', 'Sunday']).nullable(),
      holiday: z.string().nullable(),
      away: z.array(awaySchema),
    }),
  ),
});
export type LeaveCalendar = z.infer<typeof leaveCalendarSchema>;

export const leaveFeedParamsSchema = z.object({
  scope: z.enum(LEAVE_FEED_SCOPES, { error: 'Choose mine or team' }),
});

/** GET /api/leaves/feeds: when each of my feeds was made; null when I have none. */
export const leaveFeedsSchema = z.object({
  mine: z.string().nullable(),
  team: z.string().nullable(),
});

/** POST /api/leaves/feeds/:scope: the new private address, shown this once. */
export const leaveFeedCreatedSchema = z.object({ url: z.string() });

/** GET /api/calendar/:token: the token of a feed's address (43 base64url characters). */
export const leaveFeedTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar address'),
});
