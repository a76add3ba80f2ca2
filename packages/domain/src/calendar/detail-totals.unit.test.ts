import { describe, expect, it } from 'vitest';

import type { DayActivity } from './detail-totals.js';
import { detailTotals } from './detail-totals.js';
import { thrownCalendarError } from './test-support/thrown.js';

// Europe/Berlin switches to summer time on Sunday 2026-03-29, in the middle of this range.
const range = { from: '2026-03-23', to: '2026-04-05', timeZone: 'Europe/Berlin' };
const holidays = new Set(['2026-03-27']);

const days: DayActivity[] = [
  // Outside the range: ignored entirely.
  {
    date: '2026-03-22',
    firstStandupAt: '2026-03-22T10:00:00Z',
    lastLogAt: '2026-03-22T18:00:00Z',
    hoursLogged: 5,
  },
  // Mon, 09:00 CET, on time; 9 h on work.
  {
    date: '2026-03-23',
    firstStandupAt: '2026-03-23T08:00:00Z',
    lastLogAt: '2026-03-23T17:00:00Z',
    hoursLogged: 8,
  },
  // Tue, 09:45 CET, late; 8 h on work.
  {
    date: '2026-03-24',
    firstStandupAt: '2026-03-24T08:45:00Z',
    lastLogAt: '2026-03-24T16:45:00Z',
    hoursLogged: 6,
  },
  // Wed, logs but no standup: missed standup, no time on work.
  { date: '2026-03-25', firstStandupAt: null, lastLogAt: '2026-03-25T15:00:00Z', hoursLogged: 2 },
  // Thu: nothing at all (no entry).
  // Fri holiday, 11:00 CET: not late and not missed, but its hours count; 2 h on work.
  {
    date: '2026-03-27',
    firstStandupAt: '2026-03-27T10:00:00Z',
    lastLogAt: '2026-03-27T12:00:00Z',
    hoursLogged: 2,
  },
  // Sat, 10:00 CET: not late; 2 h on work.
  {
    date: '2026-03-28',
    firstStandupAt: '2026-03-28T09:00:00Z',
    lastLogAt: '2026-03-28T11:00:00Z',
    hoursLogged: 1,
  },
  // Mon, 09:45 CEST (would be 08:45 at the winter offset), late; 8 h on work.
  {
    date: '2026-03-30',
    firstStandupAt: '2026-03-30T07:45:00Z',
    lastLogAt: '2026-03-30T15:45:00Z',
    hoursLogged: 7.5,
  },
  // Tue, 09:30:00 CEST exactly, on time; 8.5 h on work.
  {
    date: '2026-03-31',
    firstStandupAt: '2026-03-31T07:30:00Z',
    lastLogAt: '2026-03-31T16:00:00Z',
    hoursLogged: 8,
  },
  // Wed (today), 09:29:59 CEST, no log yet.
  { date: '2026-04-01', firstStandupAt: '2026-04-01T07:29:59Z', lastLogAt: null, hoursLogged: 0 },
];

describe('detailTotals', () => {
  it.each([
    {
      name: 'today in the middle of the range',
      today: '2026-04-01',
      // Working days up to today: 23, 24, 25, 26, 30, 31 Mar and 1 Apr.
      expected: {
        workingDays: 7,
        hoursAvailable: 56,
        loggedHours: 34.5,
        hoursOnWork: 37.5,
        noStandups: 2,
        lateArrivals: 2,
      },
    },
    {
      name: 'the whole range in the past',
      today: '2026-04-30',
      // Thu 2 and Fri 3 Apr are now missed too.
      expected: {
        workingDays: 9,
        hoursAvailable: 72,
        loggedHours: 34.5,
        hoursOnWork: 37.5,
        noStandups: 4,
        lateArrivals: 2,
      },
    },
    {
      name: 'today before the range',
      today: '2026-03-20',
      expected: {
        workingDays: 0,
        hoursAvailable: 0,
        loggedHours: 34.5,
        hoursOnWork: 37.5,
        noStandups: 0,
        lateArrivals: 2,
      },
    },
  ])('$name', ({ today, expected }) => {
    expect(detailTotals({ ...range, today, holidays, days })).toEqual(expected);
  });

  it('gives all zeros to a user with no activity', () => {
    expect(detailTotals({ ...range, today: '2026-03-24', holidays, days: [] })).toEqual({
      workingDays: 2,
      hoursAvailable: 16,
      loggedHours: 0,
      hoursOnWork: 0,
      noStandups: 2,
      lateArrivals: 0,
    });
  });

  it('refuses two entries for one day', () => {
    const twice: DayActivity[] = [
      { date: '2026-03-23', hoursLogged: 1 },
      { date: '2026-03-23', hoursLogged: 2 },
    ];
    expect(() => detailTotals({ ...range, today: '2026-04-01', holidays, days: twice })).toThrow(
      'detailTotals: two activities for 2026-03-23; merge them per day first',
    );
  });

  it.each([
    ['an unknown zone', { timeZone: 'Europe/Nowhere' }, 'invalid_time_zone'],
    ['a reversed range', { from: '2026-04-05', to: '2026-03-23' }, 'invalid_range'],
    ['a bad today', { today: '2026-04-31' }, 'invalid_date'],
  ])('refuses %s', (_what, override, code) => {
    const input = { ...range, today: '2026-04-01', holidays, days, ...override };
    expect(thrownCalendarError(() => detailTotals(input)).code).toBe(code);
  });

  it('refuses negative hours', () => {
    const bad: DayActivity[] = [{ date: '2026-03-23', hoursLogged: -1 }];
    expect(
      thrownCalendarError(() =>
        detailTotals({ ...range, today: '2026-04-01', holidays, days: bad }),
      ).code,
    ).toBe('invalid_hours');
  });
});
