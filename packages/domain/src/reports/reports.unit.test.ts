import { describe, expect, it } from 'vitest';
import { formatDay } from '../calendar/index.js';
import { DomainError } from '../shared/index.js';
import { dayRows, standupReportDays } from './day-rows.js';
import { factDays } from './test-support/fact-days.js';
import {
  formatClock,
  formatDateTime,
  formatHours,
  formatHoursLogged,
  formatStandupAt,
  formatStandupToTimeOut,
} from './format.js';
import {
  ALL_USERS_RANGE_MESSAGE,
  allUsersRangeProblem,
  resolveReportRange,
  STANDUP_REPORT_DEFAULT_DAYS,
} from './range.js';

const today = '2026-03-11'; // a Wednesday

describe('resolveReportRange', () => {
  const limits = { defaultDays: STANDUP_REPORT_DEFAULT_DAYS, maxDays: 366 };
  const refusal = (from?: string, to?: string) => {
    try {
      resolveReportRange({ from, to }, today, limits);
    } catch (error) {
      return error instanceof DomainError ? [error.kind, error.code, error.fields] : error;
    }
    return null;
  };

  it('defaults to the last 8 days up to today', () => {
    expect(resolveReportRange({}, today, limits)).toEqual({ from: '2026-03-04', to: today });
    expect(resolveReportRange({}, today, { defaultDays: 7, maxDays: 31 })).toEqual({
      from: '2026-03-05',
      to: today,
    });
  });

  it('takes a range up to tomorrow', () => {
    expect(resolveReportRange({ from: '2026-03-01', to: '2026-03-12' }, today, limits)).toEqual({
      from: '2026-03-01',
      to: '2026-03-12',
    });
  });

  it('refuses half, reversed, future and too long ranges with 400 and a field', () => {
    expect(refusal('2026-03-01')).toEqual([
      'invalid',
      'range_incomplete',
      { to: 'Choose both a start and an end date.' },
    ]);
    expect(refusal('2026-03-10', '2026-03-09')).toEqual([
      'invalid',
      'range_reversed',
      { from: 'The start date is after the end date.' },
    ]);
    expect(refusal('2026-03-10', '2026-03-13')).toEqual([
      'invalid',
      'range_future',
      { to: 'The range cannot go past tomorrow.' },
    ]);
    expect(refusal('2025-03-10', '2026-03-11')).toEqual([
      'invalid',
      'range_too_long',
      { from: 'Choose at most 366 days.' },
    ]);
  });
});

describe('allUsersRangeProblem', () => {
  it('takes 31 days for everyone, refuses 32 unless a user or workspace is chosen', () => {
    expect(allUsersRangeProblem({ from: '2026-02-09', to: today }, false)).toBeNull();
    expect(allUsersRangeProblem({ from: '2026-02-08', to: today }, false)).toBe(
      ALL_USERS_RANGE_MESSAGE,
    );
    expect(allUsersRangeProblem({ from: '2025-09-11', to: today }, true)).toBeNull();
  });
});

describe('standupReportDays', () => {
  const none = { holidays: new Set<string>(), leaveTypes: new Map() };

  it('leaves out weekends without a standup and days after today, newest first', () => {
    expect(
      standupReportDays({
        from: '2026-03-06', // Friday
        to: '2026-03-12', // tomorrow
        today,
        standupDates: new Set(['2026-03-07', '2026-03-10']), // a Saturday and a Tuesday
        ...none,
      }),
    ).toEqual([
      { date: '2026-03-11', missing: 'Not Added' },
      { date: '2026-03-10', missing: null },
      { date: '2026-03-09', missing: 'Not Added' },
      { date: '2026-03-07', missing: null },
      { date: '2026-03-06', missing: 'Not Added' },
    ]);
  });

  it('says of a day without a standup that it is a holiday or a leave by its type', () => {
    expect(
      standupReportDays({
        from: '2026-03-06', // Friday: a holiday
        to: today,
        today,
        standupDates: new Set(['2026-03-09']), // a standup on a sick day stays the standup
        holidays: new Set(['2026-03-06']),
        leaveTypes: new Map([
          ['2026-03-06', 'Annual'], // a holiday inside a leave is the holiday
          ['2026-03-09', 'Sick'],
          ['2026-03-10', 'Sick'],
          ['2026-03-11', 'Casual'], // today on leave says so all day
        ]),
      }),
    ).toEqual([
      { date: '2026-03-11', missing: 'On leave (Casual)' },
      { date: '2026-03-10', missing: 'On leave (Sick)' },
      { date: '2026-03-09', missing: null },
      { date: '2026-03-06', missing: 'Holiday' },
    ]);
  });

  it('says of a day whose leave waits for approval that it is pending, not Not Added', () => {
    expect(
      standupReportDays({
        from: '2026-03-09',
        to: '2026-03-10',
        today,
        standupDates: new Set(),
        holidays: new Set(),
        leaveTypes: new Map([['2026-03-10', 'Sick']]),
        pendingLeaveTypes: new Map([
          ['2026-03-09', 'Annual'],
          ['2026-03-10', 'Annual'], // an approved leave wins
        ]),
      }),
    ).toEqual([
      { date: '2026-03-10', missing: 'On leave (Sick)' },
      { date: '2026-03-09', missing: 'Leave pending (Annual)' },
    ]);
  });

  it('is empty for a range that is all in the future', () => {
    expect(
      standupReportDays({
        from: '2026-03-12',
        to: '2026-03-12',
        today,
        standupDates: new Set(),
        ...none,
      }),
    ).toEqual([]);
  });
});

