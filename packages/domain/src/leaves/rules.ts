import { addDays, addMonths, rangeDays, type IsoDate } from '../calendar/index.js';
import { invalid } from '../shared/index.js';

/** Leave may start at most this many days back (applied for afterwards, e.g. when sick). */
export const LEAVE_DAYS_BACK = 7;
/** ... and at most this many months ahead. */
export const LEAVE_MONTHS_AHEAD = 6;
/** One application covers at most this many days; a longer leave is applied for in parts. */
export const LEAVE_MAX_DAYS = 31;

export const LEAVE_WINDOW_MESSAGE = `Leave can start from ${LEAVE_DAYS_BACK} days back to ${LEAVE_MONTHS_AHEAD} months ahead.`;
export const LEAVE_ORDER_MESSAGE = 'The last day cannot be before the first day.';
export const HALF_DAY_ONE_DAY_MESSAGE =
  'A half day is one day: choose the same first and last day.';
export const LEAVE_TOO_LONG_MESSAGE = `One application covers at most ${LEAVE_MAX_DAYS} days.`;

export function leaveStartWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addDays(today, -LEAVE_DAYS_BACK), max: addMonths(today, LEAVE_MONTHS_AHEAD) };
}

export const LEAVE_FIRST_DAY_MESSAGE = 'Please select the first day!';
export const LEAVE_LAST_DAY_MESSAGE = 'Please select the last day!';

/**
 * The days of a leave the form asks about (GET /api/leaves/days): both given, in order, at
 * most LEAVE_MAX_DAYS; otherwise a 400 with the message on the field.
 */
export function leaveDaysRange({
  from,
  to,
}: {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}): {
  from: IsoDate;
  to: IsoDate;
} {
  if (from === undefined) {
    throw invalid('leave_first_day', LEAVE_FIRST_DAY_MESSAGE, { from: LEAVE_FIRST_DAY_MESSAGE });
  }
  if (to === undefined) {
    throw invalid('leave_last_day', LEAVE_LAST_DAY_MESSAGE, { to: LEAVE_LAST_DAY_MESSAGE });
  }
  if (to < from) throw invalid('leave_order', LEAVE_ORDER_MESSAGE, { to: LEAVE_ORDER_MESSAGE });
  if (rangeDays(from, to) > LEAVE_MAX_DAYS) {
    throw invalid('leave_too_long', LEAVE_TOO_LONG_MESSAGE, { to: LEAVE_TOO_LONG_MESSAGE });
  }
  return { from, to };
}
