import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { Role } from '../access/index.js';
import type { TimesheetCommand } from './commands.js';
import { decideTimesheet } from './decide.js';
import type { TimesheetApproved, TimesheetEvent, TimesheetSubmitted } from './events.js';
import { evolveTimesheet, initialTimesheetState, type TimesheetState } from './evolve.js';
import { periodOf } from './periods.js';
import {
  NOT_TIMESHEET_APPROVER_MESSAGE,
  OWN_TIMESHEET_MESSAGE,
  REJECT_TIMESHEET_NOTE_MESSAGE,
  REOPEN_ADMIN_MESSAGE,
  SUBMIT_OWN_MESSAGE,
  autoLockDue,
  timesheetLockOf,
} from './rules.js';

const spec = deciderSpec<TimesheetState, TimesheetCommand, TimesheetEvent>({
  initialState: initialTimesheetState,
  evolve: evolveTimesheet,
  decide: decideTimesheet,
});

const ann = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const lead = '1c8e7d2f-4a1b-4c8f-8b62-4d2e3f1d0b22';
const hr = '2d9f8e3a-5b2c-4d9a-9c73-5e3f4a2e1c33';
const admin = '3eaf9f4b-6c3d-4eab-8d84-6f4a5b3f2d44';
const other = '4fba0a5c-7d4e-4fbc-9e95-7a5b6c4a3e55';

/** Week 2026-W48: Monday Nov 23 to Sunday Nov 29. */
const week = periodOf('2026-11-25', 'week');
const facts = { userId: ann, period: '2026-W48', from: '2026-11-23', to: '2026-11-29' };
const hoursOf = (monToFri: number[]) =>
  [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ].map((date, index) => ({ date, hours: monToFri[index] ?? 0 }));
const logged = hoursOf([8, 8, 8, 8, 6.5]);
const total = 38.5;

const actor = (id: string, role: Role = 'User') => ({ id, role });
const approverContext = { lead1Id: lead, hrUserId: hr, approver: 'lead1' as const };

const submit = (days = logged, today = '2026-11-30'): TimesheetCommand => ({
  type: 'SubmitTimesheet',
  data: { userId: ann, period: week, actor: actor(ann), today, days },
});
const approve = (by = actor(lead), days = logged, today = '2026-12-02'): TimesheetCommand => ({
  type: 'ApproveTimesheet',
  data: { userId: ann, period: week, actor: by, today, days, note: '', ...approverContext },
});
const reject = (note: string, by = actor(lead)): TimesheetCommand => ({
  type: 'RejectTimesheet',
  data: { userId: ann, period: week, actor: by, today: '2026-12-01', note, ...approverContext },
});
const reopen = (reason: string, by = actor(admin, 'Admin')): TimesheetCommand => ({
  type: 'ReopenTimesheet',
  data: { userId: ann, period: week, actor: by, today: '2026-12-03', reason },
});
const grace = (until: string, today = '2026-12-04', by = actor(lead)): TimesheetCommand => ({
  type: 'GrantTimesheetGrace',
  data: { userId: ann, period: week, actor: by, today, until, ...approverContext },
});
const lock = (today: string, autoLockDays = 3, holidays: string[] = []): TimesheetCommand => ({
  type: 'LockTimesheet',
  data: { userId: ann, period: week, today, autoLockDays, holidays: new Set(holidays) },
});

const submitted: TimesheetSubmitted = {
  type: 'TimesheetSubmitted',
  data: { ...facts, revision: 1, days: logged, total, on: '2026-11-30' },
};
const approved: TimesheetApproved = {
  type: 'TimesheetApproved',
  data: { ...facts, revision: 1, days: logged, total, by: lead, on: '2026-12-02', note: '' },
};
const rejected: TimesheetEvent = {
  type: 'TimesheetRejected',
  data: { ...facts, revision: 1, by: lead, on: '2026-12-01', note: 'Friday is short' },
};
const reopened: TimesheetEvent = {
  type: 'TimesheetReopened',
  data: { ...facts, by: admin, on: '2026-12-03', reason: 'Friday went to the wrong project' },
};
const locked: TimesheetEvent = {
  type: 'TimesheetLocked',
  data: { ...facts, on: '2026-12-03', afterWorkingDays: 3 },
};

