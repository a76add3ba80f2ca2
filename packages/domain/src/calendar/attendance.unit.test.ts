import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';

import {
  BREAK_HOURS,
  LATE_ARRIVAL_CUTOFF,
  hoursAvailable,
  hoursOnWork,
  isLateArrival,
  lateArrivalFrom,
} from './attendance.js';
import { thrownCalendarError } from './test-support/thrown.js';
import { localDate } from './zone.js';

type LateCase = [instant: string, local: string, late: boolean];

describe('hoursOnWork and hoursAvailable', () => {
  it('take one break hour off', () => {
    expect(BREAK_HOURS).toBe(1);
  });

  it.each([
    ['a normal day', '2026-01-15T08:00:00Z', '2026-01-15T17:00:00Z', 9, 8],
    ['a quarter past the break', '2026-01-15T08:00:00Z', '2026-01-15T09:15:00Z', 1.25, 0.25],
    ['exactly the break', '2026-01-15T08:00:00Z', '2026-01-15T09:00:00Z', 1, 0],
    ['shorter than the break clamps at 0', '2026-01-15T08:00:00Z', '2026-01-15T08:30:00Z', 0.5, 0],
    ['the same instant', '2026-01-15T08:00:00Z', '2026-01-15T08:00:00Z', 0, 0],
    ['last log before the standup', '2026-01-15T17:00:00Z', '2026-01-15T08:00:00Z', 0, 0],
    ['offsets, not UTC', '2026-01-15T09:00:00+01:00', '2026-01-15T18:30:00+01:00', 9.5, 8.5],
    // Berlin 00:30 CET to 04:30 CEST is 4 h on the wall clock but 3 h elapsed.
    ['across spring forward', '2026-03-28T23:30:00Z', '2026-03-29T02:30:00Z', 3, 2],
    // New York 00:30 EDT to 02:30 EST is 2 h on the wall clock but 3 h elapsed.
    ['across fall back', '2026-11-01T04:30:00Z', '2026-11-01T07:30:00Z', 3, 2],
  ])(
    '%s: %s to %s -> on work %f h, available %f h',
    (_what, standup, lastLog, onWork, available) => {
      expect(hoursOnWork(standup, lastLog)).toBe(onWork);
      expect(hoursAvailable(standup, lastLog)).toBe(available);
    },
  );

  it.each([
    [null, '2026-01-15T17:00:00Z'],
    ['2026-01-15T08:00:00Z', null],
    [undefined, '2026-01-15T17:00:00Z'],
    ['2026-01-15T08:00:00Z', undefined],
    [null, undefined],
  ])('is 0 when one side is missing: %j, %j', (standup, lastLog) => {
    expect(hoursOnWork(standup, lastLog)).toBe(0);
    expect(hoursAvailable(standup, lastLog)).toBe(0);
  });

  it('accepts Dates', () => {
    const standup = new Date('2026-01-15T08:00:00Z');
    const lastLog = new Date('2026-01-15T18:45:00Z');
    expect(hoursOnWork(standup, lastLog)).toBe(10.75);
    expect(hoursAvailable(standup, lastLog)).toBe(9.75);
  });

  it.each([
    ['2026-01-15T08:00:00.123Z', '2026-01-15T15:47:13.456Z'],
    ['2026-01-15T07:59:59.999Z', '2026-01-15T17:00:00.001Z'],
    ['2026-01-15T08:10:00.000Z', '2026-01-15T16:50:00.000Z'],
    ['2026-01-15T08:00:00.000Z', '2026-01-15T08:20:00.000+00:00'],
  ])('gives luxon diff in hours to the last bit: %s to %s', (standup, lastLog) => {
    const luxonHours = DateTime.fromISO(lastLog, { zone: 'utc' }).diff(
      DateTime.fromISO(standup, { zone: 'utc' }),
      'hours',
    ).hours;
    expect(hoursOnWork(standup, lastLog)).toBe(luxonHours);
    expect(hoursAvailable(standup, lastLog)).toBe(Math.max(0, luxonHours - 1));
  });

  it('refuses an instant that is no real time, even written as toISOString writes', () => {
    const error = thrownCalendarError(() =>
      hoursAvailable('2026-02-30T08:00:00.000Z', '2026-03-02T17:00:00.000Z'),
    );
    expect(error.code).toBe('invalid_instant');
  });

  it('refuses an instant without an offset', () => {
    const error = thrownCalendarError(() =>
      hoursAvailable('2026-01-15T08:00:00', '2026-01-15T17:00:00Z'),
    );
    expect(error.code).toBe('invalid_instant');
  });
});

