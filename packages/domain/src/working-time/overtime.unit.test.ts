import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { WorkingTimeCommand } from './commands.js';
import { decideWorkingTime } from './decide.js';
import type { WorkingTimeEvent } from './events.js';
import { evolveWorkingTime, initialWorkingTimeState, type WorkingTimeState } from './evolve.js';
import {
  DEFAULT_WEEK_HOURS,
  overtimeBalance,
  overtimeChart,
  weekHoursOn,
  type OvertimeInput,
} from './overtime.js';

const base: OvertimeInput = {
  firstDay: '2026-01-01',
  leftOn: null,
  from: '2026-03-09',
  to: '2026-03-20',
  contracts: [],
  holidays: new Set(),
  leave: new Map(),
  logged: new Map(),
  adjustments: [],
  carryOverCap: null,
};

const logged = (hours: number, ...dates: string[]) => new Map(dates.map((date) => [date, hours]));

describe('expected hours', () => {
  it('follow the contract in force each day: a change mid-month applies from its day on', () => {
    const contracts = [{ effectiveFrom: '2026-03-16', weekHours: [8, 8, 8, 8, 4, 0, 0] }];
    expect(weekHoursOn('2026-03-13', contracts)).toEqual(DEFAULT_WEEK_HOURS);
    // Mon 9 to Fri 13 Mar: 5 x 8; Mon 16 to Fri 20: 4 x 8 + 4.
    expect(overtimeBalance({ ...base, contracts }).period.expected).toBe(76);
  });

  it('are none on a holiday and on approved leave, half on a half-day leave', () => {
    const result = overtimeBalance({
      ...base,
      contracts: [{ effectiveFrom: '2026-03-16', weekHours: [8, 8, 8, 8, 4, 0, 0] }],
      holidays: new Set(['2026-03-11']),
      leave: new Map([
        ['2026-03-19', 'full'],
        ['2026-03-17', 'half'],
      ]),
      logged: logged(
        8,
        '2026-03-09',
        '2026-03-10',
        '2026-03-12',
        '2026-03-13',
        '2026-03-16',
        '2026-03-17',
        '2026-03-18',
        '2026-03-20',
      ),
    });
    // 76 less the holiday (8), the leave (8) and half of Tue 17 (4): 56; logged 64.
    expect(result.period).toEqual({ expected: 56, logged: 64, adjustments: 0, balance: 8 });
    const day = (date: string) => result.days.find((d) => d.date === date);
    expect(day('2026-03-11')).toEqual({
      date: '2026-03-11',
      expected: 0,
      logged: 0,
      balance: 0,
      reason: 'holiday',
    });
    expect(day('2026-03-17')).toMatchObject({
      expected: 4,
      logged: 8,
      balance: 4,
      reason: 'half-day leave',
    });
    expect(day('2026-03-20')).toMatchObject({ expected: 4, logged: 8, balance: 4 });
    expect(day('2026-03-14')).toMatchObject({ expected: 0, reason: 'contract' });
  });

  it('start on the day a person joins and end on the day they leave', () => {
    const result = overtimeBalance({ ...base, firstDay: '2026-03-11', leftOn: '2026-03-19' });
    // Wed 11 to Wed 18 Mar: six working days.
    expect(result.period.expected).toBe(48);
    expect(result.days[0]).toMatchObject({ date: '2026-03-09', reason: 'before joining' });
    expect(result.days.at(-1)).toMatchObject({ date: '2026-03-20', reason: 'after leaving' });
  });
});

