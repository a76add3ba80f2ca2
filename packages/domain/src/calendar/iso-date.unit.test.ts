import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';

import { datesInRange, rangeDays } from './date-range.js';
import { addDays, addMonths, isDateInRange, isIsoDate, weekendName } from './iso-date.js';
import { thrownCalendarError } from './test-support/thrown.js';

describe('isIsoDate', () => {
  it.each([
    ['2026-01-29', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['2026-01-05T00:00:00Z', false],
    ['20260105', false],
    ['', false],
    [20260105, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 0, '2026-10-25'],
    ['2026-01-24', -7, '2026-01-17'],
  ])('%s %+d -> %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses a fraction of a day', () => {
    expect(thrownCalendarError(() => addDays('2026-01-01', 1.5)).code).toBe('invalid_range');
  });

  it('refuses a date that does not exist', () => {
    expect(thrownCalendarError(() => addDays('2027-02-29', 1)).code).toBe('invalid_date');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-03-15', 1, '2026-04-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-05', 1, '2027-01-05'],
    ['2026-08-31', -6, '2026-02-28'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s %+d months -> %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('refuses a fraction of a month', () => {
    expect(thrownCalendarError(() => addMonths('2026-01-01', 0.5)).code).toBe('invalid_range');
  });
});

describe('weekendName', () => {
  it.each([
    ['2026-01-30', null], // Friday
    ['2026-01-31', 'Saturday'],
    ['2026-02-01', 'Sunday'],
    ['2026-02-02', null], // Monday
    ['2026-03-29', 'Sunday'], // Europe's spring-forward Sunday
    ['2026-11-01', 'Sunday'], // America's fall-back Sunday
    ['2028-02-29', null], // Tuesday
    ['2027-01-02', 'Saturday'],
  ])('%s -> %s', (date, expected) => {
    expect(weekendName(date)).toBe(expected);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-1-5', '2026-01-05T00:00:00Z'])(
    'refuses %s, which is no calendar date',
    (date) => {
      expect(thrownCalendarError(() => weekendName(date)).code).toBe('invalid_date');
    },
  );
});

describe('isDateInRange', () => {
  it.each([
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2026-03-11', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
    ['9999-12-31', false],
  ])('%s -> %s', (date, expected) => {
    expect(isDateInRange(date)).toBe(expected);
  });
});

describe('the date arithmetic, against luxon', () => {
  // Every day from year 0 to 9999, as luxon reads and writes them in UTC.
  const anyDay = fc.integer({ min: -719_528, max: 2_932_896 });
  const luxonDate = (day: number) =>
    DateTime.fromMillis(day * 86_400_000, { zone: 'utc' }).toISODate()!;

  it('adds days as luxon does, across leap years and centuries', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -40_000, max: 40_000 }), (day, days) => {
        const date = luxonDate(day);
        expect(addDays(date, days)).toBe(
          DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate(),
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('names the weekend days and counts the days of a range as luxon does', () => {
    fc.assert(
      // Ranges that end by 9999-12-31.
      fc.property(
        fc.integer({ min: -719_528, max: 2_932_496 }),
        fc.integer({ min: 0, max: 400 }),
        (day, length) => {
          const from = luxonDate(day);
          const to = luxonDate(day + length);
          const weekday = DateTime.fromISO(from, { zone: 'utc' }).weekday;
          expect(weekendName(from)).toBe(
            weekday === 6 ? 'Saturday' : weekday === 7 ? 'Sunday' : null,
          );
          expect(rangeDays(from, to)).toBe(length + 1);
          expect(datesInRange(from, to).at(-1)).toBe(to);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('accepts exactly the dates luxon reads as valid', () => {
    const text = fc
      .tuple(
        fc.integer({ min: 0, max: 9_999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(text, (date) => {
        expect(isIsoDate(date)).toBe(DateTime.fromISO(date, { zone: 'utc' }).isValid);
      }),
      { numRuns: 5_000 },
    );
  });
});
