import { describe, expect, it } from 'vitest';
import { localDate } from '../calendar/index.js';
import { PROVIDER_USER_MESSAGE } from '../access/index.js';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { CorrectHours, DeleteHours, LogHours, WorklogCommand } from './commands.js';
import { worklogInputSchema } from './contracts.js';
import { SYNCED_CHANGE_REASON, correctionOf, decideWorklog } from './decide.js';
import type { WorklogEvent } from './events.js';
import { evolveWorklog, initialWorklogState, type WorklogState } from './evolve.js';
import {
  HOURS_RANGE_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  WORKLOG_DATE_WINDOW_MESSAGE,
  worklogDateWindow,
} from './rules.js';

const spec = deciderSpec<WorklogState, WorklogCommand, WorklogEvent>({
  initialState: initialWorklogState,
  evolve: evolveWorklog,
  decide: decideWorklog,
});

const worklogId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const userId = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const workspaceId = '5c2d1e0f-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
const today = '2026-03-10';
const at = '2026-03-10T16:45:00.000Z';

const log = (overrides: Partial<LogHours['data']> = {}): WorklogCommand => ({
  type: 'LogHours',
  data: {
    worklogId,
    userId,
    workspaceId,
    milestoneId: null,
    title: 'Holidays screen',
    details: 'Form and list',
    hours: 3.5,
    date: today,
    ticket: null,
    today,
    at,
    isProviderUser: false,
    synced: false,
    isWorkspaceMember: true,
    ...overrides,
  },
});

/** Earlier entries of the same person and day, in their day stream. */
const loggedBefore = (...hours: number[]): WorklogEvent[] =>
  hours.map((h, n) => ({
    type: 'HoursLogged',
    data: {
      ...entry,
      worklogId: `00000000-0000-4000-8000-00000000000${n}`,
      hours: h,
      date: today,
      loggedAt: at,
    },
  }));

const entry = {
  worklogId,
  userId,
  workspaceId,
  milestoneId: null,
  title: 'Holidays screen',
  details: 'Form and list',
  hours: 3.5,
  ticket: null,
};

describe('a new entry', () => {
  const given = spec.given([]);

  it("logs today's hours with the submit time as the day's latest log", () => {
    given
      .when(log())
      .then([{ type: 'HoursLogged', data: { ...entry, date: today, loggedAt: at } }]);
  });

  it('logs hours for up to 7 days back, without moving that day’s end of work', () => {
    given
      .when(log({ date: '2026-03-03' }))
      .then([{ type: 'HoursLogged', data: { ...entry, date: '2026-03-03', loggedAt: null } }]);
  });

  it.each([
    ['8 days back', '2026-03-02'],
    ['tomorrow', '2026-03-11'],
  ])('refuses a date %s with 422', (_name, date) => {
    given.when(log({ date })).thenThrows('worklog_date_window', WORKLOG_DATE_WINDOW_MESSAGE);
  });

  it.each([0, -1, 12.01, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d hours', (hours) => {
    given.when(log({ hours })).thenThrows('hours_range', HOURS_RANGE_MESSAGE);
  });

  it('takes exactly 12 hours', () => {
    given
      .when(log({ hours: 12 }))
      .then([{ type: 'HoursLogged', data: { ...entry, hours: 12, date: today, loggedAt: at } }]);
  });

  it('fills a day up to exactly 24 hours', () => {
    spec
      .given(loggedBefore(12, 8))
      .when(log({ hours: 4 }))
      .then([{ type: 'HoursLogged', data: { ...entry, hours: 4, date: today, loggedAt: at } }]);
  });

  it('refuses going past 24 hours in a day with 422', () => {
    spec
      .given(loggedBefore(12, 8))
      .when(log({ hours: 4.25 }))
      .thenThrows(
        'day_hours_limit',
        'A day cannot have more than 24 hours logged: 20 hours are logged for 2026-03-10 already.',
      );
  });

  it('adds decimals without binary noise (0.1 + 0.2 leaves 23.7 free)', () => {
    spec
      .given(loggedBefore(0.1, 0.2, 12))
      .when(log({ hours: 23.7 - 12 }))
      .then([
        { type: 'HoursLogged', data: { ...entry, hours: 23.7 - 12, date: today, loggedAt: at } },
      ]);
  });

  it('refuses a provider user with 403 and a clear message', () => {
    given.when(log({ isProviderUser: true })).thenThrows('provider_user', PROVIDER_USER_MESSAGE);
  });

  it("takes a provider user's hours from the provider sync, with the ticket", () => {
    const ticket = { number: 214, url: 'https://northwind.assembla.test/spaces/p/tickets/214' };
    given
      .when(log({ isProviderUser: true, synced: true, ticket }))
      .then([{ type: 'HoursLogged', data: { ...entry, ticket, date: today, loggedAt: at } }]);
  });

  it('refuses a workspace the person is not a member of (422)', () => {
    given
      .when(log({ isWorkspaceMember: false }))
      .thenThrows('not_workspace_member', NOT_A_MEMBER_MESSAGE);
  });
});

