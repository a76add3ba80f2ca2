import { z } from 'zod';
import type { IsoDate } from '../calendar/index.js';

/** A calendar month as the API and the streams write it: YYYY-MM (score-{userId}-{YYYY-MM}). */
export type Month = `${number}-${number}`;

export const MONTH_MESSAGE = 'Not a month (YYYY-MM)';

export const monthSchema = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .transform((value) => value as Month);

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** SPEC.md 3's display form: 'Mar 2024'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? '?'} ${year}`;
}

const LONG_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month in full, as titles and emails name it: 'October 2026'. */
export function longMonthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${LONG_MONTH_NAMES[Number(index) - 1] ?? '?'} ${year}`;
}

/** The month `count` months after `month` (before, when negative). */
export function shiftMonth(month: string, count: number): Month {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const serial = year * 12 + (index - 1) + count;
  const y = Math.floor(serial / 12);
  const m = serial - y * 12 + 1;
  return `${y}-${String(m).padStart(2, '0')}` as Month;
}

export const monthOf = (date: IsoDate | string): Month => date.slice(0, 7) as Month;

/** SPEC.md 9: the scored 'current month' is the previous calendar month of today. */
export const scoredMonthOf = (today: IsoDate | string): Month => shiftMonth(monthOf(today), -1);

/** The `count` months that end with `last`, oldest first. */
export const monthsEndingWith = (last: string, count: number): Month[] =>
  Array.from({ length: count }, (_, index) => shiftMonth(last, index - count + 1));

/** The first and last day of a month, as ISO dates. */
export function monthDays(month: string): { from: IsoDate; to: IsoDate } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return {
    from: `${month}-01` as IsoDate,
    to: `${month}-${String(last).padStart(2, '0')}` as IsoDate,
  };
}
