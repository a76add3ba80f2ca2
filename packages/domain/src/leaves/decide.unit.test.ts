import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { ApplyForLeave, LeaveCommand } from './commands.js';
import { leaveInputSchema } from './contracts.js';
import { decideLeave } from './decide.js';
import type { LeaveEvent } from './events.js';
import { evolveLeave, initialLeaveState, type LeaveState } from './evolve.js';
import {
  leaveDaysRange,
  LEAVE_ORDER_MESSAGE,
  LEAVE_TOO_LONG_MESSAGE,
  LEAVE_WINDOW_MESSAGE,
} from './rules.js';
import { DomainError } from '../shared/index.js';

const spec = deciderSpec<LeaveState, LeaveCommand, LeaveEvent>({
  initialState: initialLeaveState,
  evolve: evolveLeave,
  decide: decideLeave,
});

const leave = {
  leaveId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  userId: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11',
  leaveType: 'Sick' as const,
  details: 'Flu',
  from: '2026-03-10',
  to: '2026-03-11',
};
const sent = { leaveId: leave.leaveId, to: 'hr@northwind.test', at: '2026-03-10T08:00:05.000Z' };
const recordNotification: LeaveCommand = { type: 'RecordLeaveNotification', data: sent };

const apply = (overrides: Partial<ApplyForLeave['data']> = {}): LeaveCommand => ({
  type: 'ApplyForLeave',
  data: { ...leave, today: '2026-03-10', ...overrides },
});

describe('a new leave', () => {
  const given = spec.given([]);

  it('is applied for', () => {
    given.when(apply()).then([{ type: 'LeaveApplied', data: leave }]);
  });

  it('may start up to 7 days back and up to 6 months ahead', () => {
    given
      .when(apply({ from: '2026-03-03', to: '2026-03-03' }))
      .then([{ type: 'LeaveApplied', data: { ...leave, from: '2026-03-03', to: '2026-03-03' } }]);
    given
      .when(apply({ from: '2026-09-10', to: '2026-09-12' }))
      .then([{ type: 'LeaveApplied', data: { ...leave, from: '2026-09-10', to: '2026-09-12' } }]);
  });

  it.each([
    ['8 days back', '2026-03-02'],
    ['past 6 months ahead', '2026-09-11'],
  ])('refuses a start %s with 422', (_name, from) => {
    given.when(apply({ from, to: from })).thenThrows('leave_date_window', LEAVE_WINDOW_MESSAGE);
  });

  it('has no HR notification to record (404)', () => {
    given.when(recordNotification).thenThrows('not_found', 'Leave was not found.');
  });

  it('refuses an end before the start (400)', () => {
    given.when(apply({ to: '2026-03-09' })).thenThrows('leave_order', LEAVE_ORDER_MESSAGE);
  });

  it('covers at most 31 days', () => {
    given
      .when(apply({ to: '2026-04-09' }))
      .then([{ type: 'LeaveApplied', data: { ...leave, to: '2026-04-09' } }]);
    given.when(apply({ to: '2026-04-10' })).thenThrows('leave_too_long', LEAVE_TOO_LONG_MESSAGE);
  });
});

describe('a leave applied for', () => {
  it('is not applied again', () => {
    spec
      .given([{ type: 'LeaveApplied', data: leave }])
      .when(apply())
      .thenThrows('leave_exists');
  });

  it('records that HR was emailed', () => {
    spec
      .given([{ type: 'LeaveApplied', data: leave }])
      .when(recordNotification)
      .then([{ type: 'LeaveNotificationSent', data: sent }]);
  });
});

describe('a leave HR was emailed about', () => {
  const given = spec.given([
    { type: 'LeaveApplied', data: leave },
    { type: 'LeaveNotificationSent', data: sent },
  ]);

  it('records nothing when the job runs again', () => {
    given.when(recordNotification).then([]);
    given
      .when({ type: 'RecordLeaveNotification', data: { ...sent, at: '2026-03-10T09:00:00.000Z' } })
      .then([]);
  });

  it('is still not applied again', () => {
    given.when(apply()).thenThrows('leave_exists');
  });

  it('folds to a state that says so', () => {
    const events: LeaveEvent[] = [
      { type: 'LeaveApplied', data: leave },
      { type: 'LeaveNotificationSent', data: sent },
    ];
    expect(events.reduce(evolveLeave, initialLeaveState)).toEqual({
      applied: true,
      hrNotified: true,
    });
  });
});

describe('leaveInputSchema', () => {
  it("gives SPEC.md's messages", () => {
    const issues = leaveInputSchema.safeParse({ details: '' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      leaveType: 'Leave Type is required.',
      details: 'Leave Details is required!',
      from: 'Please select the first day!',
      to: 'Please select the last day!',
    });
  });

  it('knows only Annual, Sick and Casual', () => {
    const parsed = leaveInputSchema.safeParse({ ...leave, leaveType: 'Vacation' });
    expect(parsed.error?.issues[0]?.message).toBe('Leave Type is required.');
  });
});

describe('leaveDaysRange', () => {
  const refusal = (range: { from?: string; to?: string }) => {
    try {
      leaveDaysRange(range);
    } catch (error) {
      return error instanceof DomainError ? [error.code, error.fields] : error;
    }
    return null;
  };

  it('takes both days in order, up to 31 days', () => {
    expect(leaveDaysRange({ from: '2026-03-10', to: '2026-04-09' })).toEqual({
      from: '2026-03-10',
      to: '2026-04-09',
    });
  });

  it('names the field of a missing, reversed or too long range', () => {
    expect(refusal({ to: '2026-03-10' })).toEqual([
      'leave_first_day',
      { from: 'Please select the first day!' },
    ]);
    expect(refusal({ from: '2026-03-10' })).toEqual([
      'leave_last_day',
      { to: 'Please select the last day!' },
    ]);
    expect(refusal({ from: '2026-03-10', to: '2026-03-09' })).toEqual([
      'leave_order',
      { to: LEAVE_ORDER_MESSAGE },
    ]);
    expect(refusal({ from: '2026-03-10', to: '2026-04-10' })).toEqual([
      'leave_too_long',
      { to: LEAVE_TOO_LONG_MESSAGE },
    ]);
  });
});
