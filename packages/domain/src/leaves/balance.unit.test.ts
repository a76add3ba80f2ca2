import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import {
  DEFAULT_LEAVE_POLICIES,
  leaveBalances,
  leaveChargeByYear,
  type BalanceHoliday,
  type BalanceLeave,
  type LeaveBalanceInput,
  type LeavePolicies,
} from './balance.js';
import type { LeaveCommand } from './commands.js';
import { decideLeave } from './decide.js';
import type { LeaveEvent, LeaveType } from './events.js';
import { evolveLeave, initialLeaveState, type LeaveState } from './evolve.js';
import { HALF_DAY_ONE_DAY_MESSAGE } from './rules.js';

const source = (event: string, position: number, at: string) => ({
  event,
  position: String(position),
  at,
});

let nextId = 0;
const approved = (
  from: string,
  to: string,
  {
    position = 100,
    halfDay = false,
    leaveType = 'Annual',
  }: { position?: number; halfDay?: boolean; leaveType?: LeaveType } = {},
): BalanceLeave => ({
  leaveId: `leave-${++nextId}`,
  leaveType,
  from,
  to,
  halfDay,
  status: 'approved',
  counted: source('LeaveApproved', position, `${from}T09:00:00.000Z`),
});

const holiday = (date: string, position: number, markedOn: string): BalanceHoliday => ({
  date,
  title: 'Founders day',
  marked: source('HolidayAdded', position, `${markedOn}T10:00:00.000Z`),
});

const base: LeaveBalanceInput = {
  year: 2026,
  policies: DEFAULT_LEAVE_POLICIES,
  joinedOn: null,
  leftOn: null,
  firstYear: 2026,
  leaves: [],
  holidays: [],
  asOf: '2026-06-30',
};

const annual = (input: Partial<LeaveBalanceInput>) =>
  leaveBalances({ ...base, ...input }).find((balance) => balance.leaveType === 'Annual')!;

const withAnnual = (annualPolicy: Partial<LeavePolicies['Annual']>): LeavePolicies => ({
  ...DEFAULT_LEAVE_POLICIES,
  Annual: { ...DEFAULT_LEAVE_POLICIES.Annual, ...annualPolicy },
});

