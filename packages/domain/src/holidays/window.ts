import { addDays, addMonths, type IsoDate } from '../calendar/index.js';

/**
 * SPEC.md 5: a holiday can be marked from tomorrow through one month ahead, both in the
 * company time zone. The form disables the other dates; the command refuses them.
 */
export function holidayDateWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addDays(today, 1), max: addMonths(today, 1) };
}

/** Only holidays still ahead can be deleted; past ones are history. */
export const isRemovableHoliday = (date: IsoDate, today: IsoDate) => date > today;