describe('an open period', () => {
  const given = spec.given([]);

  it('is submitted by its person with every day of the period and the total', () => {
    given.when(submit()).then([submitted]);
  });

  it('is submitted by nobody else, not even an Admin', () => {
    given
      .when({
        type: 'SubmitTimesheet',
        data: {
          userId: ann,
          period: week,
          actor: actor(admin, 'Admin'),
          today: '2026-11-30',
          days: logged,
        },
      })
      .thenThrows('forbidden', SUBMIT_OWN_MESSAGE);
  });

  it('is not submitted before it starts', () => {
    given.when(submit(logged, '2026-11-22')).thenThrows('period_not_started');
  });

  it('is not approved, rejected or withdrawn before it is submitted', () => {
    given.when(approve()).thenThrows('timesheet_status', 'This timesheet is open.');
    given.when(reject('No')).thenThrows('timesheet_status');
    given
      .when({
        type: 'WithdrawTimesheet',
        data: { userId: ann, period: week, actor: actor(ann), today: '2026-12-01' },
      })
      .thenThrows('timesheet_status');
  });

  it('locks nothing', () => {
    expect(timesheetLockOf(initialTimesheetState, week, 'Ann Lee')).toBeNull();
  });
});

describe('a submitted period', () => {
  const given = spec.given([submitted]);

  it("is approved by the person's Lead 1, keeping the approved days and total exactly", () => {
    given.when(approve()).then([approved]);
  });

  it('is approved by HR, or by an Admin, as leaves are', () => {
    given.when(approve(actor(hr))).then([{ ...approved, data: { ...approved.data, by: hr } }]);
    given
      .when(approve(actor(admin, 'Admin')))
      .then([{ ...approved, data: { ...approved.data, by: admin } }]);
  });

  it('is decided neither by its own person nor by someone else', () => {
    given.when(approve(actor(ann))).thenThrows('forbidden', OWN_TIMESHEET_MESSAGE);
    given.when(approve(actor(other))).thenThrows('forbidden', NOT_TIMESHEET_APPROVER_MESSAGE);
    given.when(reject('No', actor(other))).thenThrows('forbidden', NOT_TIMESHEET_APPROVER_MESSAGE);
  });

  it('is rejected only with a note', () => {
    given.when(reject('Friday is short')).then([rejected]);
    given.when(reject('  ')).thenThrows('note_required', REJECT_TIMESHEET_NOTE_MESSAGE);
  });

  it('is withdrawn by its person, and submitted again as a new revision', () => {
    spec
      .given([submitted])
      .when({
        type: 'WithdrawTimesheet',
        data: { userId: ann, period: week, actor: actor(ann), today: '2026-12-01' },
      })
      .then([{ type: 'TimesheetWithdrawn', data: { ...facts, revision: 1 } }]);
    spec
      .given([submitted, { type: 'TimesheetWithdrawn', data: { ...facts, revision: 1 } }])
      .when(submit(hoursOf([8, 8, 8, 8, 8]), '2026-12-01'))
      .then([
        {
          type: 'TimesheetSubmitted',
          data: {
            ...facts,
            revision: 2,
            days: hoursOf([8, 8, 8, 8, 8]),
            total: 40,
            on: '2026-12-01',
          },
        },
      ]);
  });

  it('is not submitted twice', () => {
    given.when(submit()).thenThrows('timesheet_status', 'This timesheet waits for approval.');
  });

  it('locks its days, saying since when and until what', () => {
    const state = [submitted].reduce(evolveTimesheet, initialTimesheetState);
    expect(timesheetLockOf(state, week, 'Ann Lee')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      message:
        'Week 2026-W48 of Ann Lee was submitted on Nov 30, 2026 and waits for approval: it is locked until it is approved, rejected or withdrawn.',
    });
  });
});

describe('a rejected period', () => {
  const given = spec.given([submitted, rejected]);

  it('is open for changes again and keeps the note for its person', () => {
    const state = [submitted, rejected].reduce(evolveTimesheet, initialTimesheetState);
    expect(state.status).toBe('rejected');
    expect(state.rejection).toEqual({ note: 'Friday is short', by: lead, on: '2026-12-01' });
    expect(timesheetLockOf(state, week, 'Ann Lee')).toBeNull();
  });

  it('is fixed and submitted again as revision 2, then approved', () => {
    const fixed = hoursOf([8, 8, 8, 8, 8]);
    const resubmitted: TimesheetEvent = {
      type: 'TimesheetSubmitted',
      data: { ...facts, revision: 2, days: fixed, total: 40, on: '2026-12-01' },
    };
    given.when(submit(fixed, '2026-12-01')).then([resubmitted]);
    spec
      .given([submitted, rejected, resubmitted])
      .when(approve(actor(lead), fixed))
      .then([
        {
          type: 'TimesheetApproved',
          data: {
            ...facts,
            revision: 2,
            days: fixed,
            total: 40,
            by: lead,
            on: '2026-12-02',
            note: '',
          },
        },
      ]);
  });
});