describe('a leave balance', () => {
  it('is the year’s grant less the working days of approved leave', () => {
    // Mon 2 Mar to Fri 6 Mar 2026: five working days.
    const balance = annual({ leaves: [approved('2026-03-02', '2026-03-06')] });
    expect(balance).toMatchObject({ entitlement: 20, earned: 20, taken: 5, balance: 15 });
    expect(balance.movements.map((m) => [m.date, m.kind, m.days])).toEqual([
      ['2026-01-01', 'granted', 20],
      ['2026-03-02', 'taken', -5],
    ]);
    expect(balance.movements[1]!.source).toEqual(
      source('LeaveApproved', 100, '2026-03-02T09:00:00.000Z'),
    );
  });

  it('charges working days only: a weekend and a holiday inside a leave cost nothing', () => {
    // Fri 6 Mar to Tue 10 Mar: Fri, Mon, Tue, with Mon 9 Mar a holiday known before approval.
    const balance = annual({
      leaves: [approved('2026-03-06', '2026-03-10', { position: 100 })],
      holidays: [holiday('2026-03-09', 50, '2026-01-05')],
    });
    expect(balance).toMatchObject({ taken: 2, refunded: 0, balance: 18 });
  });

  it('refunds a day when a holiday inside an approved leave is marked later', () => {
    const balance = annual({
      leaves: [approved('2026-03-02', '2026-03-06', { position: 100 })],
      holidays: [holiday('2026-03-04', 200, '2026-03-01')],
    });
    expect(balance).toMatchObject({ taken: 5, refunded: 1, balance: 16 });
    const refund = balance.movements.find((m) => m.kind === 'refunded')!;
    expect(refund).toMatchObject({ date: '2026-03-01', days: 1 });
    expect(refund.source).toEqual(source('HolidayAdded', 200, '2026-03-01T10:00:00.000Z'));
  });

  it('charges half a day for a half-day leave', () => {
    const balance = annual({ leaves: [approved('2026-03-02', '2026-03-02', { halfDay: true })] });
    expect(balance).toMatchObject({ taken: 0.5, balance: 19.5 });
  });

  it('prorates the grant of a person who joined mid-year, to the half day', () => {
    // 1 Jul to 31 Dec: 184 of 365 days; 20 x 184 / 365 = 10.08, so 10.
    const balance = annual({ joinedOn: '2026-07-01', asOf: '2026-07-01' });
    expect(balance).toMatchObject({ entitlement: 10, earned: 10 });
    expect(balance.movements[0]).toMatchObject({ date: '2026-07-01', kind: 'granted' });
    // Not yet joined on the day asked: nothing granted so far.
    expect(annual({ joinedOn: '2026-07-01', asOf: '2026-06-30' }).earned).toBe(0);
  });

  it('prorates the grant of a person who leaves mid-year', () => {
    // Gone from 1 Jul: employed 1 Jan to 30 Jun, 181 days; 20 x 181 / 365 = 9.92, so 10.
    expect(annual({ leftOn: '2026-07-01' }).entitlement).toBe(10);
    // Gone from 1 Apr: 90 days; 20 x 90 / 365 = 4.93, so 5.
    expect(annual({ leftOn: '2026-04-01' }).entitlement).toBe(5);
  });

  it('accrues a twelfth each month when the policy says so, prorated in the month of joining', () => {
    const policies = withAnnual({ yearlyDays: 12, grant: 'monthly' });
    const balance = annual({ policies, asOf: '2026-03-15' });
    expect(balance.movements.map((m) => [m.date, m.kind, m.days])).toEqual([
      ['2026-01-01', 'accrued', 1],
      ['2026-02-01', 'accrued', 1],
      ['2026-03-01', 'accrued', 1],
    ]);
    expect(balance).toMatchObject({ entitlement: 12, earned: 3, balance: 3 });
    // Joined 16 Jan: 16 of 31 days of January earn 16/31 of a day, 0.52.
    const joiner = annual({ policies, joinedOn: '2026-01-16', asOf: '2026-02-01' });
    expect(joiner.movements.map((m) => [m.date, m.days])).toEqual([
      ['2026-01-16', 0.52],
      ['2026-02-01', 1],
    ]);
  });

  it('carries unused days over up to the cap, lapses the rest at the year end, and lapses carried days not taken by the expiry', () => {
    const leaves = [
      approved('2025-03-03', '2025-03-14', { position: 10 }), // 10 working days of 2025
      approved('2026-02-02', '2026-02-03', { position: 20 }), // 2 days before 31 Mar 2026
    ];
    const last = annual({ year: 2025, firstYear: 2025, leaves, asOf: '2026-04-10' });
    // 20 - 10 = 10 unused; 5 carry over; 5 lapse on 31 Dec.
    expect(last).toMatchObject({ taken: 10, expired: 5, balance: 5 });
    expect(last.movements.at(-1)).toMatchObject({ date: '2025-12-31', kind: 'expired', days: -5 });

    const balance = annual({ firstYear: 2025, leaves, asOf: '2026-04-10' });
    expect(balance.movements.map((m) => [m.date, m.kind, m.days])).toEqual([
      ['2026-01-01', 'carried_over', 5],
      ['2026-01-01', 'granted', 20],
      ['2026-02-02', 'taken', -2],
      ['2026-03-31', 'expired', -3],
    ]);
    expect(balance).toMatchObject({ carriedOver: 5, taken: 2, expired: 3, balance: 20 });
    // Before the expiry day the carried days are all still there.
    expect(annual({ firstYear: 2025, leaves, asOf: '2026-03-30' }).balance).toBe(23);
  });

  it('charges a leave across the year end to each year for its own days', () => {
    // Mon 29 Dec 2025 to Fri 2 Jan 2026: three working days in 2025, two in 2026.
    const leave = approved('2025-12-29', '2026-01-02');
    expect(annual({ year: 2025, firstYear: 2025, leaves: [leave] }).taken).toBe(3);
    expect(annual({ firstYear: 2025, leaves: [leave] }).taken).toBe(2);
    expect(
      leaveChargeByYear({
        from: '2025-12-29',
        to: '2026-01-02',
        halfDay: false,
        holidays: new Set(),
      }),
    ).toEqual([
      { year: 2025, days: 3 },
      { year: 2026, days: 2 },
    ]);
  });

  it('carries an overdrawn balance into the next year as a deficit', () => {
    const sick = (year: number) =>
      leaveBalances({
        ...base,
        year,
        firstYear: 2025,
        leaves: [
          approved('2025-03-03', '2025-03-14', { leaveType: 'Sick' }),
          approved('2025-04-01', '2025-04-02', { leaveType: 'Sick' }),
        ],
      }).find((balance) => balance.leaveType === 'Sick')!;
    expect(sick(2025).balance).toBe(-2);
    expect(sick(2026)).toMatchObject({ carriedOver: -2, earned: 10, balance: 8 });
  });

  it('keeps pending leave apart: it lowers what is available, not the balance', () => {
    const pending: BalanceLeave = {
      ...approved('2026-03-02', '2026-03-03'),
      status: 'pending',
      counted: null,
    };
    expect(annual({ leaves: [pending] })).toMatchObject({ balance: 20, pending: 2, available: 18 });
  });
});

const spec = deciderSpec<LeaveState, LeaveCommand, LeaveEvent>({
  initialState: initialLeaveState,
  evolve: evolveLeave,
  decide: decideLeave,
});

const application = {
  leaveId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  userId: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11',
  leaveType: 'Annual' as const,
  details: 'Family trip',
  from: '2026-03-10',
  to: '2026-03-12',
  today: '2026-03-02',
};
const applied = (data: Record<string, unknown> = {}) => ({
  type: 'LeaveApplied' as const,
  data: {
    leaveId: application.leaveId,
    userId: application.userId,
    leaveType: application.leaveType,
    details: application.details,
    from: application.from,
    to: application.to,
    status: 'pending' as const,
    ...data,
  },
});

describe('an application against its balance', () => {
  const given = spec.given([]);
  const balance = (available: number, allowNegative: boolean) => ({
    allowNegative,
    years: [{ year: 2026, available, charge: 3 }],
  });

  it('is refused when it would take the balance below zero and the policy forbids it', () => {
    given
      .when({ type: 'ApplyForLeave', data: { ...application, balance: balance(2, false) } })
      .thenThrows(
        'leave_balance',
        'This leave takes 3 days of Annual leave in 2026, and 2 days are left.',
      );
  });

  it('is applied when the balance covers it, or when the policy allows a negative balance', () => {
    given
      .when({ type: 'ApplyForLeave', data: { ...application, balance: balance(3, false) } })
      .then([applied()]);
    given
      .when({ type: 'ApplyForLeave', data: { ...application, balance: balance(-1, true) } })
      .then([applied()]);
  });

  it('takes half a day of one day only', () => {
    given
      .when({
        type: 'ApplyForLeave',
        data: { ...application, to: application.from, halfDay: true },
      })
      .then([applied({ to: application.from, halfDay: true })]);
    given
      .when({ type: 'ApplyForLeave', data: { ...application, halfDay: true } })
      .thenThrows('half_day_one_day', HALF_DAY_ONE_DAY_MESSAGE);
  });
});
