import { type Decider, eventParser } from '../shared/index.js';
import type { HolidayCommand } from './commands.js';
import { decideHoliday } from './decide.js';
import { HOLIDAY_EVENTS, type HolidayEvent } from './events.js';
import { evolveHoliday, initialHolidayState, type HolidayState } from './evolve.js';

export const holidayDecider: Decider<HolidayState, HolidayCommand, HolidayEvent> = {
  initialState: initialHolidayState,
  evolve: evolveHoliday,
  decide: decideHoliday,
  parse: eventParser(HOLIDAY_EVENTS),
};
