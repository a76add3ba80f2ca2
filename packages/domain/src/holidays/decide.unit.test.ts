import { describe, expect, it } from 'vitest';
import { localDate } from '../calendar/index.js';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { HolidayCommand } from './commands.js';
import { decideHoliday, HOLIDAY_WINDOW_MESSAGE } from './decide.js';
import type { HolidayEvent } from './events.js';
import { evolveHoliday, initialHolidayState, type HolidayState } from './evolve.js';
import { holidayDateWindow } from './window.js';

const spec = deciderSpec<HolidayState, HolidayCommand, HolidayEvent>({
  initialState: initialHolidayState,
  evolve: evolveHoliday,
  decide: decideHoliday,
});

const today = '2026-03-10';
const add = (date: string, title = 'Pakistan Day', on = today): HolidayCommand => ({
  type: 'AddHoliday',
  data: { date, title, today: on },
});
const remove = (date: string, on = today): HolidayCommand => ({
  type: 'RemoveHoliday',
  data: { date, today: on },
});

describe('holidayDateWindow', () => {
  it.each([
    ['2026-03-10', '2026-03-11', '2026-04-10'],
    ['2026-01-31', '2026-02-01', '2026-02-28'],
    ['2028-01-31', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2027-01-01', '2027-01-31'],
  ])('from %s: %s to %s', (on, min, max) => {
    expect(holidayDateWindow(on)).toEqual({ min, max });
  });
});

describe('a date without a holiday', () => {
  const given = spec.given([]);

  it.each(['2026-03-11', '2026-03-23', '2026-04-10'])('marks %s (inside the window)', (date) => {
    given.when(add(date)).then([{ type: 'HolidayAdded', data: { date, title: 'Pakistan Day' } }]);
  });

  it.each([
    ['today', '2026-03-10'],
    ['yesterday', '2026-03-09'],
    ['a day past one month', '2026-04-11'],
    ['next year', '2027-03-10'],
  ])('refuses %s with 422', (_name, date) => {
    given.when(add(date)).thenThrows('holiday_date_window', HOLIDAY_WINDOW_MESSAGE);
  });

  it('has nothing to delete', () => {
    given.when(remove('2026-03-20')).thenThrows('not_found', 'Holiday was not found.');
  });
});

describe('a marked holiday', () => {
  const marked: HolidayEvent = {
    type: 'HolidayAdded',
    data: { date: '2026-03-23', title: 'Pakistan Day' },
  };
  const given = spec.given([marked]);

  it('cannot be marked twice', () => {
    given
      .when(add('2026-03-23', 'Again'))
      .thenThrows('holiday_exists', '2026-03-23 is already a holiday (Pakistan Day).');
  });

  it('is removed while it is still ahead', () => {
    given
      .when(remove('2026-03-23'))
      .then([{ type: 'HolidayRemoved', data: { date: '2026-03-23' } }]);
  });

  it('stays once its day has come or passed', () => {
    given
      .when(remove('2026-03-23', '2026-03-23'))
      .thenThrows('holiday_past', 'Only holidays still ahead can be deleted.');
    given.when(remove('2026-03-23', '2026-03-30')).thenThrows('holiday_past');
  });
});

describe('a removed holiday', () => {
  const given = spec.given([
    { type: 'HolidayAdded', data: { date: '2026-03-23', title: 'Pakistan Day' } },
    { type: 'HolidayRemoved', data: { date: '2026-03-23' } },
  ]);

  it('can be marked again', () => {
    given
      .when(add('2026-03-23', 'Moved back'))
      .then([{ type: 'HolidayAdded', data: { date: '2026-03-23', title: 'Moved back' } }]);
  });

  it('cannot be removed twice', () => {
    given.when(remove('2026-03-23')).thenThrows('not_found');
  });
});

describe("'today' in the company time zone", () => {
  // 23:30 UTC on March 10 is already March 11 in Karachi (UTC+5) but still March 10 in New York.
  const now = '2026-03-10T23:30:00Z';

  it('counts tomorrow from the Karachi date', () => {
    const karachiToday = localDate(now, 'Asia/Karachi');
    expect(karachiToday).toBe('2026-03-11');
    spec
      .given([])
      .when(add('2026-03-11', 'x', karachiToday))
      .thenThrows('holiday_date_window');
    spec
      .given([])
      .when(add('2026-03-12', 'x', karachiToday))
      .then([{ type: 'HolidayAdded', data: { date: '2026-03-12', title: 'x' } }]);
  });

  it('counts tomorrow from the New York date', () => {
    const newYorkToday = localDate(now, 'America/New_York');
    expect(newYorkToday).toBe('2026-03-10');
    spec
      .given([])
      .when(add('2026-03-11', 'x', newYorkToday))
      .then([{ type: 'HolidayAdded', data: { date: '2026-03-11', title: 'x' } }]);
  });

  it('ends the window one month after the local date, not the UTC one', () => {
    const karachiToday = localDate('2026-01-30T20:00:00Z', 'Asia/Karachi'); // Jan 31 there
    expect(holidayDateWindow(karachiToday).max).toBe('2026-02-28');
    spec
      .given([])
      .when(add('2026-03-01', 'x', karachiToday))
      .thenThrows('holiday_date_window');
  });
});
