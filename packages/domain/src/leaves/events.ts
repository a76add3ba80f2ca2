import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

export const LEAVE_TYPES = ['Annual', 'Sick', 'Casual'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** Where a leave stands (DESIGN.md 6.13): applied (pending) -> approved | rejected -> cancelled. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const leaveAppliedData = z.object({
  leaveId: z.string(),
  userId: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  details: z.string(),
  /** First and last company-local day of the leave, both included. */
  from: z.string(),
  to: z.string(),
  /** A one-day leave of half a day: it charges half a day. Left out before half days. */
  halfDay: z.boolean().optional(),
  /**
   * 'pending' waits for its approver; 'approved' counts at once: leaves recorded before the
   * approval workflow (upcast below) and history the system writes.
   */
  status: z.enum(['pending', 'approved']),
});

/** The leave's facts a step repeats, so that each projection applies it without a lookup. */
const leaveFacts = {
  leaveId: z.string(),
  userId: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  from: z.string(),
  to: z.string(),
  halfDay: z.boolean().optional(),
};

const leaveApprovedData = z.object({ ...leaveFacts, note: z.string() });
const leaveRejectedData = z.object({ ...leaveFacts, note: z.string() });
const leaveCancelledData = z.object({
  ...leaveFacts,
  reason: z.string(),
  /** Whether it counted until now: cancelling an approved leave gives its days back. */
  wasApproved: z.boolean(),
});

const leaveNotificationSentData = z.object({
  leaveId: z.string(),
  /** The address the email went to: the approver's, or HR's before the workflow. */
  to: z.string(),
  /** When the mail server accepted the email, ISO UTC. */
  at: z.string(),
});

/** A person applied for leave; it waits for their approver (Lead 1 or HR). */
export interface LeaveApplied {
  type: 'LeaveApplied';
  data: z.infer<typeof leaveAppliedData>;
}

/** The approver approved the leave: from now on its days count as On leave. */
export interface LeaveApproved {
  type: 'LeaveApproved';
  data: z.infer<typeof leaveApprovedData>;
}

/** The approver turned the leave down, saying why. */
export interface LeaveRejected {
  type: 'LeaveRejected';
  data: z.infer<typeof leaveRejectedData>;
}

/** The applicant (before it started) or HR (any time) withdrew the leave. */
export interface LeaveCancelled {
  type: 'LeaveCancelled';
  data: z.infer<typeof leaveCancelledData>;
}

/** The approver was emailed about the application (recorded, so a retried job sends once). */
export interface LeaveNotificationSent {
  type: 'LeaveNotificationSent';
  data: z.infer<typeof leaveNotificationSentData>;
}

export type LeaveEvent =
  LeaveApplied | LeaveApproved | LeaveRejected | LeaveCancelled | LeaveNotificationSent;

/** A leave's step after its application: what its applicant is emailed about. */
export type LeaveDecisionEvent = LeaveApproved | LeaveRejected | LeaveCancelled;

export const LEAVE_EVENTS = {
  LeaveApplied: {
    schema: leaveAppliedData,
    // Recorded before the approval workflow: such a leave counted from the start.
    upcasters: [(data) => ('status' in data ? data : { ...data, status: 'approved' })],
  },
  LeaveApproved: { schema: leaveApprovedData },
  LeaveRejected: { schema: leaveRejectedData },
  LeaveCancelled: { schema: leaveCancelledData },
  LeaveNotificationSent: { schema: leaveNotificationSentData },
} satisfies EventDefinitions<LeaveEvent>;

export const LEAVE_EVENT_TYPES = [
  'LeaveApplied',
  'LeaveApproved',
  'LeaveRejected',
  'LeaveCancelled',
  'LeaveNotificationSent',
] as const satisfies readonly LeaveEvent['type'][];

export const LEAVE_DECISION_EVENT_TYPES = [
  'LeaveApproved',
  'LeaveRejected',
  'LeaveCancelled',
] as const satisfies readonly LeaveDecisionEvent['type'][];

export const leaveStream = (leaveId: string) => `leave-${leaveId}`;
