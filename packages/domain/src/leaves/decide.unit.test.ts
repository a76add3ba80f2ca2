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
import type { Role } from '../access/index.js';
import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  leaveApproverOf,
  NOT_APPROVER_MESSAGE,
  OWN_LEAVE_MESSAGE,
  REJECT_NOTE_REQUIRED_MESSAGE,
  STARTED_LEAVE_MESSAGE,
} from './approval.js';
import type { LeaveDecisionContext } from './commands.js';
import { leaveDecider } from './decider.js';

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
const pending = { ...leave, status: 'pending' as const };
const sent = { leaveId: leave.leaveId, to: 'hr@northwind.test', at: '2026-03-10T08:00:05.000Z' };
const recordNotification: LeaveCommand = { type: 'RecordLeaveNotification', data: sent };

const apply = (overrides: Partial<ApplyForLeave['data']> = {}): LeaveCommand => ({
  type: 'ApplyForLeave',
  data: { ...leave, today: '2026-03-10', ...overrides },
});

describe('a new leave', () => {
  const given = spec.given([]);

  it('is applied for', () => {
    given.when(apply()).then([{ type: 'LeaveApplied', data: pending }]);
  });

  it('may start up to 7 days back and up to 6 months ahead', () => {
    given
      .when(apply({ from: '2026-03-03', to: '2026-03-03' }))
      .then([{ type: 'LeaveApplied', data: { ...pending, from: '2026-03-03', to: '2026-03-03' } }]);
    given
      .when(apply({ from: '2026-09-10', to: '2026-09-12' }))
      .then([{ type: 'LeaveApplied', data: { ...pending, from: '2026-09-10', to: '2026-09-12' } }]);
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
      .then([{ type: 'LeaveApplied', data: { ...pending, to: '2026-04-09' } }]);
    given.when(apply({ to: '2026-04-10' })).thenThrows('leave_too_long', LEAVE_TOO_LONG_MESSAGE);
  });
});

describe('a leave applied for', () => {
  it('is not applied again', () => {
    spec
      .given([{ type: 'LeaveApplied', data: pending }])
      .when(apply())
      .thenThrows('leave_exists');
  });

  it('records that HR was emailed', () => {
    spec
      .given([{ type: 'LeaveApplied', data: pending }])
      .when(recordNotification)
      .then([{ type: 'LeaveNotificationSent', data: sent }]);
  });
});

describe('a leave HR was emailed about', () => {
  const given = spec.given([
    { type: 'LeaveApplied', data: pending },
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
      { type: 'LeaveApplied', data: pending },
      { type: 'LeaveNotificationSent', data: sent },
    ];
    expect(events.reduce(evolveLeave, initialLeaveState)).toEqual({
      applied: true,
      hrNotified: true,
      status: 'pending',
      leave: { userId: leave.userId, leaveType: 'Sick', from: leave.from, to: leave.to },
    });
  });
});

// The workflow (DESIGN.md 6.13): applied -> approved | rejected -> cancelled.
const lead = '5c5c5c5c-5c5c-4c5c-8c5c-5c5c5c5c5c5c';
const hr = '6d6d6d6d-6d6d-4d6d-8d6d-6d6d6d6d6d6d';
const other = '7e7e7e7e-7e7e-4e7e-8e7e-7e7e7e7e7e7e';
const decision = (
  actor: { id: string; role: Role },
  overrides: Partial<LeaveDecisionContext> = {},
): LeaveDecisionContext & { leaveId: string } => ({
  leaveId: leave.leaveId,
  actor,
  lead1Id: lead,
  hrUserId: hr,
  approver: 'lead1',
  today: '2026-03-05',
  ...overrides,
});
const asLead = { id: lead, role: 'User' as const };
const asHr = { id: hr, role: 'User' as const };
const asApplicant = { id: leave.userId, role: 'User' as const };
const facts = {
  leaveId: leave.leaveId,
  userId: leave.userId,
  leaveType: leave.leaveType,
  from: leave.from,
  to: leave.to,
};
const approve = (actor: { id: string; role: Role }, note = '', overrides = {}): LeaveCommand => ({
  type: 'ApproveLeave',
  data: { ...decision(actor, overrides), note },
});
const reject = (actor: { id: string; role: Role }, note: string): LeaveCommand => ({
  type: 'RejectLeave',
  data: { ...decision(actor), note },
});
const cancel = (actor: { id: string; role: Role }, reason: string, today = '2026-03-05') => ({
  type: 'CancelLeave' as const,
  data: { ...decision(actor, { today }), reason },
});

