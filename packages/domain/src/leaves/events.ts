export const LEAVE_TYPES = ['Annual', 'Sick', 'Casual'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** A person applied for leave; HR is told by email. */
export interface LeaveApplied {
  type: 'LeaveApplied';
  data: {
    leaveId: string;
    userId: string;
    leaveType: LeaveType;
    details: string;
    /** First and last company-local day of the leave, both included. */
    from: string;
    to: string;
  };
}

/** HR was emailed about the leave (the worker records it, so a retried job sends once). */
export interface LeaveNotificationSent {
  type: 'LeaveNotificationSent';
  data: {
    leaveId: string;
    /** The HR address the email went to. */
    to: string;
    /** When the mail server accepted the email, ISO UTC. */
    at: string;
  };
}

export type LeaveEvent = LeaveApplied | LeaveNotificationSent;

export const LEAVE_EVENT_TYPES = [
  'LeaveApplied',
  'LeaveNotificationSent',
] as const satisfies readonly LeaveEvent['type'][];

export const leaveStream = (leaveId: string) => `leave-${leaveId}`;
