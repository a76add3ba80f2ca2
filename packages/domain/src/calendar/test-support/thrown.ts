import { CalendarError } from '../errors.js';

/** Runs `fn`, which must throw a CalendarError, and returns it for assertions on code and text. */
export function thrownCalendarError(fn: () => unknown): CalendarError {
  try {
    fn();
  } catch (error) {
    if (error instanceof CalendarError) return error;
    throw new Error(`Expected a CalendarError, got: ${String(error)}`);
  }
  throw new Error('Expected a CalendarError, but nothing was thrown');
}
