import { addDays, addMonths, type IsoDate } from '../calendar/index.js';

/** Leave may start at most this many days back (applied for afterwards, e.g. when sick). */
export const LEAVE_DAYS_BACK = 7;
/** ... and at most this many months ahead. */
export const LEAVE_MONTHS_AHEAD = 6;
/** One application covers at most this many days; a longer leave is applied for in parts. */
export const LEAVE_MAX_DAYS = 31;

export const LEAVE_WINDOW_MESSAGE = `Leave can start from ${LEAVE_DAYS_BACK} days back to ${LEAVE_MONTHS_AHEAD} months ahead.`;
export const LEAVE_TOO_LONG_MESSAGE = `One application covers at most ${LEAVE_MAX_DAYS} days.`;

export function leaveStartWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addDays(today, -LEAVE_DAYS_BACK), max: addMonths(today, LEAVE_MONTHS_AHEAD) };
}
