import { describe, expect, it } from 'vitest';
import { autoLockKey, type AutoLockState } from './auto-lock.js';
import { decideTimesheet } from './decide.js';
import type { TimesheetReminderEmailed } from './events.js';
import { evolveTimesheet, initialTimesheetState } from './evolve.js';
import {
  approvalDigests,
  lastDayBeforeLock,
  nextWorkingDay,
  submitRemindersDue,
  timesheetApproverDecider,
  timesheetRemindersPattern,
  type ReminderPerson,
  type WaitingForApproval,
} from './reminders.js';

// Week 2026-W48 runs from Monday Nov 23 to Sunday Nov 29; Monday Nov 30 is the first working
// day after it. November 2026 ends on a Monday; Tuesday Dec 1 is the first day after it.
const ann: ReminderPerson = { id: 'ann', joinedOn: '2025-01-06', leftOn: null, active: true };
const bo: ReminderPerson = { id: 'bo', joinedOn: '2026-11-30', leftOn: null, active: true };
const cy: ReminderPerson = {
  id: 'cy',
  joinedOn: '2025-01-06',
  leftOn: '2026-11-23',
  active: false,
};
const di: ReminderPerson = {
  id: 'di',
  joinedOn: '2025-01-06',
  leftOn: '2026-11-26',
  active: false,
};
const ed: ReminderPerson = { id: 'ed', joinedOn: '2026-11-25', leftOn: null, active: true };

const state = (status: AutoLockState['status'], graceUntil: string | null = null) => ({
  status,
  graceUntil,
});

/** `person period reminder submitBy` lines of what the run sends. */
const due = (overrides: Partial<Parameters<typeof submitRemindersDue>[0]> = {}) =>
  submitRemindersDue({
    today: '2026-11-30',
    kind: 'week',
    autoLockDays: 0,
    holidays: new Set(),
    people: [ann, bo, cy, di, ed],
    states: new Map(),
    ...overrides,
  }).map(
    ({ userId, period, reminder, submitBy }) =>
      `${userId} ${period.key} ${reminder} ${submitBy ?? '-'}`,
  );

describe('the reminders to submit a timesheet', () => {
  it('go on the first working day after the period, to the people with us during it', () => {
    // Given week W48 just ended and nothing is submitted; when Monday's run looks,
    // then Ann (with us all along) and Ed (joined mid-week) are reminded; Bo joined after it,
    // Cy left before it, Di left during it and cannot sign in any more.
    expect(due()).toEqual(['ann 2026-W48 ended -', 'ed 2026-W48 ended -']);
  });

  it('wait for the next working day when the first one is a holiday, and skip weekends', () => {
    const holidays = new Set(['2026-11-30']);
    expect(due({ holidays })).toEqual([]);
    expect(due({ holidays, today: '2026-12-01' })).toEqual([
      'ann 2026-W48 ended -',
      'ed 2026-W48 ended -',
    ]);
    // Without the holiday, Tuesday repeats nothing.
    expect(due({ today: '2026-12-01' })).toEqual([]);
    expect(due({ today: '2026-12-05' })).toEqual([]);
    expect(nextWorkingDay('2026-11-27', new Set(['2026-11-30']))).toBe('2026-12-01');
  });

  it('leave out submitted, approved and locked periods; a rejected or reopened one is open', () => {
    const states = (status: AutoLockState['status']) =>
      new Map([[autoLockKey('ann', '2026-W48'), state(status)]]);
    for (const status of ['submitted', 'approved', 'locked'] as const) {
      expect(due({ people: [ann], states: states(status) })).toEqual([]);
    }
    for (const status of ['rejected', 'reopened', 'open'] as const) {
      expect(due({ people: [ann], states: states(status) })).toEqual(['ann 2026-W48 ended -']);
    }
  });

  it('say the last day before the automatic lock, and call once more on that day', () => {
    // Given the lock after 3 working days: Mon, Tue and Wed pass, Thursday's run locks W48.
    const people = [ann];
    expect(due({ people, autoLockDays: 3 })).toEqual(['ann 2026-W48 ended 2026-12-02']);
    expect(due({ people, autoLockDays: 3, today: '2026-12-01' })).toEqual([]);
    expect(due({ people, autoLockDays: 3, today: '2026-12-02' })).toEqual([
      'ann 2026-W48 lastCall 2026-12-02',
    ]);
    expect(due({ people, autoLockDays: 3, today: '2026-12-03' })).toEqual([]);
    // A lock after 1 working day: the first reminder is the last call, one email.
    expect(due({ people, autoLockDays: 1 })).toEqual(['ann 2026-W48 ended 2026-11-30']);
    // A lock on Saturday (5 working days): Friday is the last call.
    expect(due({ people, autoLockDays: 5, today: '2026-12-04' })).toEqual([
      'ann 2026-W48 lastCall 2026-12-04',
    ]);
    // A holiday in between moves the lock and the last call a day later.
    expect(
      due({ people, autoLockDays: 3, today: '2026-12-03', holidays: new Set(['2026-12-01']) }),
    ).toEqual(['ann 2026-W48 lastCall 2026-12-03']);
  });

  it('follow a grace period: the last call comes on its last working day', () => {
    // W47 (Nov 16-22) locked on Nov 26; its approver gave Ann until Friday Dec 4.
    const states = new Map([[autoLockKey('ann', '2026-W47'), state('open', '2026-12-04')]]);
    const people = [ann];
    const w47 = (today: string) =>
      due({ people, autoLockDays: 3, today, states }).filter((line) => line.includes('W47'));
    expect(w47('2026-12-02')).toEqual([]);
    expect(w47('2026-12-04')).toEqual(['ann 2026-W47 lastCall 2026-12-04']);
    expect(
      lastDayBeforeLock({
        state: state('open', '2026-12-06'),
        to: '2026-11-22',
        today: '2026-12-04',
        autoLockDays: 3,
        holidays: new Set(),
      }),
    ).toBe('2026-12-06');
    // A grace ending on Sunday: Friday is the last working day before the lock.
    const sunday = new Map([[autoLockKey('ann', '2026-W47'), state('open', '2026-12-06')]]);
    expect(
      due({ people, autoLockDays: 3, today: '2026-12-04', states: sunday }).filter((line) =>
        line.includes('W47'),
      ),
    ).toEqual(['ann 2026-W47 lastCall 2026-12-06']);
  });

  it('remind of a month on the first working day after it', () => {
    const people = [ann];
    expect(due({ people, kind: 'month', today: '2026-12-01' })).toEqual(['ann 2026-11 ended -']);
    expect(due({ people, kind: 'month', today: '2026-11-30' })).toEqual([]);
  });
});

