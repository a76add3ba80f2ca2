import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standupStream, worklogDayStream, type IsoDate } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { resetProjection } from '../apply.js';
import { applyOnceAndTwice, dumpTables } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { userDaysProjection } from './projection.js';
import { firstRecordedDaysAsOf, userDaysAsOf, userEntrySumsAsOf } from './versions.js';

const uma = '22222222-2222-4222-8222-222222222222';
const office = '33333333-3333-4333-8333-333333333333';
const lab = '44444444-4444-4444-8444-444444444444';
const first = '55555551-5555-4555-8555-555555555555';
const second = '55555552-5555-4555-8555-555555555555';

const recorded = eventRecorder();
const fields = (date: IsoDate, hours: number, workspaceId = office) => ({
  workspaceId,
  milestoneId: null,
  title: 't',
  details: 'd',
  hours,
  date,
});
const logged = (worklogId: string, date: IsoDate, hours: number, at: string) =>
  recorded(
    {
      type: 'HoursLogged',
      data: { worklogId, userId: uma, ...fields(date, hours), loggedAt: at, ticket: null },
    },
    worklogDayStream(uma, date),
    at,
  );

// Monday 9th and Tuesday 10th March 2026: a standup, two entries, a correction of hours and
// workspace, a move of the first entry to the 10th (in on the 10th, out of the 9th: two
// commands), a delete, and a leave over both days approved later.
const events = [
  recorded(
    {
      type: 'StandupAdded',
      data: {
        userId: uma,
        date: '2026-03-09',
        workspaceId: null,
        reportedAt: '2026-03-09T08:30:00.000Z',
        yesterday: 'a',
        today: 'b',
        roadblocks: 'c',
      },
    },
    standupStream(uma, '2026-03-09'),
    '2026-03-09T08:30:00.000Z',
  ),
  logged(first, '2026-03-09', 2, '2026-03-09T12:00:00.000Z'),
  logged(second, '2026-03-09', 3, '2026-03-09T17:00:00.000Z'),
  recorded(
    {
      type: 'HoursCorrected',
      data: {
        worklogId: first,
        userId: uma,
        from: fields('2026-03-09', 2),
        to: fields('2026-03-09', 2.5, lab),
        loggedAt: '2026-03-09T12:00:00.000Z',
        reason: 'Typo',
        by: uma,
      },
    },
    worklogDayStream(uma, '2026-03-09'),
    '2026-03-11T09:00:00.000Z',
  ),
  recorded(
    {
      type: 'HoursCorrected',
      data: {
        worklogId: first,
        userId: uma,
        from: fields('2026-03-09', 2.5, lab),
        to: fields('2026-03-10', 2.5, lab),
        loggedAt: null,
        reason: 'Wrong day',
        by: uma,
      },
    },
    worklogDayStream(uma, '2026-03-10'),
    '2026-03-12T09:00:00.000Z',
  ),
  recorded(
    {
      type: 'HoursMovedOut',
      data: { worklogId: first, userId: uma, date: '2026-03-09', toDate: '2026-03-10' },
    },
    worklogDayStream(uma, '2026-03-09'),
    '2026-03-12T09:00:00.000Z',
  ),
  recorded(
    {
      type: 'HoursDeleted',
      data: {
        worklogId: second,
        userId: uma,
        from: fields('2026-03-09', 3),
        reason: 'Twice',
        by: uma,
      },
    },
    worklogDayStream(uma, '2026-03-09'),
    '2026-03-13T09:00:00.000Z',
  ),
  recorded(
    {
      type: 'LeaveApplied',
      data: {
        leaveId: 'l1',
        userId: uma,
        leaveType: 'Casual',
        details: 'Away',
        from: '2026-03-09',
        to: '2026-03-10',
        status: 'pending',
      },
    },
    'leave-l1',
    '2026-03-14T09:00:00.000Z',
  ),
  recorded(
    {
      type: 'LeaveApproved',
      data: {
        leaveId: 'l1',
        userId: uma,
        leaveType: 'Casual',
        from: '2026-03-09',
        to: '2026-03-10',
        note: '',
      },
    },
    'leave-l1',
    '2026-03-15T09:00:00.000Z',
  ),
];

// Ivan's only event: an entry on Sunday 8th, no standup.
const ivan = '77777777-7777-4777-8777-777777777777';
events.push(
  recorded(
    {
      type: 'HoursLogged',
      data: {
        worklogId: '55555553-5555-4555-8555-555555555555',
        userId: ivan,
        ...fields('2026-03-08', 1.5),
        loggedAt: '2026-03-08T10:00:00.000Z',
        ticket: null,
      },
    },
    worklogDayStream(ivan, '2026-03-08'),
    '2026-03-08T10:00:00.000Z',
  ),
);

const range = { userIds: [uma], from: '2026-03-09', to: '2026-03-10' };

