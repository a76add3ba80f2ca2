import { describe, expect, it } from 'vitest';

import { addDays } from './iso-date.js';
import { thrownCalendarError } from './test-support/thrown.js';
import { dayBounds, isValidTimeZone, localDate } from './zone.js';

const HOUR_MS = 3_600_000;

describe('isValidTimeZone', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/New_York', true],
    ['Asia/Karachi', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['+05:00', false],
    ['CET+1', false],
  ])('%j -> %s', (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });

  it('answers the same when asked again (a known zone is remembered, an unknown one is not)', () => {
    for (let i = 0; i < 3; i++) {
      expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
      expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(localDate('2026-03-10T16:30:00Z', 'Asia/Tokyo')).toBe('2026-03-11');
    }
  });
});

describe('localDate', () => {
  describe.each([
    [
      'Europe/Berlin (DST)',
      'Europe/Berlin',
      [
        // Winter, UTC+1: local midnight is 23:00 UTC the day before.
        ['2026-01-15T22:59:59Z', '2026-01-15'],
        ['2026-01-15T23:00:00Z', '2026-01-16'],
        // Summer, UTC+2.
        ['2026-07-15T21:59:59Z', '2026-07-15'],
        ['2026-07-15T22:00:00Z', '2026-07-16'],
        // Spring forward on 2026-03-29: the day starts at +1 and ends at +2.
        ['2026-03-28T22:59:59Z', '2026-03-28'],
        ['2026-03-28T23:00:00Z', '2026-03-29'],
        ['2026-03-29T21:59:59Z', '2026-03-29'],
        ['2026-03-29T22:00:00Z', '2026-03-30'],
        // Fall back on 2026-10-25: 02:30 happens twice, both on the 25th.
        ['2026-10-25T00:30:00Z', '2026-10-25'],
        ['2026-10-25T01:30:00Z', '2026-10-25'],
        ['2026-10-25T22:59:59Z', '2026-10-25'],
        ['2026-10-25T23:00:00Z', '2026-10-26'],
        // Previous day in UTC, leap day locally.
        ['2028-02-28T23:00:00Z', '2028-02-29'],
      ],
    ],
    [
      'America/New_York (DST)',
      'America/New_York',
      [
        // Winter, UTC-5: already the next day in UTC, still the previous day locally.
        ['2026-01-16T03:00:00Z', '2026-01-15'],
        ['2026-01-16T04:59:59Z', '2026-01-15'],
        ['2026-01-16T05:00:00Z', '2026-01-16'],
        ['2026-07-16T03:59:59Z', '2026-07-15'],
        ['2026-07-16T04:00:00Z', '2026-07-16'],
        // Spring forward 2026-03-08, fall back 2026-11-01.
        ['2026-03-08T04:59:59Z', '2026-03-07'],
        ['2026-03-08T05:00:00Z', '2026-03-08'],
        ['2026-03-09T03:59:59Z', '2026-03-08'],
        ['2026-03-09T04:00:00Z', '2026-03-09'],
        ['2026-11-02T04:59:59Z', '2026-11-01'],
        ['2026-11-02T05:00:00Z', '2026-11-02'],
        ['2027-01-01T04:59:59Z', '2026-12-31'],
      ],
    ],
    [
      'Asia/Karachi (no DST)',
      'Asia/Karachi',
      [
        // UTC+5: still the previous day in UTC, already the next day locally.
        ['2026-01-15T18:59:59Z', '2026-01-15'],
        ['2026-01-15T19:00:00Z', '2026-01-16'],
        ['2026-03-29T18:59:59Z', '2026-03-29'],
        ['2026-12-31T19:00:00Z', '2027-01-01'],
        ['2026-01-16T00:00:00+05:00', '2026-01-16'],
      ],
    ],
    [
      'UTC',
      'UTC',
      [
        ['2026-01-15T23:59:59Z', '2026-01-15'],
        ['2026-01-16T00:00:00Z', '2026-01-16'],
        ['2026-01-16T00:30:00+05:00', '2026-01-15'],
        ['2026-01-15T20:00:00-05:00', '2026-01-16'],
        ['2028-02-29T23:59:59.999Z', '2028-02-29'],
      ],
    ],
  ])('%s', (_name, zone, cases) => {
    it.each(cases)('%s -> %s', (instant, expected) => {
      expect(localDate(instant, zone)).toBe(expected);
    });
  });

  it('accepts a Date as well as a string', () => {
    expect(localDate(new Date('2026-01-15T23:00:00Z'), 'Europe/Berlin')).toBe('2026-01-16');
    expect(localDate(new Date('2026-01-15T23:00:00Z'), 'America/New_York')).toBe('2026-01-15');
  });

  it.each([
    ['2026-01-15T10:00:00', 'no offset would mean the host zone'],
    ['2026-01-15', 'a date is not an instant'],
    ['yesterday', 'not ISO'],
    ['2026-02-30T10:00:00Z', 'no such day'],
  ])('refuses %j (%s)', (instant) => {
    expect(thrownCalendarError(() => localDate(instant, 'UTC')).code).toBe('invalid_instant');
  });

  it('refuses an invalid Date', () => {
    expect(thrownCalendarError(() => localDate(new Date(Number.NaN), 'UTC')).code).toBe(
      'invalid_instant',
    );
  });

  it('refuses an unknown zone', () => {
    const error = thrownCalendarError(() => localDate('2026-01-15T10:00:00Z', 'Europe/Atlantis'));
    expect(error.code).toBe('invalid_time_zone');
    expect(error.message).toBe("'Europe/Atlantis' is not a known time zone.");
  });
});

