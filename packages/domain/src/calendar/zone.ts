import { DateTime, IANAZone } from 'luxon';

import { CalendarError } from './errors.js';
import type { IsoDate } from './iso-date.js';
import { toCalendarDate } from './iso-date.js';

/** A point in time: an ISO 8601 string with 'Z' or an offset, or a Date. */
export type Instant = string | Date;

// Without an explicit offset the string would be read in the host's zone, so the same
// event would land on different days on different machines.
const EXPLICIT_OFFSET = /T.*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * Zones found valid so far. Luxon's check builds an Intl.DateTimeFormat each time, which
 * took a third of a provider sync's CPU (a localDate per task); the zones a process meets
 * are few and a valid name stays valid.
 */
const validZones = new Set<string>();

/** An IANA zone name such as 'Europe/Berlin' or 'UTC'. */
export function isValidTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  const valid = IANAZone.isValidZone(zone);
  if (valid) validZones.add(zone);
  return valid;
}

/** @internal */
export function assertTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) {
    throw new CalendarError('invalid_time_zone', `'${zone}' is not a known time zone.`);
  }
}

/**
 * @internal An instant's milliseconds since the epoch, as toInstant reads it. The reports'
 * instants are written by toISOString, so those are read by Date.parse (one luxon DateTime
 * per report row cost tens of microseconds); any other form goes through toInstant.
 */
export function instantMillis(instant: Instant): number {
  if (typeof instant === 'string') {
    const ms = Date.parse(instant);
    if (!Number.isNaN(ms) && new Date(ms).toISOString() === instant) return ms;
  } else if (!Number.isNaN(instant.getTime())) {
    return instant.getTime();
  }
  return toInstant(instant).toMillis();
}

/** @internal Parses or throws; the result is in UTC. */
export function toInstant(instant: Instant): DateTime<true> {
  const parsed =
    typeof instant === 'string'
      ? EXPLICIT_OFFSET.test(instant)
        ? DateTime.fromISO(instant, { zone: 'utc' })
        : null
      : DateTime.fromJSDate(instant, { zone: 'utc' });
  if (parsed === null || !parsed.isValid) {
    const shown = typeof instant === 'string' ? instant : String(instant);
    throw new CalendarError(
      'invalid_instant',
      `'${shown}' is not an ISO time with 'Z' or an offset.`,
    );
  }
  return parsed;
}

/** @internal The instant seen on the wall clock of `timeZone`. */
export function inZone(instant: Instant, timeZone: string): DateTime<true> {
  assertTimeZone(timeZone);
  const local = toInstant(instant).setZone(timeZone);
  if (!local.isValid) {
    throw new CalendarError('invalid_time_zone', `'${timeZone}' is not a known time zone.`);
  }
  return local;
}

/** The company-local calendar day an instant falls on. */
export function localDate(instant: Instant, timeZone: string): IsoDate {
  return inZone(instant, timeZone).toISODate();
}

function startOfLocalDay(date: IsoDate, timeZone: string): Date {
  const { year, month, day } = toCalendarDate(date);
  // Where midnight is skipped by DST (e.g. America/Santiago) luxon moves it forward, which is
  // exactly the first instant of that day.
  return DateTime.fromObject({ year, month, day }, { zone: timeZone }).startOf('day').toJSDate();
}

/**
 * The instants [start, end) of a local day: 24 hours long except on DST switch days (23 or
 * 25 hours), which is why callers must not add a fixed number of seconds to a day's start.
 */
export function dayBounds(date: IsoDate, timeZone: string): { start: Date; end: Date } {
  assertTimeZone(timeZone);
  const next = toCalendarDate(date).plus({ days: 1 }).toISODate();
  return { start: startOfLocalDay(date, timeZone), end: startOfLocalDay(next, timeZone) };
}
