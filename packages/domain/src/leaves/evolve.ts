import { assertNever } from '../shared/index.js';
import type { LeaveEvent, LeaveStatus, LeaveType } from './events.js';

export interface LeaveState {
  applied: boolean;
  /** The approver has been emailed; the notification job skips the send once this is true. */
  hrNotified: boolean;
  status: LeaveStatus | null;
  /** The leave's facts, once applied. */
  leave: {
    userId: string;
    leaveType: LeaveType;
    from: string;
    to: string;
    /** Only on a half-day leave, as its events carry it. */
    halfDay?: true;
  } | null;
}

export const initialLeaveState: LeaveState = {
  applied: false,
  hrNotified: false,
  status: null,
  leave: null,
};

export function evolveLeave(state: LeaveState, event: LeaveEvent): LeaveState {
  switch (event.type) {
    case 'LeaveApplied': {
      const { userId, leaveType, from, to, status, halfDay } = event.data;
      const leave = { userId, leaveType, from, to, ...(halfDay === true && { halfDay }) };
      return { ...state, applied: true, status, leave };
    }
    case 'LeaveApproved':
      return { ...state, status: 'approved' };
    case 'LeaveRejected':
      return { ...state, status: 'rejected' };
    case 'LeaveCancelled':
      return { ...state, status: 'cancelled' };
    case 'LeaveNotificationSent':
      return { ...state, hrNotified: true };
    default:
      return assertNever(event);
  }
}