describe('what waits for each approver', () => {
  const waiting = (userId: string, period: string, lead1Id: string | null): WaitingForApproval => ({
    userId,
    period,
    hours: 38.5,
    submittedOn: '2026-11-30',
    lead1Id,
  });
  const digests = (overrides: Partial<Parameters<typeof approvalDigests>[0]> = {}) =>
    Object.fromEntries(
      [
        ...approvalDigests({
          today: '2026-12-01',
          holidays: new Set(),
          hrUserId: 'hana',
          approver: 'lead1',
          activeIds: new Set(['liam', 'hana']),
          waiting: [
            waiting('uma', '2026-W47', 'liam'),
            waiting('vic', '2026-W48', 'liam'),
            waiting('uma', '2026-W48', 'liam'),
            waiting('wes', '2026-W48', null),
            // HR's own period, HR leading nobody above her: nobody approves their own.
            waiting('hana', '2026-W48', null),
          ],
          ...overrides,
        }),
      ].map(([approverId, periods]) => [
        approverId,
        periods.map((period) => `${period.userId} ${period.period}`),
      ]),
    );

  it('is each period under its approver by the approval rule, never their own', () => {
    expect(digests()).toEqual({
      liam: ['uma 2026-W47', 'vic 2026-W48', 'uma 2026-W48'],
      hana: ['wes 2026-W48'],
    });
  });

  it('all goes to HR when Settings say HR approves', () => {
    expect(digests({ approver: 'hr' })).toEqual({
      hana: ['uma 2026-W47', 'vic 2026-W48', 'uma 2026-W48', 'wes 2026-W48'],
    });
  });

  it('skips an approver who left, and weekends and holidays', () => {
    expect(digests({ activeIds: new Set(['hana']) })).toEqual({ hana: ['wes 2026-W48'] });
    expect(digests({ today: '2026-12-05' })).toEqual({});
    expect(digests({ holidays: new Set(['2026-12-01']) })).toEqual({});
    expect(digests({ waiting: [] })).toEqual({});
  });
});

describe('recording the reminders', () => {
  const sent: TimesheetReminderEmailed['data'] = {
    userId: 'ann',
    period: '2026-W48',
    from: '2026-11-23',
    to: '2026-11-29',
    reminder: 'ended',
    on: '2026-11-30',
    hours: 38.5,
    email: 'ann@example.com',
    at: '2026-11-30T08:00:03.000Z',
  };

  it('records a reminder of a day once, and another day again', () => {
    const command = { type: 'RecordTimesheetReminderEmail' as const, data: sent };
    const events = decideTimesheet(command, initialTimesheetState);
    expect(events).toEqual([{ type: 'TimesheetReminderEmailed', data: sent }]);
    const after = evolveTimesheet(initialTimesheetState, events[0]!);
    expect(after.status).toBe('open');
    expect(after.reminded).toEqual([{ reminder: 'ended', on: '2026-11-30' }]);
    expect(decideTimesheet(command, after)).toEqual([]);
    expect(
      decideTimesheet(
        { ...command, data: { ...sent, reminder: 'lastCall', on: '2026-12-02' } },
        after,
      ),
    ).toHaveLength(1);
  });

  it("records one approver's digest a day", () => {
    const data = {
      approverId: 'liam',
      on: '2026-12-01',
      periods: [{ userId: 'uma', period: '2026-W48', hours: 38.5, submittedOn: '2026-11-30' }],
      to: 'liam@example.com',
      at: '2026-12-01T08:00:03.000Z',
    };
    const { decide, evolve, initialState } = timesheetApproverDecider;
    const command = { type: 'RecordTimesheetApprovalsReminder' as const, data };
    const [event] = decide(command, initialState);
    expect(event).toEqual({ type: 'TimesheetApprovalsReminded', data });
    const after = evolve(initialState, event!);
    expect(decide(command, after)).toEqual([]);
    expect(decide({ ...command, data: { ...data, on: '2026-12-02' } }, after)).toHaveLength(1);
  });

  it('runs on weekdays at the time Settings say', () => {
    expect(timesheetRemindersPattern('09:05')).toBe('5 9 * * 1-5');
  });
});
