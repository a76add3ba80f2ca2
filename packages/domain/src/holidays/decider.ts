import type { Decider } from '../shared/decider.js';
import type { HolidayCommand } from './commands.js';
import { decideHoliday } from './decide.js';
import type { HolidayEvent } from './events.js';
import { evolveHoliday, initialHolidayState, type HolidayState } from './evolve.js';

export const holidayDecider: Decider<HolidayState, HolidayCommand, HolidayEvent> = {
  initialState: initialHolidayState,
  evolve: evolveHoliday,
  decide: decideHoliday,
};