describe('a pending leave', () => {
  const given = spec.given([{ type: 'LeaveApplied', data: pending }]);

  it('is approved by Lead 1, with or without a note', () => {
    given
      .when(approve(asLead, '  Enjoy  '))
      .then([{ type: 'LeaveApproved', data: { ...facts, note: 'Enjoy' } }]);
  });

  it('is approved by HR whatever Settings say, and by an Admin or a Manager', () => {
    given.when(approve(asHr)).then([{ type: 'LeaveApproved', data: { ...facts, note: '' } }]);
    for (const role of ['Admin', 'Manager'] as const) {
      given
        .when(approve({ id: other, role }))
        .then([{ type: 'LeaveApproved', data: { ...facts, note: '' } }]);
    }
  });

  it('is not decided by Lead 1 when Settings name HR, nor by anyone else', () => {
    given
      .when(approve(asLead, '', { approver: 'hr' }))
      .thenThrows('forbidden', NOT_APPROVER_MESSAGE);
    given.when(approve({ id: other, role: 'User' })).thenThrows('forbidden', NOT_APPROVER_MESSAGE);
    given
      .when(approve({ id: other, role: 'Viewer' }))
      .thenThrows('forbidden', NOT_APPROVER_MESSAGE);
  });

  it('goes to HR when the applicant has no Lead 1', () => {
    given
      .when(approve(asHr, '', { lead1Id: null }))
      .then([{ type: 'LeaveApproved', data: { ...facts, note: '' } }]);
    expect(leaveApproverOf({ lead1Id: null, hrUserId: hr, approver: 'lead1' })).toBe(hr);
    expect(leaveApproverOf({ lead1Id: lead, hrUserId: hr, approver: 'hr' })).toBe(hr);
    expect(leaveApproverOf({ lead1Id: lead, hrUserId: hr, approver: 'lead1' })).toBe(lead);
  });

  it('is never decided by its applicant, even an Admin', () => {
    given
      .when(approve({ id: leave.userId, role: 'Admin' }))
      .thenThrows('forbidden', OWN_LEAVE_MESSAGE);
  });

  it('is rejected with a note, never without one', () => {
    given
      .when(reject(asLead, 'Release week'))
      .then([{ type: 'LeaveRejected', data: { ...facts, note: 'Release week' } }]);
    given.when(reject(asLead, '  ')).thenThrows('note_required', REJECT_NOTE_REQUIRED_MESSAGE);
  });

  it('is withdrawn by its applicant before it starts, without a reason', () => {
    given
      .when(cancel(asApplicant, ''))
      .then([{ type: 'LeaveCancelled', data: { ...facts, reason: '', wasApproved: false } }]);
    given
      .when(cancel(asApplicant, '', leave.from))
      .thenThrows('leave_started', STARTED_LEAVE_MESSAGE);
    given.when(cancel(asLead, 'No')).thenThrows('forbidden');
  });
});

describe('an approved leave', () => {
  const given = spec.given([
    { type: 'LeaveApplied', data: pending },
    { type: 'LeaveApproved', data: { ...facts, note: '' } },
  ]);

  it('is not decided again', () => {
    given.when(approve(asHr)).thenThrows('leave_status', 'This leave is approved already.');
    given.when(reject(asHr, 'Late')).thenThrows('leave_status', 'This leave is approved already.');
  });

  it('is cancelled by HR at any time, with a reason, giving its days back', () => {
    given.when(cancel(asHr, 'Came in after all', '2026-03-11')).then([
      {
        type: 'LeaveCancelled',
        data: { ...facts, reason: 'Came in after all', wasApproved: true },
      },
    ]);
    given
      .when(cancel(asHr, ' ', '2026-03-11'))
      .thenThrows('reason_required', CANCEL_REASON_REQUIRED_MESSAGE);
  });
});

describe('a rejected or cancelled leave', () => {
  it('is closed: no approval and no cancel', () => {
    const rejected = spec.given([
      { type: 'LeaveApplied', data: pending },
      { type: 'LeaveRejected', data: { ...facts, note: 'No' } },
    ]);
    rejected.when(approve(asHr)).thenThrows('leave_status', 'This leave was rejected.');
    rejected.when(cancel(asApplicant, '')).thenThrows('leave_status', 'This leave was rejected.');
    spec
      .given([
        { type: 'LeaveApplied', data: pending },
        { type: 'LeaveCancelled', data: { ...facts, reason: '', wasApproved: false } },
      ])
      .when(approve(asLead))
      .thenThrows('leave_status', 'This leave was cancelled.');
  });
});

describe('a leave recorded before the approval workflow', () => {
  it('reads back as approved', () => {
    const { status: _status, ...legacy } = pending;
    const parsed = leaveDecider.parse({ type: 'LeaveApplied', data: legacy });
    expect(parsed.data).toEqual({ ...leave, status: 'approved' });
  });

  it('is applied approved only when the system writes history', () => {
    spec
      .given([])
      .when(apply({ preApproved: true }))
      .then([{ type: 'LeaveApplied', data: { ...leave, status: 'approved' } }]);
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