describe('dayBounds', () => {
  it.each([
    ['Europe/Berlin', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 23],
    ['Europe/Berlin', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
    ['Europe/Berlin', '2026-01-15', '2026-01-14T23:00:00.000Z', '2026-01-15T23:00:00.000Z', 24],
    ['Europe/Berlin', '2026-03-30', '2026-03-29T22:00:00.000Z', '2026-03-30T22:00:00.000Z', 24],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 23],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 25],
    ['America/New_York', '2026-07-15', '2026-07-15T04:00:00.000Z', '2026-07-16T04:00:00.000Z', 24],
    ['Asia/Karachi', '2026-03-29', '2026-03-28T19:00:00.000Z', '2026-03-29T19:00:00.000Z', 24],
    ['Asia/Karachi', '2026-10-25', '2026-10-24T19:00:00.000Z', '2026-10-25T19:00:00.000Z', 24],
    ['UTC', '2026-10-25', '2026-10-25T00:00:00.000Z', '2026-10-26T00:00:00.000Z', 24],
    ['UTC', '2028-02-29', '2028-02-29T00:00:00.000Z', '2028-03-01T00:00:00.000Z', 24],
    // Chile skips local midnight: the day begins at 01:00 -03.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z', 23],
  ])('%s %s is [%s, %s), %i hours', (zone, date, start, end, hours) => {
    const bounds = dayBounds(date, zone);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect((bounds.end.getTime() - bounds.start.getTime()) / HOUR_MS).toBe(hours);
  });

  // Consecutive days must tile time with no gap or overlap, including across DST switches.
  describe.each([
    ['Europe/Berlin', '2026-03-26', '2026-04-01'],
    ['Europe/Berlin', '2026-10-22', '2026-10-28'],
    ['America/New_York', '2026-03-05', '2026-03-11'],
    ['America/New_York', '2026-10-29', '2026-11-04'],
    ['Asia/Karachi', '2026-12-29', '2027-01-02'],
  ])('%s from %s to %s', (zone, first, last) => {
    const dates: string[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);

    it.each(dates)('%s ends where the next day starts and its instants map back to it', (date) => {
      const { start, end } = dayBounds(date, zone);
      expect(end.toISOString()).toBe(dayBounds(addDays(date, 1), zone).start.toISOString());
      expect(localDate(start, zone)).toBe(date);
      expect(localDate(new Date(end.getTime() - 1), zone)).toBe(date);
      expect(localDate(end, zone)).toBe(addDays(date, 1));
    });
  });

  it('refuses an unknown zone and a bad date', () => {
    expect(thrownCalendarError(() => dayBounds('2026-01-15', 'Nowhere/Town')).code).toBe(
      'invalid_time_zone',
    );
    expect(thrownCalendarError(() => dayBounds('2026-02-30', 'UTC')).code).toBe('invalid_date');
  });
});
