import { DateTime } from 'luxon';

import { CalendarError } from './errors.js';

/** A calendar date 'YYYY-MM-DD', meant in the company time zone. */
export type IsoDate = string;

export type WeekendName = 'Saturday' | 'Sunday';

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// A calendar date has no zone; doing its arithmetic in UTC keeps DST out of day counts.
function parseDate(date: string): DateTime<true> | null {
  if (!ISO_DATE_PATTERN.test(date)) return null;
  const parsed = DateTime.fromISO(date, { zone: 'utc' });
  return parsed.isValid ? parsed : null;
}

/** True for a real calendar date written exactly 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseDate(value) !== null;
}

/**
 * The dates anyone can mean here: people's working lives, holidays and milestones. Every
 * date a person types is refused outside it (400), so no event carries year 0 or 9999 into
 * the read models, whose date columns and calendar code would fail on it.
 */
export const MIN_DATE: IsoDate = '1900-01-01';
export const MAX_DATE: IsoDate = '2100-12-31';
export const DATE_RANGE_MESSAGE = `Choose a date from ${MIN_DATE} to ${MAX_DATE}.`;

/** True for a date 'YYYY-MM-DD' from MIN_DATE to MAX_DATE (ISO dates compare as text). */
export const isDateInRange = (date: IsoDate) => date >= MIN_DATE && date <= MAX_DATE;

/** @internal Parses or throws; shared by the calendar modules, not exported from the index. */
export function toCalendarDate(date: IsoDate): DateTime<true> {
  const parsed = parseDate(date);
  if (parsed === null) {
    throw new CalendarError('invalid_date', `'${date}' is not a valid date (YYYY-MM-DD).`);
  }
  return parsed;
}

/** @internal */
export function formatCalendarDate(date: DateTime<true>): IsoDate {
  return date.toISODate();
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) {
    throw new CalendarError('invalid_range', `Days to add must be a whole number, got ${days}.`);
  }
  return formatCalendarDate(toCalendarDate(date).plus({ days }));
}

/**
 * The same day `months` calendar months later (or earlier); a day the target month lacks
 * becomes its last day (Jan 31 + 1 month = Feb 28 or 29), as people count months.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) {
    throw new CalendarError(
      'invalid_range',
      `Months to add must be a whole number, got ${months}.`,
    );
  }
  return formatCalendarDate(toCalendarDate(date).plus({ months }));
}

export function weekendName(date: IsoDate): WeekendName | null {
  // Date.parse reads 'YYYY-MM-DD' as UTC midnight; the round trip refuses what it would
  // roll over ('2026-02-30'), which toCalendarDate then throws on. A luxon DateTime per
  // report row cost tens of microseconds.
  const ms = ISO_DATE_PATTERN.test(date) ? Date.parse(date) : NaN;
  const day = Number.isNaN(ms) ? null : new Date(ms);
  // ISO weekdays, as luxon's: Monday 1 .. Sunday 7 (getUTCDay's Sunday is 0).
  const weekday = day?.toISOString().startsWith(date)
    ? day.getUTCDay() || 7
    : toCalendarDate(date).weekday;
  switch (weekday) {
    case 6:
      return 'Saturday';
    case 7:
      return 'Sunday';
    default:
      return null;
  }
}