describe('an approved period', () => {
  const given = spec.given([submitted, approved]);
  const state = [submitted, approved].reduce(evolveTimesheet, initialTimesheetState);

  it('is locked, naming the approval', () => {
    expect(timesheetLockOf(state, week, 'Ann Lee')?.message).toBe(
      'Week 2026-W48 of Ann Lee was approved on Dec 2, 2026 and is locked; only an Admin can reopen it.',
    );
  });

  it('is not approved again while its hours are as approved', () => {
    given.when(approve()).thenThrows('timesheet_status', 'This timesheet is approved already.');
  });

  it('is reopened by an Admin with a reason, and by nobody else', () => {
    given.when(reopen('Friday went to the wrong project')).then([reopened]);
    given.when(reopen('  ')).thenThrows('reason_required');
    given
      .when(reopen('Because', actor(lead, 'Manager')))
      .thenThrows('forbidden', REOPEN_ADMIN_MESSAGE);
    given.when(reopen('Because', actor(hr))).thenThrows('forbidden', REOPEN_ADMIN_MESSAGE);
  });

  it('keeps the approved revision through a reopen, a correction and a new approval', () => {
    const corrected = hoursOf([8, 8, 8, 8, 8]);
    const resubmitted: TimesheetEvent = {
      type: 'TimesheetSubmitted',
      data: { ...facts, revision: 2, days: corrected, total: 40, on: '2026-12-03' },
    };
    const after = [submitted, approved, reopened, resubmitted].reduce(
      evolveTimesheet,
      initialTimesheetState,
    );
    // "approved 38.5 h on Dec 2; now 40 h, awaiting approval"
    expect(after.status).toBe('submitted');
    expect(after.approved).toEqual({
      revision: 1,
      days: logged,
      total,
      by: lead,
      on: '2026-12-02',
    });
    expect(after.submitted?.total).toBe(40);
    spec
      .given([submitted, approved, reopened])
      .when(submit(corrected, '2026-12-03'))
      .then([resubmitted]);
  });

  it('takes hours the provider sync changed after approval as a new revision to approve', () => {
    const synced = hoursOf([8, 8, 8, 8, 6.5, 2]);
    given.when(approve(actor(lead), synced, '2026-12-05')).then([
      {
        type: 'TimesheetApproved',
        data: {
          ...facts,
          revision: 2,
          days: synced,
          total: 40.5,
          by: lead,
          on: '2026-12-05',
          note: '',
        },
      },
    ]);
  });

  it('keeps its approved hours when a day of it is marked a holiday later', () => {
    // A holiday changes the expected hours, never the hours logged or approved: the
    // revision stays approved as it was and needs no new approval.
    given.when(approve(actor(lead), logged, '2026-12-09')).thenThrows('timesheet_status');
    expect(state.approved?.days).toEqual(logged);
  });

  it('is not rejected, submitted or given grace', () => {
    given.when(reject('No')).thenThrows('timesheet_status');
    given.when(submit()).thenThrows('timesheet_status');
    given.when(grace('2026-12-10')).thenThrows('timesheet_status');
  });

  it('is never locked by the daily run', () => {
    given.when(lock('2026-12-10')).then([]);
  });
});

