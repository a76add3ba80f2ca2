import { CalendarError, RANGE_TOO_LONG_MESSAGE } from './errors.js';
import type { IsoDate } from './iso-date.js';
import { dateOfDayNumber, toDayNumber } from './iso-date.js';

/** DESIGN.md 6.6: all-user reports without a user or workspace filter stop at 31 days. */
export const ALL_USERS_MAX_RANGE_DAYS = 31;

function checkedRange(from: IsoDate, to: IsoDate) {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  if (start > end) {
    throw new CalendarError('invalid_range', `The start date ${from} is after the end date ${to}.`);
  }
  return { start, end };
}

/** Number of calendar days in the inclusive range; a one-day range is 1. */
export function rangeDays(from: IsoDate, to: IsoDate): number {
  const { start, end } = checkedRange(from, to);
  return end - start + 1;
}

/** Every date from `from` to `to`, both included, in order. */
export function datesInRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const { start, end } = checkedRange(from, to);
  const dates: IsoDate[] = [];
  for (let day = start; day <= end; day++) dates.push(dateOfDayNumber(day));
  return dates;
}

/** Throws CalendarError 'range_too_long' with SPEC.md's message when the range is too long. */
export function assertRangeWithinLimit(
  from: IsoDate,
  to: IsoDate,
  maxDays: number = ALL_USERS_MAX_RANGE_DAYS,
): void {
  if (rangeDays(from, to) > maxDays) {
    throw new CalendarError('range_too_long', RANGE_TOO_LONG_MESSAGE);
  }
}
