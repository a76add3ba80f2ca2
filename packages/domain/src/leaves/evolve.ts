import { assertNever } from '../shared/index.js';
import type { LeaveEvent } from './events.js';

export interface LeaveState {
  applied: boolean;
  /** HR has been emailed about it; the notification job skips the send once this is true. */
  hrNotified: boolean;
}

export const initialLeaveState: LeaveState = { applied: false, hrNotified: false };

export function evolveLeave(state: LeaveState, event: LeaveEvent): LeaveState {
  switch (event.type) {
    case 'LeaveApplied':
      return { ...state, applied: true };
    case 'LeaveNotificationSent':
      return { ...state, hrNotified: true };
    default:
      return assertNever(event);
  }
}
