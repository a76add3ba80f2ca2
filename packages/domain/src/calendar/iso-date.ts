import { DateTime } from 'luxon';

import { CalendarError } from './errors.js';

/** A calendar date 'YYYY-MM-DD', meant in the company time zone. */
export type IsoDate = string;

export type WeekendName = 'Saturday' | 'Sunday';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Days since 1970-01-01 of a date 'YYYY-MM-DD' (proleptic Gregorian, as luxon counts), or
 * null if it is not one. Plain arithmetic: validating and stepping dates runs for every
 * command and every report row, where luxon's parse cost a tenth of the api's CPU.
 * (Days from a civil date: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms".)
 */
function dayNumber(date: string): number | null {
  const parts = ISO_DATE_PATTERN.exec(date);
  if (parts === null) return null;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
  if (day > monthDays) return null;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date of a day number (days since 1970-01-01). */
function fromDayNumber(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9_999) {
    // Outside four digits luxon writes a signed, six-digit year: keep its format there.
    return DateTime.fromObject({ year, month, day }, { zone: 'utc' }).toISODate()!;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** @internal Days since 1970-01-01, or throws; for the calendar modules' day counts. */
export function toDayNumber(date: IsoDate): number {
  const days = dayNumber(date);
  if (days === null) {
    throw new CalendarError('invalid_date', `'${date}' is not a valid date (YYYY-MM-DD).`);
  }
  return days;
}

/** @internal The date of a day number from toDayNumber. */
export const dateOfDayNumber = fromDayNumber;

// A calendar date has no zone; doing its arithmetic in UTC keeps DST out of day counts.
function parseDate(date: string): DateTime<true> | null {
  if (dayNumber(date) === null) return null;
  const parsed = DateTime.fromISO(date, { zone: 'utc' });
  return parsed.isValid ? parsed : null;
}

/** True for a real calendar date written exactly 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dayNumber(value) !== null;
}

/**
 * The dates anyone can mean here: people's working lives, holidays and milestones. Every
 * date a person types is refused outside it (400), so no event carries year 0 or 9999 into
 * the read models, whose date columns and calendar code would fail on it.
 */
export const SHORT_MONTH_NAMES: readonly string[] =
  'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * SPEC.md 9 'mmm d, yyyy': 'Mar 9, 2026', the one way a day shows on screen, in CSV files
 * and in messages (D193).
 */
export function formatDay(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${SHORT_MONTH_NAMES[(month ?? 1) - 1]} ${day}, ${year}`;
}

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

function formatCalendarDate(date: DateTime<true>): IsoDate {
  return date.toISODate();
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) {
    throw new CalendarError('invalid_range', `Days to add must be a whole number, got ${days}.`);
  }
  return fromDayNumber(toDayNumber(date) + days);
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

/** The Sunday ending the week (Monday to Sunday) that holds `date`. */
export function endOfWeek(date: IsoDate): IsoDate {
  // 1970-01-01 (day 0) was a Thursday: Monday is weekday 0.
  const weekday = (((toDayNumber(date) + 3) % 7) + 7) % 7;
  return addDays(date, 6 - weekday);
}

/** The day of the week: Sunday 0 .. Saturday 6. */
export function weekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday: day 0 is weekday 4.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function weekendName(date: IsoDate): WeekendName | null {
  switch (weekday(date)) {
    case 6:
      return 'Saturday';
    case 0:
      return 'Sunday';
    default:
      return null;
  }
}