describe('the running balance', () => {
  // Mon 29 to Wed 31 Dec 2025, ten hours a day: 6 over; Thu 1 Jan a holiday; Fri 2 Jan, 8.
  const yearEnd: OvertimeInput = {
    ...base,
    firstDay: '2025-12-29',
    from: '2026-01-01',
    to: '2026-01-02',
    holidays: new Set(['2026-01-01']),
    logged: new Map([...logged(10, '2025-12-29', '2025-12-30', '2025-12-31'), ['2026-01-02', 8]]),
  };

  it('carries the year’s balance over up to the cap, the rest shown as forfeited', () => {
    expect(overtimeBalance({ ...yearEnd, carryOverCap: 4 })).toMatchObject({
      carriedIn: 4,
      forfeited: 2,
      running: 4,
      period: { expected: 8, logged: 8, balance: 0 },
    });
    expect(overtimeBalance(yearEnd)).toMatchObject({ carriedIn: 6, forfeited: 0, running: 6 });
  });

  it('carries hours owed over whole', () => {
    const owed = { ...yearEnd, logged: logged(6, '2025-12-29', '2025-12-30', '2025-12-31') };
    // 3 x -2 in 2025, and nothing logged on Fri 2 Jan: -8.
    expect(overtimeBalance({ ...owed, carryOverCap: 4 })).toMatchObject({
      carriedIn: -6,
      forfeited: 0,
      running: -14,
    });
  });

  it('takes an Admin’s adjustment on its day, and runs month by month', () => {
    const result = overtimeBalance({
      ...yearEnd,
      carryOverCap: 4,
      adjustments: [{ date: '2026-01-02', hours: -3, reason: 'Paid out' }],
    });
    expect(result).toMatchObject({ running: 1, period: { adjustments: -3, balance: -3 } });
    expect(result.months).toEqual([
      { month: '2026-01', expected: 8, logged: 8, adjustments: -3, balance: -3, running: 1 },
    ]);
  });
});

const spec = deciderSpec<WorkingTimeState, WorkingTimeCommand, WorkingTimeEvent>({
  initialState: initialWorkingTimeState,
  evolve: evolveWorkingTime,
  decide: decideWorkingTime,
});

const fourDays = {
  userId: 'u1',
  effectiveFrom: '2026-03-16',
  weekHours: [8, 8, 8, 8, 4, 0, 0],
  reason: 'Short Fridays',
};

describe('a working-time contract', () => {
  it('is recorded from its day on, and not again when it holds already', () => {
    spec
      .given([])
      .when({ type: 'SetWorkingTime', data: fourDays })
      .then([{ type: 'WorkingTimeSet', data: fourDays }]);
    spec
      .given([{ type: 'WorkingTimeSet', data: fourDays }])
      .when({ type: 'SetWorkingTime', data: { ...fourDays, effectiveFrom: '2026-04-01' } })
      .then([]);
    // The default set again records nothing.
    spec
      .given([])
      .when({ type: 'SetWorkingTime', data: { ...fourDays, weekHours: [...DEFAULT_WEEK_HOURS] } })
      .then([]);
  });

  it('records an adjustment once, however often it is sent', () => {
    const adjustment = {
      userId: 'u1',
      adjustmentId: 'a1',
      date: '2026-03-31',
      hours: -10,
      reason: 'Paid out',
    };
    spec
      .given([])
      .when({ type: 'AdjustOvertime', data: adjustment })
      .then([{ type: 'OvertimeAdjusted', data: adjustment }]);
    spec
      .given([{ type: 'OvertimeAdjusted', data: adjustment }])
      .when({ type: 'AdjustOvertime', data: adjustment })
      .then([]);
  });
});

describe('the running balance chart', () => {
  const joinedIn = (firstDay: string, hours: number, ...dates: string[]) =>
    overtimeBalance({
      ...base,
      firstDay,
      from: '2026-06-01',
      to: '2026-06-30',
      logged: logged(hours, ...dates),
    });

  it('starts at the first month anyone listed had hours expected or logged', () => {
    const chart = overtimeChart([
      { userId: 'a', name: 'Ada', result: joinedIn('2026-06-01', 9, '2026-06-01') },
      { userId: 'b', name: 'Bo', result: joinedIn('2026-05-25', 8, '2026-05-29', '2026-06-01') },
    ]);
    expect(chart.months).toEqual(['2026-05', '2026-06']);
    // Bo: five days of May expected (40 h), 8 logged; June's 22 working days (176 h), 8 logged.
    expect(chart.people).toEqual([
      { userId: 'a', name: 'Ada', running: [0, 9 - 176] },
      { userId: 'b', name: 'Bo', running: [8 - 40, 8 - 40 + 8 - 176] },
    ]);
  });

  it('keeps the last month when no one had anything yet', () => {
    const chart = overtimeChart([{ userId: 'a', name: 'Ada', result: joinedIn('2026-07-01', 0) }]);
    expect(chart).toEqual({
      months: ['2026-06'],
      people: [{ userId: 'a', name: 'Ada', running: [0] }],
    });
    expect(overtimeChart([])).toEqual({ months: [], people: [] });
  });
});
