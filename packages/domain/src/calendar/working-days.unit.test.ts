import { describe, expect, it } from 'vitest';

import { thrownCalendarError } from './test-support/thrown.js';
import { absences, isWorkingDay, workingDays, workingDaysUpTo } from './working-days.js';

const none = new Set<string>();

describe('isWorkingDay', () => {
  const holidays = new Set(['2026-02-02', '2026-01-31']);
  it.each([
    ['2026-01-30', 'Friday', true],
    ['2026-01-31', 'Saturday (also marked a holiday)', false],
    ['2026-02-01', 'Sunday', false],
    ['2026-02-02', 'a Monday holiday', false],
    ['2026-02-03', 'Tuesday', true],
    ['2028-02-29', 'leap day, a Tuesday', true],
  ])('%s (%s) -> %s', (date, _what, expected) => {
    expect(isWorkingDay(date, holidays)).toBe(expected);
  });
});

describe('workingDays', () => {
  it.each([
    [
      'across a month end, Monday holiday',
      '2026-01-29',
      '2026-02-03',
      ['2026-02-02'],
      ['2026-01-29', '2026-01-30', '2026-02-03'],
    ],
    [
      'across a year end with Christmas and New Year on Fridays',
      '2026-12-24',
      '2027-01-05',
      ['2026-12-25', '2027-01-01'],
      [
        '2026-12-24',
        '2026-12-28',
        '2026-12-29',
        '2026-12-30',
        '2026-12-31',
        '2027-01-04',
        '2027-01-05',
      ],
    ],
    [
      'over a leap day',
      '2028-02-25',
      '2028-03-03',
      [],
      ['2028-02-25', '2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03'],
    ],
    [
      'over a leap day that is a holiday',
      '2028-02-25',
      '2028-03-03',
      ['2028-02-29'],
      ['2028-02-25', '2028-02-28', '2028-03-01', '2028-03-02', '2028-03-03'],
    ],
    ['a weekend only', '2026-01-31', '2026-02-01', [], []],
    [
      'a holiday on a Saturday changes nothing',
      '2026-01-30',
      '2026-02-02',
      ['2026-01-31'],
      ['2026-01-30', '2026-02-02'],
    ],
  ])('%s: %s..%s', (_name, from, to, holidays, expected) => {
    expect(workingDays({ from, to, holidays: new Set(holidays) })).toEqual(expected);
  });

  it('refuses a reversed range', () => {
    const error = thrownCalendarError(() =>
      workingDays({ from: '2026-02-03', to: '2026-01-29', holidays: none }),
    );
    expect(error.code).toBe('invalid_range');
  });
});

describe('workingDaysUpTo (2026-01-29..2026-02-03)', () => {
  it.each([
    ['2026-01-28', 'before the range', []],
    ['2026-01-29', 'the first day', ['2026-01-29']],
    ['2026-02-01', 'a Sunday inside', ['2026-01-29', '2026-01-30']],
    ['2026-02-02', 'a Monday inside', ['2026-01-29', '2026-01-30', '2026-02-02']],
    ['2026-02-03', 'the last day', ['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-03']],
    ['2026-03-01', 'after the range', ['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-03']],
  ])('today %s (%s)', (today, _what, expected) => {
    expect(
      workingDaysUpTo({ from: '2026-01-29', to: '2026-02-03', today, holidays: none }),
    ).toEqual(expected);
  });

  it('refuses a bad today', () => {
    const error = thrownCalendarError(() =>
      workingDaysUpTo({
        from: '2026-01-29',
        to: '2026-02-03',
        today: '2026-02-30',
        holidays: none,
      }),
    );
    expect(error.code).toBe('invalid_date');
  });
});

describe('absences', () => {
  it.each([
    {
      name: 'future days in the range are not absences; weekend, holiday and future standups do not count',
      from: '2026-01-26',
      to: '2026-02-06',
      today: '2026-02-03',
      holidays: ['2026-02-02'],
      standups: ['2026-01-26', '2026-01-31', '2026-02-02', '2026-02-05'],
      expected: {
        workingDays: 6,
        count: 5,
        dates: ['2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30', '2026-02-03'],
      },
    },
    {
      name: 'a standup every working day and on the weekend does not go below zero',
      from: '2026-01-26',
      to: '2026-02-06',
      today: '2026-02-03',
      holidays: ['2026-02-02'],
      standups: [
        '2026-01-26',
        '2026-01-27',
        '2026-01-28',
        '2026-01-29',
        '2026-01-30',
        '2026-01-31',
        '2026-02-01',
        '2026-02-03',
      ],
      expected: { workingDays: 6, count: 0, dates: [] },
    },
    {
      name: 'a range wholly in the future has nothing to miss',
      from: '2026-01-26',
      to: '2026-02-06',
      today: '2026-01-25',
      holidays: [],
      standups: [],
      expected: { workingDays: 0, count: 0, dates: [] },
    },
    {
      name: 'a past range across a year end',
      from: '2026-12-28',
      to: '2027-01-03',
      today: '2027-02-01',
      holidays: ['2027-01-01'],
      standups: ['2026-12-29'],
      expected: { workingDays: 4, count: 3, dates: ['2026-12-28', '2026-12-30', '2026-12-31'] },
    },
    {
      name: 'standups only on non-working days',
      from: '2026-01-31',
      to: '2026-02-02',
      today: '2026-02-10',
      holidays: ['2026-02-02'],
      standups: ['2026-01-31', '2026-02-01', '2026-02-02'],
      expected: { workingDays: 0, count: 0, dates: [] },
    },
    {
      name: 'today itself counts when it has no standup yet',
      from: '2028-02-28',
      to: '2028-03-03',
      today: '2028-02-29',
      holidays: [],
      standups: ['2028-02-28'],
      expected: { workingDays: 2, count: 1, dates: ['2028-02-29'] },
    },
  ])('$name', ({ from, to, today, holidays, standups, expected }) => {
    expect(
      absences({
        from,
        to,
        today,
        holidays: new Set(holidays),
        standupDates: new Set(standups),
      }),
    ).toEqual(expected);
  });
});
