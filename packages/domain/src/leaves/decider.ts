import type { Decider } from '../shared/decider.js';
import type { LeaveCommand } from './commands.js';
import { decideLeave } from './decide.js';
import type { LeaveEvent } from './events.js';
import { evolveLeave, initialLeaveState, type LeaveState } from './evolve.js';

export const leaveDecider: Decider<LeaveState, LeaveCommand, LeaveEvent> = {
  initialState: initialLeaveState,
  evolve: evolveLeave,
  decide: decideLeave,
};
