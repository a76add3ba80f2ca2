import { ADMIN_ROLES, type Role, type Viewer } from '../access/index.js';
import type { IsoDate } from '../calendar/index.js';
import type { LeaveStatus } from './events.js';

/** Settings: who approves a person's leave (DESIGN.md 6.13). HR always may. */
export const LEAVE_APPROVERS = ['lead1', 'hr'] as const;
export type LeaveApprover = (typeof LEAVE_APPROVERS)[number];
export const DEFAULT_LEAVE_APPROVER: LeaveApprover = 'lead1';

export const LEAVE_NOTE_MAX = 500;

/** Where emails link to: the approvals list, and My leave (beneath the application form). */
export const LEAVE_APPROVALS_PATH = '/LeaveApprovals';
export const MY_LEAVE_PATH = '/ApplyLeave';
export const REJECT_NOTE_REQUIRED_MESSAGE = 'Say why the leave is rejected.';
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Say why the leave is cancelled.';
export const OWN_LEAVE_MESSAGE = 'Nobody approves or rejects their own leave.';
export const NOT_APPROVER_MESSAGE =
  "Only the person's approver (Lead 1 or HR, as Settings say), HR or an Admin decides this leave.";
export const STARTED_LEAVE_MESSAGE =
  'This leave has started: only HR or an Admin can cancel it now.';

/** Who waits on a leave: the applicant's Lead 1 when Settings say so and they have one, else HR. */
export function leaveApproverOf({
  lead1Id,
  hrUserId,
  approver,
}: {
  lead1Id: string | null;
  hrUserId: string | null;
  approver: LeaveApprover;
}): string | null {
  return approver === 'lead1' && lead1Id !== null ? lead1Id : hrUserId;
}

/** HR, Admins and Managers decide any leave and cancel it at any time. */
const decidesEveryLeave = (actor: { id: string; role: Role }, hrUserId: string | null) =>
  actor.id === hrUserId || ADMIN_ROLES.includes(actor.role);

export type LeaveActionRefusal = 'own_leave' | 'not_approver' | 'started' | 'not_allowed';

/**
 * May `actor` approve or reject the leave of `applicantId`? Null when they may: the approver
 * of leaveApproverOf, HR, an Admin or a Manager, never the applicant themselves.
 */
export function leaveDecisionRefusal(input: {
  actor: { id: string; role: Role };
  applicantId: string;
  lead1Id: string | null;
  hrUserId: string | null;
  approver: LeaveApprover;
}): LeaveActionRefusal | null {
  if (input.actor.id === input.applicantId) return 'own_leave';
  if (decidesEveryLeave(input.actor, input.hrUserId)) return null;
  return leaveApproverOf(input) === input.actor.id ? null : 'not_approver';
}

/**
 * May `actor` cancel the leave? The applicant until its first day; HR, an Admin or a Manager
 * at any time; nobody else.
 */
export function leaveCancelRefusal(input: {
  actor: { id: string; role: Role };
  applicantId: string;
  hrUserId: string | null;
  from: IsoDate;
  today: IsoDate;
}): LeaveActionRefusal | null {
  if (decidesEveryLeave(input.actor, input.hrUserId)) return null;
  if (input.actor.id !== input.applicantId) return 'not_allowed';
  return input.today < input.from ? null : 'started';
}

/** What a person can still do with a leave: the screens show only these actions. */
export const isOpenLeave = (status: LeaveStatus) => status === 'pending' || status === 'approved';

/** Who may have leaves to decide, and sees Leave Approvals: leads, HR, Admins and Managers. */
export const decidesLeaves = (viewer: Pick<Viewer, 'role' | 'isHr' | 'leadsSomeone'>) =>
  viewer.isHr || viewer.leadsSomeone || ADMIN_ROLES.includes(viewer.role);
