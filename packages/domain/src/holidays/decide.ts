import { assertNever, conflict, notFound, ruleViolation } from '../shared/index.js';
import type { HolidayCommand } from './commands.js';
import type { HolidayEvent } from './events.js';
import type { HolidayState } from './evolve.js';
import { holidayDateWindow, isRemovableHoliday } from './window.js';

export const HOLIDAY_WINDOW_MESSAGE = 'A holiday can be marked from tomorrow to one month ahead.';

export function decideHoliday(command: HolidayCommand, state: HolidayState): HolidayEvent[] {
  switch (command.type) {
    case 'AddHoliday': {
      const { date, title, today } = command.data;
      const { min, max } = holidayDateWindow(today);
      // ISO dates order as strings do.
      if (date < min || date > max) {
        throw ruleViolation('holiday_date_window', HOLIDAY_WINDOW_MESSAGE, {
          date: HOLIDAY_WINDOW_MESSAGE,
        });
      }
      if (state.marked) {
        const message = `${date} is already a holiday (${state.title}).`;
        throw conflict('holiday_exists', message, { date: message });
      }
      return [{ type: 'HolidayAdded', data: { date, title } }];
    }
    case 'RemoveHoliday': {
      const { date, today } = command.data;
      if (!state.marked) throw notFound('Holiday');
      if (!isRemovableHoliday(date, today)) {
        throw ruleViolation('holiday_past', 'Only holidays still ahead can be deleted.');
      }
      return [{ type: 'HolidayRemoved', data: { date } }];
    }
    default:
      return assertNever(command);
  }
}