describe('the automatic lock', () => {
  it('locks a period still open 3 working days after its end, on the 4th', () => {
    // Ended Sunday Nov 29: Mon 30, Tue 1, Wed 2 are the working days it waits.
    spec.given([]).when(lock('2026-12-02')).then([]);
    spec
      .given([])
      .when(lock('2026-12-03'))
      .then([{ ...locked }]);
  });

  it('counts no holiday as a working day: a holiday marked after the end pushes the lock a day', () => {
    spec
      .given([])
      .when(lock('2026-12-03', 3, ['2026-12-01']))
      .then([]);
    spec
      .given([])
      .when(lock('2026-12-04', 3, ['2026-12-01']))
      .then([
        { type: 'TimesheetLocked', data: { ...facts, on: '2026-12-04', afterWorkingDays: 3 } },
      ]);
  });

  it('is off with 0 days, and leaves submitted, approved and reopened periods alone', () => {
    spec.given([]).when(lock('2027-01-10', 0)).then([]);
    spec.given([submitted]).when(lock('2026-12-10')).then([]);
    spec.given([submitted, approved, reopened]).when(lock('2026-12-10')).then([]);
  });

  it('locks a rejected period nobody fixed', () => {
    spec
      .given([submitted, rejected])
      .when(lock('2026-12-03'))
      .then([{ ...locked }]);
  });

  it('runs once: a locked period is not locked again', () => {
    spec.given([locked]).when(lock('2026-12-04')).then([]);
  });

  it('refuses changes with a message naming the lock, until a grace or a reopen', () => {
    const state = [locked].reduce(evolveTimesheet, initialTimesheetState);
    expect(timesheetLockOf(state, week, 'Ann Lee')?.message).toBe(
      'Week 2026-W48 of Ann Lee was locked on Dec 3, 2026 because it was not submitted in time; ask the approver for a grace period.',
    );
    spec
      .given([locked])
      .when(reopen('Late but fine'))
      .then([{ ...reopened, data: { ...reopened.data, reason: 'Late but fine' } }]);
  });

  it('still lets its person submit a locked period', () => {
    spec
      .given([locked])
      .when(submit(logged, '2026-12-04'))
      .then([{ ...submitted, data: { ...submitted.data, on: '2026-12-04' } }]);
  });
});

describe('a grace period', () => {
  const granted: TimesheetEvent = {
    type: 'TimesheetGraceGranted',
    data: { ...facts, by: lead, until: '2026-12-09' },
  };

  it('is granted to one person by their approver, and opens a locked period again', () => {
    spec.given([locked]).when(grace('2026-12-09')).then([granted]);
    const state = [locked, granted].reduce(evolveTimesheet, initialTimesheetState);
    expect(state.status).toBe('open');
    expect(timesheetLockOf(state, week, 'Ann Lee')).toBeNull();
  });

  it('holds off the daily run until its last day, then the period locks', () => {
    spec.given([locked, granted]).when(lock('2026-12-09')).then([]);
    spec
      .given([locked, granted])
      .when(lock('2026-12-10'))
      .then([
        { type: 'TimesheetLocked', data: { ...facts, on: '2026-12-10', afterWorkingDays: 3 } },
      ]);
  });

  it('ends no earlier than today and at most 31 days ahead, and comes from the approver', () => {
    spec.given([locked]).when(grace('2026-12-03')).thenThrows('grace_until');
    spec.given([locked]).when(grace('2027-01-05')).thenThrows('grace_until');
    spec
      .given([locked])
      .when(grace('2026-12-09', '2026-12-04', actor(ann)))
      .thenThrows('forbidden');
    spec
      .given([locked])
      .when(grace('2026-12-09', '2026-12-04', actor(other)))
      .thenThrows('forbidden');
  });

  it('is not granted twice alike', () => {
    spec.given([granted]).when(grace('2026-12-09')).then([]);
  });
});

describe('autoLockDue', () => {
  const base = {
    status: 'open' as const,
    graceUntil: null,
    to: '2026-11-29',
    autoLockDays: 1,
    holidays: new Set<string>(),
  };
  it('waits the working days after the end, skipping weekends', () => {
    expect(autoLockDue({ ...base, today: '2026-11-30' })).toBe(false);
    expect(autoLockDue({ ...base, today: '2026-12-01' })).toBe(true);
    expect(autoLockDue({ ...base, to: '2026-11-27', today: '2026-11-30' })).toBe(false);
  });
});

describe('the rejection email', () => {
  it('is recorded once', () => {
    const emailed: TimesheetEvent = {
      type: 'TimesheetRejectionEmailed',
      data: {
        userId: ann,
        period: '2026-W48',
        rejectionEventId: 'e1',
        to: 'ann@x.test',
        at: '2026-12-01T09:00:00.000Z',
      },
    };
    spec
      .given([submitted, rejected])
      .when({ type: 'RecordTimesheetRejectionEmail', data: emailed.data })
      .then([emailed]);
    spec
      .given([submitted, rejected, emailed])
      .when({ type: 'RecordTimesheetRejectionEmail', data: emailed.data })
      .then([]);
  });
});
