import { describe, expect, it } from 'vitest';

import { DomainError } from '../shared/index.js';
import {
  ALL_USERS_MAX_RANGE_DAYS,
  assertRangeWithinLimit,
  datesInRange,
  rangeDays,
} from './date-range.js';
import { RANGE_TOO_LONG_MESSAGE } from './errors.js';
import { thrownCalendarError } from './test-support/thrown.js';

describe('datesInRange', () => {
  it.each([
    [
      'across a month end',
      '2026-01-29',
      '2026-02-03',
      ['2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03'],
    ],
    [
      'across a year end',
      '2026-12-30',
      '2027-01-02',
      ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'],
    ],
    [
      'over a leap day',
      '2028-02-27',
      '2028-03-01',
      ['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'],
    ],
    [
      'over a spring-forward Sunday',
      '2026-03-28',
      '2026-03-30',
      ['2026-03-28', '2026-03-29', '2026-03-30'],
    ],
    ['a single day', '2026-10-25', '2026-10-25', ['2026-10-25']],
  ])('%s: %s..%s', (_name, from, to, expected) => {
    expect(datesInRange(from, to)).toEqual(expected);
  });

  it('refuses a range that ends before it starts', () => {
    const error = thrownCalendarError(() => datesInRange('2026-02-03', '2026-01-29'));
    expect(error.code).toBe('invalid_range');
    expect(error.message).toBe('The start date 2026-02-03 is after the end date 2026-01-29.');
  });

  it.each([
    ['2027-02-29', '2027-03-01'],
    ['2026-01-01', '2026-02-30'],
    ['01/02/2026', '2026-02-01'],
  ])('refuses a bad date in %s..%s', (from, to) => {
    expect(thrownCalendarError(() => datesInRange(from, to)).code).toBe('invalid_date');
  });
});

describe('rangeDays', () => {
  it.each([
    ['2026-01-01', '2026-01-01', 1],
    ['2026-01-29', '2026-02-03', 6],
    ['2026-01-01', '2026-01-31', 31],
    ['2026-01-01', '2026-02-01', 32],
    // Months with a DST switch still count whole calendar days.
    ['2026-03-01', '2026-03-31', 31],
    ['2026-10-01', '2026-10-31', 31],
    ['2028-02-01', '2028-02-29', 29],
    ['2027-02-01', '2027-02-28', 28],
    ['2026-12-15', '2027-01-14', 31],
  ])('%s..%s is %i days', (from, to, expected) => {
    expect(rangeDays(from, to)).toBe(expected);
  });

  it('refuses a reversed range', () => {
    expect(thrownCalendarError(() => rangeDays('2026-01-02', '2026-01-01')).code).toBe(
      'invalid_range',
    );
  });
});

describe('assertRangeWithinLimit (all-user reports, DESIGN.md 6.6)', () => {
  it('has a default limit of 31 days', () => {
    expect(ALL_USERS_MAX_RANGE_DAYS).toBe(31);
  });

  it.each([
    ['2026-01-01', '2026-01-31'],
    ['2026-03-01', '2026-03-31'],
    ['2026-12-15', '2027-01-14'],
    ['2028-02-01', '2028-03-02'],
    ['2026-05-05', '2026-05-05'],
  ])('accepts %s..%s (at most 31 days)', (from, to) => {
    expect(() => assertRangeWithinLimit(from, to)).not.toThrow();
  });

  it.each([
    ['2026-01-01', '2026-02-01'],
    ['2026-03-01', '2026-04-01'],
    ['2026-12-15', '2027-01-15'],
    ['2028-02-01', '2028-03-03'],
    ['2026-01-01', '2026-12-31'],
  ])('refuses %s..%s (32 days or more) with the spec message', (from, to) => {
    const error = thrownCalendarError(() => assertRangeWithinLimit(from, to));
    expect(error.code).toBe('range_too_long');
    expect(error.message).toBe('Select the days less than 32 days for all users.');
    expect(error.message).toBe(RANGE_TOO_LONG_MESSAGE);
    // The API's error handler turns an 'invalid' DomainError into 400.
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe('invalid');
  });

  it.each([
    ['2026-01-01', '2026-01-07', 7, false],
    ['2026-01-01', '2026-01-08', 7, true],
  ])('honours a custom limit: %s..%s within %i refused=%s', (from, to, maxDays, refused) => {
    const check = () => assertRangeWithinLimit(from, to, maxDays);
    if (refused) expect(thrownCalendarError(check).code).toBe('range_too_long');
    else expect(check).not.toThrow();
  });

  it('reports a reversed range as such, not as too long', () => {
    expect(thrownCalendarError(() => assertRangeWithinLimit('2026-02-01', '2026-01-01')).code).toBe(
      'invalid_range',
    );
  });
});
