import type { Role } from '../access/index.js';
import type { IsoDate } from '../calendar/index.js';
import type { LeaveApprover } from '../leaves/index.js';
import type {
  TimesheetDay,
  TimesheetRejectionEmailed,
  TimesheetReminderEmailed,
} from './events.js';
import type { TimesheetPeriod } from './periods.js';

/** Whose period, and who acts on it. */
export interface TimesheetContext {
  userId: string;
  period: TimesheetPeriod;
  actor: { id: string; role: Role };
  /** The company-local date of the request. */
  today: IsoDate;
}

/**
 * Who decides a person's period: the leave rule of who decides (leaveDecisionRefusal,
 * Settings' leaveApprover), so one person approves both (D292).
 */
export interface TimesheetApproverContext {
  lead1Id: string | null;
  hrUserId: string | null;
  approver: LeaveApprover;
}

/**
 * The period's hours now: every day's total of the person's day streams, read by the API in
 * the command (never from a read model), so a revision records what the log holds.
 */
export interface TimesheetHoursNow {
  days: readonly TimesheetDay[];
}

export interface SubmitTimesheet {
  type: 'SubmitTimesheet';
  data: TimesheetContext & TimesheetHoursNow;
}

export interface WithdrawTimesheet {
  type: 'WithdrawTimesheet';
  data: TimesheetContext;
}

export interface ApproveTimesheet {
  type: 'ApproveTimesheet';
  data: TimesheetContext & TimesheetApproverContext & TimesheetHoursNow & { note: string };
}

/** A rejection says why (the note is required); it is emailed to the person. */
export interface RejectTimesheet {
  type: 'RejectTimesheet';
  data: TimesheetContext & TimesheetApproverContext & { note: string };
}

/** Admins only, with a reason. */
export interface ReopenTimesheet {
  type: 'ReopenTimesheet';
  data: TimesheetContext & { reason: string };
}

/** The approver gives the person until a day; the daily run does not lock it before. */
export interface GrantTimesheetGrace {
  type: 'GrantTimesheetGrace';
  data: TimesheetContext & TimesheetApproverContext & { until: IsoDate };
}

/** The daily run: lock the period if autoLockDue says so (nothing otherwise). */
export interface LockTimesheet {
  type: 'LockTimesheet';
  data: {
    userId: string;
    period: TimesheetPeriod;
    today: IsoDate;
    autoLockDays: number;
    holidays: ReadonlySet<IsoDate>;
  };
}

export interface RecordTimesheetRejectionEmail {
  type: 'RecordTimesheetRejectionEmail';
  data: TimesheetRejectionEmailed['data'];
}

/** The worker sent a reminder to submit; recorded once per reminder and day. */
export interface RecordTimesheetReminderEmail {
  type: 'RecordTimesheetReminderEmail';
  data: TimesheetReminderEmailed['data'];
}

export type TimesheetCommand =
  | SubmitTimesheet
  | WithdrawTimesheet
  | ApproveTimesheet
  | RejectTimesheet
  | ReopenTimesheet
  | GrantTimesheetGrace
  | LockTimesheet
  | RecordTimesheetRejectionEmail
  | RecordTimesheetReminderEmail;