describe('dayRows', () => {
  it('labels each day by the calendar rules and computes hours available', () => {
    const company = { holidays: new Set(['2026-03-09']), timeZone: 'UTC' };
    const days = factDays(
      [
        {
          date: '2026-03-11',
          firstStandupAt: '2026-03-11T04:00:00.000Z',
          lastLogAt: '2026-03-11T13:30:00.000Z',
          hoursLogged: 7.5,
        },
        {
          date: '2026-03-08',
          firstStandupAt: null,
          lastLogAt: '2026-03-08T10:00:00.000Z',
          hoursLogged: 2,
        },
      ],
      new Set(['2026-03-10']),
      company,
    );
    const rows = dayRows({
      from: '2026-03-06',
      last: '2026-03-11',
      today: '2026-03-12',
      company,
      days,
    });
    expect(rows.map((row) => [row.date, row.label, row.hoursAvailable, row.hoursLogged])).toEqual([
      ['2026-03-11', 'Short Leave', 8.5, 7.5],
      ['2026-03-10', 'On leave (Sick)', 0, 0],
      ['2026-03-09', 'Holiday', 0, 0],
      ['2026-03-08', 'Weekend (Sunday)', 0, 2],
      ['2026-03-06', 'Absent', 0, 0],
    ]);
  });
});

describe('formatting shared by screens and CSV files', () => {
  it('writes dates as mmm d, yyyy', () => {
    expect(formatDay('2026-03-09')).toBe('Mar 9, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay('2025-09-01')).toBe('Sep 1, 2025');
  });

  it('writes times on the company clock as h:MM TT', () => {
    expect(formatClock('2026-03-09T04:05:00.000Z', 'Asia/Karachi')).toBe('9:05 AM');
    expect(formatClock(new Date('2026-03-09T13:30:00.000Z'), 'Asia/Karachi')).toBe('6:30 PM');
    expect(formatClock('2026-03-09T13:30:00.000Z', 'America/New_York')).toBe('9:30 AM');
    // Midnight and noon are 12, and a plain space stands before AM/PM.
    expect(formatClock('2026-03-09T00:05:00.000Z', 'UTC')).toBe('12:05 AM');
    expect(formatClock('2026-03-09T12:00:00.000Z', 'UTC')).toBe('12:00 PM');
    // Across the switch to summer time on the company's clock.
    expect(formatClock('2026-03-29T00:30:00.000Z', 'Europe/Berlin')).toBe('1:30 AM');
    expect(formatClock('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('3:30 AM');
  });

  it('writes a moment as its day and time on the company clock', () => {
    expect(formatDateTime('2026-11-27T17:12:50.000Z', 'UTC')).toBe('Nov 27, 2026, 5:12 PM');
    // The day is the company's: late evening in New York is already the next day in UTC.
    expect(formatDateTime('2026-11-28T03:30:00.000Z', 'America/New_York')).toBe(
      'Nov 27, 2026, 10:30 PM',
    );
    expect(formatDateTime(new Date('2026-01-01T00:05:00.000Z'), 'Asia/Karachi')).toBe(
      'Jan 1, 2026, 5:05 AM',
    );
    expect(formatDateTime('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe(
      'Mar 29, 2026, 3:30 AM',
    );
  });

  it('writes hours without noise and the per-day cells', () => {
    expect(formatHours(7.499999999)).toBe('7.5');
    expect(formatHours(8)).toBe('8');
    expect(formatHoursLogged(0, 'On leave (Sick)')).toBe('0 hours : On leave (Sick)');
    expect(formatStandupToTimeOut(null, null, 'UTC')).toBe('Not Added');
    expect(
      formatStandupToTimeOut('2026-03-09T09:05:00.000Z', '2026-03-09T18:00:00.000Z', 'UTC'),
    ).toBe('9:05 AM - 6:00 PM');
    expect(formatStandupToTimeOut('2026-03-09T09:05:00.000Z', null, 'UTC')).toBe('9:05 AM - —');
  });

  it("writes /usersReport's Stand Up cell", () => {
    expect(formatStandupAt(null, 'UTC')).toBe('Not Added');
    expect(formatStandupAt('2026-03-09T04:05:00.000Z', 'Asia/Karachi')).toBe('9:05 AM');
  });
});