describe('an entry already logged', () => {
  it('is not logged again', () => {
    spec
      .given([{ type: 'HoursLogged', data: { ...entry, date: today, loggedAt: at } }])
      .when(log())
      .thenThrows('worklog_exists');
  });
});

describe('the 7-days-back window in the company time zone', () => {
  it('moves with the local date', () => {
    // Monday 00:30 in Karachi is still Sunday evening in UTC.
    const now = '2026-03-08T19:30:00Z';
    expect(localDate(now, 'Asia/Karachi')).toBe('2026-03-09');
    expect(worklogDateWindow(localDate(now, 'Asia/Karachi'))).toEqual({
      min: '2026-03-02',
      max: '2026-03-09',
    });
    expect(worklogDateWindow(localDate(now, 'UTC'))).toEqual({
      min: '2026-03-01',
      max: '2026-03-08',
    });
  });

  it('spans a month end and a DST switch as calendar days', () => {
    expect(worklogDateWindow(localDate('2026-04-02T10:00:00Z', 'Europe/Berlin'))).toEqual({
      min: '2026-03-26',
      max: '2026-04-02',
    });
  });
});

describe('worklogInputSchema', () => {
  const valid = { workspaceId, milestoneId: null, title: 'T', details: 'D', hours: 2 };
  const messages = (input: unknown) =>
    Object.fromEntries(
      (worklogInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it('accepts a valid entry, with or without a milestone', () => {
    expect(worklogInputSchema.safeParse(valid).success).toBe(true);
    expect(worklogInputSchema.safeParse({ ...valid, milestoneId: workspaceId }).success).toBe(true);
  });

  it("gives SPEC.md's messages", () => {
    expect(messages({ title: ' ', details: '', hours: 13 })).toEqual({
      workspaceId: 'Workspace is required.',
      milestoneId: 'Milestone is required.',
      title: 'Task Title is required!',
      details: 'Task Details is required!',
      hours: 'Total Hours Spent must be more than 0 and at most 12',
    });
    expect(messages({ ...valid, hours: 0 })).toEqual({
      hours: 'Total Hours Spent must be more than 0 and at most 12',
    });
    expect(messages({ ...valid, hours: undefined })).toEqual({
      hours: 'Total Hours Spent is required!',
    });
    expect(messages({ ...valid, hours: 1.234 })).toEqual({
      hours: 'Use at most two decimals, e.g. 1.25',
    });
  });
});

describe('RecordSyncedHours (a provider task on the day stream)', () => {
  const task = {
    worklogId,
    userId,
    workspaceId,
    milestoneId: null,
    title: 'Sync retries',
    details: 'Back off on 429',
    hours: 11.5,
    date: '2025-01-02',
    loggedAt: '2025-01-02T17:00:00.000Z',
    ticket: { number: 241, url: 'https://northwind.assembla.test/spaces/p/tickets/241' },
  };
  const synced = (data = task): WorklogCommand => ({ type: 'RecordSyncedHours', data });

  it('logs the task as the provider has it, whatever its age', () => {
    spec
      .given([])
      .when(synced())
      .then([{ type: 'HoursLogged', data: task }]);
  });

  it('adds nothing when the task is there already (the next sync reads it again)', () => {
    spec
      .given([{ type: 'HoursLogged', data: task }])
      .when(synced())
      .then([]);
  });

  it('corrects an entry the provider changed, by its person, with the reason', () => {
    const { ticket: _ticket, loggedAt: _loggedAt, worklogId: _id, userId: _user, ...from } = task;
    spec
      .given([{ type: 'HoursLogged', data: task }])
      .when(synced({ ...task, hours: 2, details: 'Only the 429s' }))
      .then([
        {
          type: 'HoursCorrected',
          data: {
            worklogId,
            userId,
            from,
            to: { ...from, hours: 2, details: 'Only the 429s' },
            loggedAt: task.loggedAt,
            reason: SYNCED_CHANGE_REASON,
            by: userId,
          },
        },
      ]);
  });

  it('brings nothing back of an entry deleted here, and refuses a change past 12 hours', () => {
    const deleted: WorklogEvent = {
      type: 'HoursDeleted',
      data: {
        worklogId,
        userId,
        from: {
          workspaceId,
          milestoneId: null,
          title: task.title,
          details: task.details,
          hours: 11.5,
          date: task.date,
        },
        reason: 'Deleted at the provider',
        by: userId,
      },
    };
    spec
      .given([{ type: 'HoursLogged', data: task }, deleted])
      .when(synced())
      .then([]);
    spec
      .given([{ type: 'HoursLogged', data: task }])
      .when(synced({ ...task, hours: 25 }))
      .thenThrows('hours_range');
  });

  it('deletes an entry the provider deleted, once', () => {
    spec
      .given([{ type: 'HoursLogged', data: task }])
      .when({ type: 'DeleteSyncedHours', data: { worklogId, reason: 'Deleted in Jira' } })
      .then([
        {
          type: 'HoursDeleted',
          data: {
            worklogId,
            userId,
            from: {
              workspaceId,
              milestoneId: null,
              title: task.title,
              details: task.details,
              hours: 11.5,
              date: task.date,
            },
            reason: 'Deleted in Jira',
            by: userId,
          },
        },
      ]);
    spec
      .given([])
      .when({ type: 'DeleteSyncedHours', data: { worklogId, reason: 'Deleted in Jira' } })
      .then([]);
  });

  it("refuses hours one person's entry could not have", () => {
    spec
      .given([])
      .when(synced({ ...task, hours: 0 }))
      .thenThrows('hours_range');
    spec
      .given([])
      .when(synced({ ...task, hours: 12.25 }))
      .thenThrows('hours_range');
  });

  it('keeps the day within 24 hours, synced and hand-made entries together', () => {
    const handMade = { ...task, worklogId: 'hand-1', hours: 12, ticket: null };
    const otherTask = { ...task, worklogId: 'task-2', hours: 12 };
    spec
      .given([{ type: 'HoursLogged', data: handMade }])
      .when(synced({ ...task, hours: 12 }))
      .then([{ type: 'HoursLogged', data: { ...task, hours: 12 } }]);
    spec
      .given([
        { type: 'HoursLogged', data: handMade },
        { type: 'HoursLogged', data: otherTask },
      ])
      .when(synced({ ...task, hours: 0.25 }))
      .thenThrows('day_hours_limit');
  });
});

describe('correcting an entry (DESIGN.md 6.13)', () => {
  const other = 'c3d4e5f6-0000-4000-8000-000000000009';
  const yesterday = '2026-03-09';
  const logged: WorklogEvent = {
    type: 'HoursLogged',
    data: { ...entry, hours: 12, date: yesterday, loggedAt: '2026-03-09T17:00:00.000Z' },
  };
  const fields = {
    workspaceId,
    milestoneId: null,
    title: 'Holidays screen',
    details: 'Form and list',
    hours: 12,
    date: yesterday,
  };
  const context = {
    worklogId,
    reason: 'Typed 12 for 2',
    actor: { id: userId, role: 'User' as const },
    today,
    windowWeeks: 1,
    synced: false,
    providerUrl: null,
  };
  const correct = (
    to: Partial<typeof fields>,
    overrides: Partial<CorrectHours['data']> = {},
  ): WorklogCommand => ({
    type: 'CorrectHours',
    data: { ...context, to: { ...fields, ...to }, isWorkspaceMember: true, ...overrides },
  });
  const remove = (overrides: Partial<DeleteHours['data']> = {}): WorklogCommand => ({
    type: 'DeleteHours',
    data: { ...context, ...overrides },
  });

  it('given an entry of 12 hours, when its owner corrects it to 2, then it says from, to and why', () => {
    spec
      .given([logged])
      .when(correct({ hours: 2 }))
      .then([
        {
          type: 'HoursCorrected',
          data: {
            worklogId,
            userId,
            from: fields,
            to: { ...fields, hours: 2 },
            loggedAt: '2026-03-09T17:00:00.000Z',
            reason: 'Typed 12 for 2',
            by: userId,
          },
        },
      ]);
  });

  it('given a correction, then the day counts the corrected hours only', () => {
    const corrected = evolveWorklog(
      evolveWorklog(initialWorklogState, logged),
      decideWorklog(correct({ hours: 2 }), evolveWorklog(initialWorklogState, logged))[0]!,
    );
    expect(corrected.hours).toBe(2);
  });

  it('given a full day, when an entry grows past 24 hours, then 422', () => {
    // 1 + 12 + 10 = 23: the 1-hour entry may grow to 2, not to 3.
    const third = 'c3d4e5f6-0000-4000-8000-00000000000b';
    spec
      .given([
        { ...logged, data: { ...logged.data, hours: 1 } },
        { type: 'HoursLogged', data: { ...logged.data, worklogId: other, hours: 12 } },
        { type: 'HoursLogged', data: { ...logged.data, worklogId: third, hours: 10 } },
      ])
      .when(correct({ hours: 3 }))
      .thenThrows(
        'day_hours_limit',
        'A day cannot have more than 24 hours logged: 22 hours are logged for 2026-03-09 already.',
      );
    spec
      .given([logged])
      .when(correct({ hours: 12.25 }))
      .thenThrows('hours_range');
    spec
      .given([
        { ...logged, data: { ...logged.data, hours: 11 } },
        { type: 'HoursLogged', data: { ...logged.data, worklogId: other, hours: 12 } },
      ])
      .when(correct({ hours: 12 }))
      .then([
        {
          type: 'HoursCorrected',
          data: {
            worklogId,
            userId,
            from: { ...fields, hours: 11 },
            to: { ...fields, hours: 12 },
            loggedAt: '2026-03-09T17:00:00.000Z',
            reason: 'Typed 12 for 2',
            by: userId,
          },
        },
      ]);
  });

  it('given a correction that changes nothing, then no event', () => {
    spec.given([logged]).when(correct({})).then([]);
  });

  it('given no reason, then 400 and no event', () => {
    spec
      .given([logged])
      .when(correct({ hours: 2 }, { reason: '  ' }))
      .thenThrows('reason_required');
    spec
      .given([logged])
      .when(remove({ reason: '' }))
      .thenThrows('reason_required');
  });

  it('given an entry deleted or moved away, then 404', () => {
    spec
      .given([])
      .when(correct({ hours: 2 }))
      .thenThrows('not_found');
  });

  it('given someone else’s entry, a plain user gets 403; a Manager corrects it', () => {
    spec
      .given([logged])
      .when(correct({ hours: 2 }, { actor: { id: other, role: 'User' } }))
      .thenThrows('forbidden');
    spec
      .given([logged])
      .when(remove({ actor: { id: other, role: 'Manager' }, today: '2026-12-01' }))
      .then([
        {
          type: 'HoursDeleted',
          data: { worklogId, userId, from: fields, reason: 'Typed 12 for 2', by: other },
        },
      ]);
  });

  it('given the window closed (after Sunday of the following week), the owner gets 422', () => {
    // 2026-03-09 is a Monday: the window closes at the end of Sunday 2026-03-22.
    spec
      .given([logged])
      .when(correct({ hours: 2 }, { today: '2026-03-22' }))
      .then([
        {
          type: 'HoursCorrected',
          data: {
            worklogId,
            userId,
            from: fields,
            to: { ...fields, hours: 2 },
            loggedAt: '2026-03-09T17:00:00.000Z',
            reason: 'Typed 12 for 2',
            by: userId,
          },
        },
      ]);
    spec
      .given([logged])
      .when(remove({ today: '2026-03-23' }))
      .thenThrows('correction_window_closed');
  });

  it('given a synced entry, then 422 naming the provider', () => {
    spec
      .given([logged])
      .when(remove({ synced: true, providerUrl: 'https://p.test/tickets/7' }))
      .thenThrows(
        'synced_entry',
        'This entry comes from the provider and is read-only here: correct it at the provider (https://p.test/tickets/7).',
      );
  });

  it('given a new workspace that is not the person’s, then 422', () => {
    spec
      .given([logged])
      .when(correct({ workspaceId: other }, { isWorkspaceMember: false }))
      .thenThrows('not_workspace_member');
  });

  it('given a new date after today, then 422', () => {
    spec
      .given([logged])
      .when({
        type: 'CorrectHours',
        data: { ...context, to: { ...fields, date: '2026-03-11' }, isWorkspaceMember: true },
      })
      .thenThrows('future_date');
  });

  describe('moving an entry to another day', () => {
    const moved = {
      worklogId,
      userId,
      from: fields,
      to: { ...fields, hours: 2, date: '2026-03-10' },
      loggedAt: null,
      reason: 'Wrong day',
      by: userId,
    };

    it('given the correction, correctionOf forgets the old day’s end of work', () => {
      const state = evolveWorklog(initialWorklogState, logged);
      expect(
        correctionOf(
          {
            ...context,
            reason: 'Wrong day',
            to: moved.to,
            isWorkspaceMember: true,
          },
          state,
        ),
      ).toEqual(moved);
    });

    it('given a target day with 22 hours, when 2 move in, then it takes them; 2.25 is refused', () => {
      const target = loggedBefore(12, 10);
      spec
        .given(target)
        .when({ type: 'MoveHoursIn', data: moved })
        .then([{ type: 'HoursCorrected', data: moved }]);
      spec
        .given(target)
        .when({ type: 'MoveHoursIn', data: { ...moved, to: { ...moved.to, hours: 2.25 } } })
        .thenThrows('day_hours_limit');
    });

    it('given the entry moved in already (a retry), then nothing', () => {
      spec
        .given([{ type: 'HoursCorrected', data: moved }])
        .when({ type: 'MoveHoursIn', data: moved })
        .then([]);
    });

    it('given the old day, when the entry moves out, then its 12 hours are free again', () => {
      const out = { worklogId, userId, date: yesterday, toDate: '2026-03-10' };
      spec
        .given([logged])
        .when({ type: 'MoveHoursOut', data: out })
        .then([{ type: 'HoursMovedOut', data: out }]);
      const movedOut: WorklogEvent = { type: 'HoursMovedOut', data: out };
      const state = [logged, movedOut].reduce(evolveWorklog, initialWorklogState);
      expect(state.hours).toBe(0);
      spec
        .given([logged, { type: 'HoursMovedOut', data: out }])
        .when({ type: 'MoveHoursOut', data: out })
        .then([]);
    });
  });

  it('given a deleted 12-hour entry, then the day takes 24 hours again', () => {
    spec
      .given([
        logged,
        { type: 'HoursLogged', data: { ...logged.data, worklogId: other, hours: 12 } },
        {
          type: 'HoursDeleted',
          data: { worklogId, userId, from: fields, reason: 'Typed twice', by: userId },
        },
      ])
      .when(log({ hours: 12, date: yesterday, worklogId: 'c3d4e5f6-0000-4000-8000-00000000000a' }))
      .then([
        {
          type: 'HoursLogged',
          data: {
            ...entry,
            worklogId: 'c3d4e5f6-0000-4000-8000-00000000000a',
            hours: 12,
            date: yesterday,
            loggedAt: null,
          },
        },
      ]);
  });

  describe('in a submitted, approved or locked timesheet period (DESIGN.md 6.14)', () => {
    const message =
      'Week 2026-W11 of Ann Lee was approved on Mar 11, 2026 and is locked; only an Admin can reopen it.';
    const weekLock = { from: '2026-03-09', to: '2026-03-15', message };
    const earlierLock = { from: '2026-03-02', to: '2026-03-08', message };

    it('refuses new hours with 422 naming the lock, whoever logs them', () => {
      spec
        .given([])
        .when(log({ locks: [weekLock] }))
        .thenThrows('timesheet_locked', message);
      spec
        .given([])
        .when(log({ locks: [earlierLock] }))
        .then([{ type: 'HoursLogged', data: { ...entry, hours: 3.5, date: today, loggedAt: at } }]);
    });

    it('refuses a correction or a deletion of an entry inside it, an Admin’s too', () => {
      spec
        .given([logged])
        .when(correct({ hours: 2 }, { locks: [weekLock] }))
        .thenThrows('timesheet_locked', message);
      spec
        .given([logged])
        .when(remove({ locks: [weekLock], actor: { id: other, role: 'Admin' } }))
        .thenThrows('timesheet_locked', message);
    });

    it('refuses moving an entry out of it or into it', () => {
      const state = [logged].reduce(evolveWorklog, initialWorklogState);
      const move = (locks: (typeof weekLock)[]) =>
        correctionOf(
          { ...context, to: { ...fields, date: '2026-03-05' }, isWorkspaceMember: true, locks },
          state,
        );
      expect(() => move([weekLock])).toThrow(message);
      expect(() => move([earlierLock])).toThrow(message);
      expect(move([])?.to.date).toBe('2026-03-05');
    });

    it('still records hours the provider sync brings (the period then needs approval again)', () => {
      spec
        .given([])
        .when({
          type: 'RecordSyncedHours',
          data: { ...entry, hours: 2, date: today, loggedAt: null },
        })
        .then([{ type: 'HoursLogged', data: { ...entry, hours: 2, date: today, loggedAt: null } }]);
    });
  });
});
