import { z } from 'zod';
import { isoDateSchema, multiLineText, requiredText } from '../schemas/index.js';
import { LEAVE_NOTE_MAX, REJECT_NOTE_REQUIRED_MESSAGE } from './approval.js';
import { monthSchema } from '../scores/index.js';
import { LEAVE_FEED_SCOPES } from './calendar.js';
import { BALANCE_MOVEMENT_KINDS, LEAVE_GRANTS } from './balance.js';
import { LEAVE_STATUSES, LEAVE_TYPES } from './events.js';
import { LEAVE_FIRST_DAY_MESSAGE, LEAVE_LAST_DAY_MESSAGE } from './rules.js';

export const LEAVE_DETAILS_MAX = 2000;

/** POST /api/leaves and the Apply for leave form (SPEC.md 5, Leave). */
export const leaveInputSchema = z.strictObject({
  leaveType: z.enum(LEAVE_TYPES, { error: 'Leave Type is required.' }),
  details: requiredText('Leave Details', LEAVE_DETAILS_MAX, 'multi'),
  from: isoDateSchema(LEAVE_FIRST_DAY_MESSAGE),
  to: isoDateSchema(LEAVE_LAST_DAY_MESSAGE),
  /** Half of a one-day leave (decideLeave refuses it on a longer one). */
  halfDay: z.boolean({ error: 'Half day must be true or false' }).default(false),
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
  /** A one-day leave of half a day. */
  halfDay: z.boolean(),
  /** The days it charges: its working days (leaveWorkingDays), half of one for a half day. */
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
  /** With a type, the answer says what the leave would leave of its balance. */
  leaveType: z.enum(LEAVE_TYPES, { error: 'Leave Type is required.' }).optional(),
  halfDay: z
    .enum(['true', 'false'], { error: 'Half day must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
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
  /**
   * When a leave type was asked: per year the leave touches, what is available before it,
   * what it charges and what it leaves; `allowed` is false where the policy refuses it.
   */
  balance: z
    .object({
      leaveType: z.enum(LEAVE_TYPES),
      years: z.array(
        z.object({
          year: z.number(),
          available: z.number(),
          charge: z.number(),
          after: z.number(),
        }),
      ),
      allowed: z.boolean(),
    })
    .nullable(),
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
export const leaveApprovalsSchema = z.object({
  leaves: z.array(
    leaveSchema.extend({
      /**
       * The applicant's balance of the leave's type in the year it starts, once this leave
       * is taken (their other pending leave aside): what the approver decides knowing.
       */
      balanceAfter: z.object({ year: z.number(), days: z.number() }),
    }),
  ),
});
export type LeaveApproval = z.infer<typeof leaveApprovalsSchema>['leaves'][number];

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

const policyDays = (what: string) =>
  z
    .number({ error: `${what} must be a number of days` })
    .min(0, `${what} must be at least 0 days`)
    .max(366, `${what} must be at most 366 days`)
    .multipleOf(0.5, `${what} must be whole or half days`);

/** A day of the year as MM-DD that every year has (so not 29 February). */
const dayOfYear = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a day like 03-31')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`2001-${day}T00:00:00Z`)) &&
      new Date(`2001-${day}T00:00:00Z`).getUTCDate() === Number(day.slice(3)),
    'Use a day every year has, like 03-31',
  );

/** One leave type's policy in Settings (balance.ts says what each field does). */
export const leavePolicySchema = z.strictObject({
  yearlyDays: policyDays('Days a year'),
  grant: z.enum(LEAVE_GRANTS, { error: 'Choose yearly or monthly' }),
  carryOverDays: policyDays('Carry-over'),
  carryOverExpires: dayOfYear.nullable(),
  allowNegative: z.boolean({ error: 'Say whether the balance may go below zero' }),
});

export const leavePoliciesSchema = z.strictObject({
  Annual: leavePolicySchema,
  Sick: leavePolicySchema,
  Casual: leavePolicySchema,
});

const yearQuery = z
  .string()
  .regex(/^\d{4}$/, 'Choose a year like 2026')
  .transform(Number)
  .refine((year) => year >= 2000 && year <= 2100, 'Choose a year from 2000 to 2100');

/** GET /api/leaves/balances: one person's (mine when left out), one year (this one when left out). */
export const leaveBalancesQuerySchema = z.object({
  user: z.uuid('Not a user id').optional(),
  year: yearQuery.optional(),
});

const movementSchema = z.object({
  date: z.string(),
  kind: z.enum(BALANCE_MOVEMENT_KINDS),
  days: z.number(),
  text: z.string(),
  /** The event behind the movement: its type, place in the log and time; null for the policy's own. */
  source: z.object({ event: z.string(), position: z.string(), at: z.string() }).nullable(),
  leaveId: z.string().nullable(),
});

const balanceFigures = {
  leaveType: z.enum(LEAVE_TYPES),
  year: z.number(),
  entitlement: z.number(),
  earned: z.number(),
  carriedOver: z.number(),
  taken: z.number(),
  refunded: z.number(),
  expired: z.number(),
  balance: z.number(),
  pending: z.number(),
  available: z.number(),
};

/** A person's balance of each leave type in a year, with the movements that make it. */
export const leaveBalancesSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  year: z.number(),
  /** Grants, accruals and lapses up to this day are in. */
  asOf: z.string(),
  balances: z.array(
    z.object({ ...balanceFigures, policy: leavePolicySchema, movements: z.array(movementSchema) }),
  ),
});
export type LeaveBalances = z.infer<typeof leaveBalancesSchema>;

/** GET /api/leaves/balances/people: the year asked, this one when left out. */
export const leaveBalancesPeopleQuerySchema = z.object({ year: yearQuery.optional() });

/** Everyone's balances the viewer may read (HR, Admins, Managers: all; a lead: their people). */
export const leaveBalancesPeopleSchema = z.object({
  year: z.number(),
  asOf: z.string(),
  people: z.array(
    z.object({
      user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      balances: z.array(z.object(balanceFigures)),
    }),
  ),
});
export type LeaveBalancesPeople = z.infer<typeof leaveBalancesPeopleSchema>;