describe('isLateArrival', () => {
  it('cuts off at 09:30', () => {
    expect(LATE_ARRIVAL_CUTOFF).toBe('09:30');
  });

  describe.each<[name: string, zone: string, cases: LateCase[]]>([
    [
      'Europe/Berlin, spring-forward week (Fri 27 Mar CET, Mon 30 Mar CEST)',
      'Europe/Berlin',
      [
        ['2026-03-27T08:29:59Z', '09:29:59 CET', false],
        ['2026-03-27T08:30:00Z', '09:30:00 CET', false],
        ['2026-03-27T08:30:01Z', '09:30:01 CET', true],
        ['2026-03-27T08:00:00Z', '09:00 CET', false],
        ['2026-03-30T07:29:59Z', '09:29:59 CEST', false],
        ['2026-03-30T07:30:00Z', '09:30:00 CEST', false],
        ['2026-03-30T07:30:01Z', '09:30:01 CEST', true],
        ['2026-03-30T08:00:00Z', '10:00 CEST, same UTC time as the Friday', true],
      ],
    ],
    [
      'Europe/Berlin, fall-back week (Fri 23 Oct CEST, Mon 26 Oct CET)',
      'Europe/Berlin',
      [
        ['2026-10-23T07:29:59Z', '09:29:59 CEST', false],
        ['2026-10-23T07:30:01Z', '09:30:01 CEST', true],
        ['2026-10-26T08:29:59Z', '09:29:59 CET', false],
        ['2026-10-26T08:30:01Z', '09:30:01 CET', true],
        ['2026-10-26T07:45:00Z', '08:45 CET, 09:45 if read as CEST', false],
      ],
    ],
    [
      'America/New_York, spring-forward week (Fri 6 Mar EST, Mon 9 Mar EDT)',
      'America/New_York',
      [
        ['2026-03-06T14:29:59Z', '09:29:59 EST', false],
        ['2026-03-06T14:30:01Z', '09:30:01 EST', true],
        ['2026-03-06T14:00:00Z', '09:00 EST', false],
        ['2026-03-09T13:29:59Z', '09:29:59 EDT', false],
        ['2026-03-09T13:30:00Z', '09:30:00 EDT', false],
        ['2026-03-09T13:30:01Z', '09:30:01 EDT', true],
        ['2026-03-09T14:00:00Z', '10:00 EDT, same UTC time as the Friday', true],
        ['2026-11-02T14:29:59Z', '09:29:59 EST after fall back', false],
        ['2026-11-02T14:30:01Z', '09:30:01 EST after fall back', true],
        ['2026-01-16T02:00:00Z', '21:00 on the 15th locally', true],
      ],
    ],
    [
      'Asia/Karachi (no DST)',
      'Asia/Karachi',
      [
        ['2026-03-30T04:29:59Z', '09:29:59', false],
        ['2026-03-30T04:30:00Z', '09:30:00', false],
        ['2026-03-30T04:30:01Z', '09:30:01', true],
        ['2026-01-15T19:00:00Z', '00:00 on the 16th locally', false],
      ],
    ],
    [
      'UTC',
      'UTC',
      [
        ['2026-03-30T09:29:59Z', '09:29:59', false],
        ['2026-03-30T09:30:00Z', '09:30:00', false],
        ['2026-03-30T09:30:00.999Z', '09:30:00.999, still 09:30:00 on a clock', false],
        ['2026-03-30T09:30:01Z', '09:30:01', true],
        ['2026-03-30T00:00:00Z', 'midnight', false],
        ['2026-03-30T23:59:59Z', 'last second of the day', true],
      ],
    ],
  ])('%s', (_name, zone, cases) => {
    it.each(cases)('%s (%s) -> late %s', (instant, _local, expected) => {
      expect(isLateArrival(instant, zone)).toBe(expected);
    });

    it.each(cases)('%s (%s) is at or after lateArrivalFrom of its day: %s', (instant, _l, late) => {
      const from = lateArrivalFrom(localDate(instant, zone), zone);
      expect(new Date(instant).getTime() >= from.getTime()).toBe(late);
    });
  });

  it('refuses an unknown zone', () => {
    expect(thrownCalendarError(() => isLateArrival('2026-03-30T09:00:00Z', 'Berlin')).code).toBe(
      'invalid_time_zone',
    );
  });
});

describe('lateArrivalFrom', () => {
  it.each([
    ['2026-03-27', 'Europe/Berlin', '2026-03-27T08:30:01.000Z'], // CET
    ['2026-03-30', 'Europe/Berlin', '2026-03-30T07:30:01.000Z'], // CEST
    ['2026-10-26', 'Europe/Berlin', '2026-10-26T08:30:01.000Z'], // CET again
    ['2026-03-09', 'America/New_York', '2026-03-09T13:30:01.000Z'],
  ])('%s in %s is %s', (date, zone, instant) => {
    expect(lateArrivalFrom(date, zone).toISOString()).toBe(instant);
  });

  it('refuses an unknown zone and a bad date', () => {
    expect(thrownCalendarError(() => lateArrivalFrom('2026-03-30', 'Berlin')).code).toBe(
      'invalid_time_zone',
    );
    expect(thrownCalendarError(() => lateArrivalFrom('2026-02-30', 'UTC')).code).toBe(
      'invalid_date',
    );
  });
});
