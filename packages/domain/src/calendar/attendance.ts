import { DateTime } from 'luxon';
import type { IsoDate } from './iso-date.js';
import { toCalendarDate } from './iso-date.js';
import type { Instant } from './zone.js';
import { assertTimeZone, inZone, instantMillis } from './zone.js';

/** Local wall-clock time after which a first standup is a late arrival. */
export const LATE_ARRIVAL_CUTOFF = '09:30';

/** The hour SPEC.md 9 takes off the time from standup to last log before calling it available. */
export const BREAK_HOURS = 1;

const MS_PER_HOUR = 3_600_000;

const [CUTOFF_HOUR, CUTOFF_MINUTE] = LATE_ARRIVAL_CUTOFF.split(':').map(Number) as [number, number];

/** Hours from the first standup to the last log; 0 when either is missing or they are reversed. */
export function hoursOnWork(
  firstStandupAt: Instant | null | undefined,
  lastLogAt: Instant | null | undefined,
): number {
  if (firstStandupAt == null || lastLogAt == null) return 0;
  // Elapsed time between instants: a DST switch in between counts as the real hours it was.
  // Milliseconds / 3,600,000 is what luxon's diff in hours works out, to the last bit.
  const hours = (instantMillis(lastLogAt) - instantMillis(firstStandupAt)) / MS_PER_HOUR;
  return Math.max(0, hours);
}

/** DESIGN.md 6.5: max(0, lastLogAt - firstStandupAt - 1 h); 0 when either is missing. */
export function hoursAvailable(
  firstStandupAt: Instant | null | undefined,
  lastLogAt: Instant | null | undefined,
): number {
  return Math.max(0, hoursOnWork(firstStandupAt, lastLogAt) - BREAK_HOURS);
}

/**
 * True when the first standup is after 09:30:00 on the company's wall clock that day.
 * Compared to the whole second, as people read clocks: 09:30:00.999 is still on time.
 */
export function isLateArrival(firstStandupAt: Instant, timeZone: string): boolean {
  const local = inZone(firstStandupAt, timeZone);
  const cutoff = local.set({ hour: CUTOFF_HOUR, minute: CUTOFF_MINUTE, second: 0, millisecond: 0 });
  return local.startOf('second') > cutoff;
}

/**
 * lateArrivalFrom's answers by zone and date: two luxon DateTimes a call were most of the
 * cost of dayFacts over a report's thousands of person-days (D315). Dropped whole when full.
 */
const lateArrivals = new Map<string, number>();
const LATE_ARRIVALS_KEPT = 10_000;

/**
 * The first instant of a company-local day that counts as a late arrival: 09:30:01 on the
 * wall clock, since isLateArrival compares whole seconds. A report over many people works
 * it out once per day and compares each first standup of that day with it as an instant.
 */
export function lateArrivalFrom(date: IsoDate, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  const known = lateArrivals.get(key);
  if (known !== undefined) return new Date(known);
  assertTimeZone(timeZone);
  const { year, month, day } = toCalendarDate(date);
  const ms = DateTime.fromObject(
    { year, month, day, hour: CUTOFF_HOUR, minute: CUTOFF_MINUTE, second: 1 },
    { zone: timeZone },
  ).toMillis();
  if (lateArrivals.size >= LATE_ARRIVALS_KEPT) lateArrivals.clear();
  lateArrivals.set(key, ms);
  return new Date(ms);
}
