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

export type LeaveEvent = LeaveApplied;

export const LEAVE_EVENT_TYPES = ['LeaveApplied'] as const satisfies readonly LeaveEvent['type'][];

export const leaveStream = (leaveId: string) => `leave-${leaveId}`;
