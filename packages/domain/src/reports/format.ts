import { DateTime } from 'luxon';
import type { IsoDate } from '../calendar/index.js';

// Shared by the screens and the CSV files, so a download reads like the table it came from.

/** SPEC.md 9 'mmm d, yyyy': 'Mar 9, 2026'. */
export function formatDay(date: IsoDate): string {
  return DateTime.fromISO(date, { zone: 'utc' }).toFormat('LLL d, yyyy', { locale: 'en-US' });
}

/** SPEC.md 9 'h:MM TT' on the company's wall clock: '9:05 AM'. */
export function formatClock(instant: string | Date, timeZone: string): string {
  const time =
    typeof instant === 'string'
      ? DateTime.fromISO(instant, { zone: timeZone })
      : DateTime.fromJSDate(instant, { zone: timeZone });
  return time.toFormat('h:mm a', { locale: 'en-US' });
}

/** Hours with at most two decimals and no trailing zeros: 7.5, 8, 0.25. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** SPEC.md 2's 'Standup - Time Out' cell: first standup to last entry of the day. */
export function formatStandupToTimeOut(
  firstStandupAt: string | null,
  lastLogAt: string | null,
  timeZone: string,
): string {
  if (firstStandupAt === null) return 'Not Added';
  const start = formatClock(firstStandupAt, timeZone);
  return lastLogAt === null ? `${start} - —` : `${start} - ${formatClock(lastLogAt, timeZone)}`;
}

/** SPEC.md 2's 'Hours Logged' cell of the per-day view: '7.5 hours : Short Leave'. */
export function formatHoursLogged(hoursLogged: number, label: string): string {
  return `${formatHours(hoursLogged)} hours : ${label}`;
}

/** The Stand Up cell of /usersReport: when the first standup came, or 'Not Added'. */
export function formatStandupAt(firstStandupAt: string | null, timeZone: string): string {
  return firstStandupAt === null ? 'Not Added' : formatClock(firstStandupAt, timeZone);
}
