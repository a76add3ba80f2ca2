import type { Role } from '../access/index.js';
import type { IsoDate } from '../calendar/index.js';
import type { LeaveApplied, LeaveNotificationSent } from './events.js';
import type { LeaveApprover } from './approval.js';

export interface ApplyForLeave {
  type: 'ApplyForLeave';
  /**
   * `today` is the company-local date of now. `preApproved`: history the system writes (the
   * demo's past leaves) counts at once; a person's application always waits for approval.
   */
  data: Omit<LeaveApplied['data'], 'status'> & {
    today: IsoDate;
    preApproved?: boolean;
    /**
     * The applicant's balance of the leave's type in each year the leave touches, before it:
     * what is still available and what this leave would charge. Left out: not checked.
     */
    balance?: LeaveBalanceCheck;
  };
}

export interface LeaveBalanceCheck {
  allowNegative: boolean;
  years: { year: number; available: number; charge: number }[];
}

/** Who decides, and the people the rule of who may decide names (leaveApprovalRefusal). */
export interface LeaveDecisionContext {
  actor: { id: string; role: Role };
  /** The applicant's Lead 1; null when they have none. */
  lead1Id: string | null;
  /** Settings' HR person; null until chosen. */
  hrUserId: string | null;
  /** Settings: whether Lead 1 or HR approves. */
  approver: LeaveApprover;
  today: IsoDate;
}

export interface ApproveLeave {
  type: 'ApproveLeave';
  data: LeaveDecisionContext & { leaveId: string; note: string };
}

/** A rejection says why (the note is required). */
export interface RejectLeave {
  type: 'RejectLeave';
  data: LeaveDecisionContext & { leaveId: string; note: string };
}

/** The applicant may leave `reason` empty; HR and Admins give one. */
export interface CancelLeave {
  type: 'CancelLeave';
  data: LeaveDecisionContext & { leaveId: string; reason: string };
}

/** The worker tells what it sent; `at` is when the mail server accepted the email. */
export interface RecordLeaveNotification {
  type: 'RecordLeaveNotification';
  data: LeaveNotificationSent['data'];
}

export type LeaveCommand =
  ApplyForLeave | ApproveLeave | RejectLeave | CancelLeave | RecordLeaveNotification;
