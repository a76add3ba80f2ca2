import { assertNever } from '../shared/index.js';
import type { HolidayEvent } from './events.js';

/** The holiday of one date: marked (with its title) or not. */
export type HolidayState = { marked: false } | { marked: true; title: string };

export const initialHolidayState: HolidayState = { marked: false };

export function evolveHoliday(_state: HolidayState, event: HolidayEvent): HolidayState {
  switch (event.type) {
    case 'HolidayAdded':
      return { marked: true, title: event.data.title };
    case 'HolidayRemoved':
      return { marked: false };
    default:
      return assertNever(event);
  }
}
