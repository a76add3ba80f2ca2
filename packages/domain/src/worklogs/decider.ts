import { type Decider, eventParser } from '../shared/index.js';
import type { WorklogCommand } from './commands.js';
import { decideWorklog } from './decide.js';
import { WORKLOG_EVENTS, type WorklogEvent } from './events.js';
import { evolveWorklog, initialWorklogState, type WorklogState } from './evolve.js';

export const worklogDecider: Decider<WorklogState, WorklogCommand, WorklogEvent> = {
  initialState: initialWorklogState,
  evolve: evolveWorklog,
  decide: decideWorklog,
  parse: eventParser(WORKLOG_EVENTS),
};
