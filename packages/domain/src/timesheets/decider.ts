import { type Decider, eventParser } from '../shared/index.js';
import type { TimesheetCommand } from './commands.js';
import { decideTimesheet } from './decide.js';
import { TIMESHEET_EVENTS, type TimesheetEvent } from './events.js';
import { evolveTimesheet, initialTimesheetState, type TimesheetState } from './evolve.js';

export const timesheetDecider: Decider<TimesheetState, TimesheetCommand, TimesheetEvent> = {
  initialState: initialTimesheetState,
  evolve: evolveTimesheet,
  decide: decideTimesheet,
  parse: eventParser(TIMESHEET_EVENTS),
};
