import type { LeaveEvent } from './events.js';

export interface LeaveState {
  applied: boolean;
}

export const initialLeaveState: LeaveState = { applied: false };

export const evolveLeave = (_state: LeaveState, _event: LeaveEvent): LeaveState => ({
  applied: true,
});