describe('user-days versions: people’s days and entries as they stood at an instant', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb();
    // One batch writes the versions that one event at a time writes.
    await resetProjection(t.db, userDaysProjection);
    await userDaysProjection.applyBatch!(t.db, events);
    const batched = await dumpTables(t.db, userDaysProjection);
    const { once, twice } = await applyOnceAndTwice(t.db, userDaysProjection, events);
    expect(twice).toEqual(once);
    expect(batched).toEqual(once);
  });
  afterAll(() => t.close());

  const daysAt = async (asOf: string) =>
    (await userDaysAsOf(t.db, { ...range, asOf })).map(({ userId, day }) => ({
      userId,
      date: day.date,
      hours: day.hoursLogged,
      count: day.logCount,
      standup: day.firstStandupAt?.toISOString() ?? null,
      lastLog: day.lastLogAt?.toISOString() ?? null,
      leave: day.leaveType,
      pending: day.pendingLeaveType,
    }));
  const hoursAt = async (
    asOf: string,
    until = '2026-03-10',
    workspaceIds: string[] | null = null,
  ) =>
    (
      await userEntrySumsAsOf(t.db, {
        spans: [{ userId: uma, since: '2026-03-09', until }],
        workspaceIds,
        asOf,
      })
    )
      .map(({ workspaceId, hours }) => [workspaceId, hours])
      .sort();
  const monday = {
    userId: uma,
    date: '2026-03-09',
    standup: '2026-03-09T08:30:00.000Z',
    leave: null,
    pending: null,
  };

  it('gives the first day with a version recorded by the instant, and no one without', async () => {
    const nobody = '66666666-6666-4666-8666-666666666666';
    const people = [uma, ivan, nobody];
    expect(await firstRecordedDaysAsOf(t.db, people, '2026-03-08T09:59:59.999Z')).toEqual(
      new Map(),
    );
    // Ivan's first day has an entry and no standup.
    expect(await firstRecordedDaysAsOf(t.db, people, '2026-03-09T08:29:59.999Z')).toEqual(
      new Map([[ivan, '2026-03-08']]),
    );
    expect(await firstRecordedDaysAsOf(t.db, people, '2026-03-09T08:30:00.000Z')).toEqual(
      new Map([
        [uma, '2026-03-09'],
        [ivan, '2026-03-08'],
      ]),
    );
  });

  it('has a day with entries and no standup, its hours and last entry from them', async () => {
    const sunday = { userIds: [ivan], from: '2026-03-08', to: '2026-03-08' };
    expect(await userDaysAsOf(t.db, { ...sunday, asOf: '2026-03-08T09:59:59.999Z' })).toEqual([]);
    expect(await userDaysAsOf(t.db, { ...sunday, asOf: '2026-03-08T10:00:00.000Z' })).toEqual([
      {
        userId: ivan,
        day: {
          date: '2026-03-08',
          firstStandupAt: null,
          lastLogAt: new Date('2026-03-08T10:00:00.000Z'),
          hoursLogged: 1.5,
          logCount: 1,
          leaveType: null,
          pendingLeaveType: null,
        },
      },
    ]);
  });

  it('knows nothing before the first event, and a day as each event left it after', async () => {
    expect(await daysAt('2026-03-09T08:29:59.999Z')).toEqual([]);
    expect(await daysAt('2026-03-09T08:30:00.000Z')).toEqual([
      { ...monday, hours: 0, count: 0, lastLog: null },
    ]);
    expect(await daysAt('2026-03-09T18:00:00.000Z')).toEqual([
      { ...monday, hours: 5, count: 2, lastLog: '2026-03-09T17:00:00.000Z' },
    ]);
    expect(await hoursAt('2026-03-09T18:00:00.000Z')).toEqual([[office, 5]]);
  });

  it('follows a correction, a move to another day and a delete', async () => {
    expect(await daysAt('2026-03-11T09:00:00.000Z')).toEqual([
      { ...monday, hours: 5.5, count: 2, lastLog: '2026-03-09T17:00:00.000Z' },
    ]);
    expect(await hoursAt('2026-03-11T09:00:00.000Z')).toEqual([
      [office, 3],
      [lab, 2.5],
    ]);
    expect(await hoursAt('2026-03-11T09:00:00.000Z', '2026-03-10', [lab])).toEqual([[lab, 2.5]]);
    const moved = { userId: uma, date: '2026-03-10', standup: null, leave: null, pending: null };
    expect(await daysAt('2026-03-12T09:00:00.000Z')).toEqual([
      // Moved there later: its hours count, its time of day does not.
      { ...moved, hours: 2.5, count: 1, lastLog: null },
      { ...monday, hours: 3, count: 1, lastLog: '2026-03-09T17:00:00.000Z' },
    ]);
    expect(await hoursAt('2026-03-12T09:00:00.000Z')).toEqual([
      [office, 3],
      [lab, 2.5],
    ]);
    // A span that holds only the day the entry left no longer has it.
    expect(await hoursAt('2026-03-12T09:00:00.000Z', '2026-03-09')).toEqual([[office, 3]]);
    expect(await daysAt('2026-03-13T09:00:00.000Z')).toEqual([
      { ...moved, hours: 2.5, count: 1, lastLog: null },
      { ...monday, hours: 0, count: 0, lastLog: null },
    ]);
    expect(await hoursAt('2026-03-13T09:00:00.000Z')).toEqual([[lab, 2.5]]);
  });

  it('has a leave pending, then approved, on every day it covers', async () => {
    const leaves = async (asOf: string) =>
      (await daysAt(asOf)).map(({ date, leave, pending }) => [date, leave, pending]);
    expect(await leaves('2026-03-14T09:00:00.000Z')).toEqual([
      ['2026-03-10', null, 'Casual'],
      ['2026-03-09', null, 'Casual'],
    ]);
    expect(await leaves('2026-03-20T00:00:00.000Z')).toEqual([
      ['2026-03-10', 'Casual', null],
      ['2026-03-09', 'Casual', null],
    ]);
  });
});
