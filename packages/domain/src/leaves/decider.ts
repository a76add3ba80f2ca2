import { type Decider, eventParser } from '../shared/index.js';
import type { LeaveCommand } from './commands.js';
import { decideLeave } from './decide.js';
import { LEAVE_EVENTS, type LeaveEvent } from './events.js';
import { evolveLeave, initialLeaveState, type LeaveState } from './evolve.js';

export const leaveDecider: Decider<LeaveState, LeaveCommand, LeaveEvent> = {
  initialState: initialLeaveState,
  evolve: evolveLeave,
  decide: decideLeave,
  parse: eventParser(LEAVE_EVENTS),
};
