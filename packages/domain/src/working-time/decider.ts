import { type Decider, eventParser } from '../shared/index.js';
import type { WorkingTimeCommand } from './commands.js';
import { decideWorkingTime } from './decide.js';
import { WORKING_TIME_EVENTS, type WorkingTimeEvent } from './events.js';
import { evolveWorkingTime, initialWorkingTimeState, type WorkingTimeState } from './evolve.js';

export const workingTimeDecider: Decider<WorkingTimeState, WorkingTimeCommand, WorkingTimeEvent> = {
  initialState: initialWorkingTimeState,
  evolve: evolveWorkingTime,
  decide: decideWorkingTime,
  parse: eventParser(WORKING_TIME_EVENTS),
};
