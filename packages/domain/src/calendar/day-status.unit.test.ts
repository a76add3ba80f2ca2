import { describe, expect, it } from 'vitest';

import {
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  SHORT_LEAVE_HOURS,
  dayLabel,
  dayStatus,
  labelAsOf,
} from './day-status.js';
import type { LeaveType } from '../leaves/index.js';
import { thrownCalendarError } from './test-support/thrown.js';

const sum = (hours: number, times: number) => {
  let total = 0;
  for (let i = 0; i < times; i += 1) total += hours;
  return total;
};

describe('day status thresholds', () => {
  it('are 4, 6 and 8 hours (SPEC.md 4 and 9)', () => {
    expect([HALF_DAY_HOURS, SHORT_LEAVE_HOURS, FULL_DAY_HOURS]).toEqual([4, 6, 8]);
  });
});

describe('dayStatus', () => {
  it.each([
    [0, 'Short Day'],
    [0.25, 'Short Day'],
    [3.99, 'Short Day'],
    [4, 'Half Day'],
    [5.99, 'Half Day'],
    [6, 'Short Leave'],
    [7.99, 'Short Leave'],
    [8, 'Full Day'],
    [12, 'Full Day'],
    [24, 'Full Day'],
  ])('%f hours -> %s', (hours, expected) => {
    expect(dayStatus(hours)).toBe(expected);
  });

  // Sums of decimal logs carry binary noise that must not move a day across a threshold.
  it.each([
    ['0.1 h logged 80 times', sum(0.1, 80), 'Full Day'],
    ['0.1 h logged 60 times', sum(0.1, 60), 'Short Leave'],
    ['0.1 h logged 40 times', sum(0.1, 40), 'Half Day'],
    ['0.7 h x3 + 0.9 h x2', 0.7 * 3 + 0.9 * 2, 'Short Day'],
  ])('%s -> %s', (_what, hours, expected) => {
    expect(dayStatus(hours)).toBe(expected);
  });

  it.each([[-0.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %f hours', (hours) => {
    expect(thrownCalendarError(() => dayStatus(hours)).code).toBe('invalid_hours');
  });
});

describe('dayLabel', () => {
  // 2026-01-31 Sat, 02-01 Sun, 02-02 Mon, 02-03 Tue, 02-04 Wed, 02-05 Thu.
  const holidays = new Set(['2026-01-31', '2026-02-02', '2026-02-04']);
  const leaves = new Map<string, LeaveType>([
    ['2026-02-01', 'Casual'],
    ['2026-02-04', 'Annual'],
    ['2026-02-05', 'Sick'],
  ]);
  const leaveType = (date: string) => leaves.get(date) ?? null;

  describe('precedence: weekend > holiday > leave > absent > status', () => {
    it.each([
      ['weekend beats holiday and hours', '2026-01-31', 8, 'Weekend (Saturday)'],
      ['weekend beats leave', '2026-02-01', undefined, 'Weekend (Sunday)'],
      ['holiday beats hours', '2026-02-02', 9, 'Holiday'],
      ['holiday beats leave', '2026-02-04', 0, 'Holiday'],
      ['leave beats hours, with its type', '2026-02-05', 8, 'On leave (Sick)'],
      ['leave beats absent', '2026-02-05', 0, 'On leave (Sick)'],
      ['absent when nothing logged', '2026-02-03', undefined, 'Absent'],
      ['absent when 0 hours logged', '2026-02-03', 0, 'Absent'],
      ['status once anything is logged', '2026-02-03', 0.5, 'Short Day'],
    ])('%s: %s with %s h -> %s', (_why, date, hoursLogged, expected) => {
      expect(dayLabel({ date, holidays, leaveType: leaveType(date), hoursLogged })).toBe(expected);
    });
  });

  it.each([
    ['2026-02-06', undefined, 'Absent'],
    ['2026-02-06', 3.99, 'Short Day'],
    ['2026-02-06', 4, 'Half Day'],
    ['2026-02-06', 6.5, 'Short Leave'],
    ['2026-02-06', 8, 'Full Day'],
    ['2026-02-06', 12.5, 'Full Day'],
    ['2026-02-07', undefined, 'Weekend (Saturday)'],
    ['2026-02-08', 3, 'Weekend (Sunday)'],
    ['2028-02-29', 7.99, 'Short Leave'],
  ])('plain days: %s with %s h -> %s', (date, hoursLogged, expected) => {
    expect(dayLabel({ date, holidays, leaveType: leaveType(date), hoursLogged })).toBe(expected);
  });

  it('refuses impossible hours even on a weekend', () => {
    const error = thrownCalendarError(() =>
      dayLabel({ date: '2026-01-31', holidays, leaveType: null, hoursLogged: -2 }),
    );
    expect(error.code).toBe('invalid_hours');
  });
});

describe('labelAsOf: today is in progress until it ends', () => {
  const today = '2026-02-03';
  it.each([
    ['today without hours is not Absent', today, 'Absent', 'In progress'],
    ['today with some hours is not yet a status', today, 'Short Day', 'In progress'],
    ['today with a full day logged is still going', today, 'Full Day', 'In progress'],
    ['a leave says so all day', today, 'On leave (Sick)', 'On leave (Sick)'],
    ['a holiday says so all day', today, 'Holiday', 'Holiday'],
    ['yesterday without hours was Absent', '2026-02-02', 'Absent', 'Absent'],
    ['yesterday keeps its status', '2026-02-02', 'Half Day', 'Half Day'],
  ] as const)('%s', (_why, date, label, expected) => {
    expect(labelAsOf(label, date, today)).toBe(expected);
  });
});
