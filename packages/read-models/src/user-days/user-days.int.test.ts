import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  standupStream,
  worklogDayStream,
  type HoursLogged,
  type StandupEvent,
} from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { userDaysProjection } from './projection.js';
import { userDays } from './queries.js';

const uma = '22222222-2222-4222-8222-222222222222';
const liam = '11111111-1111-4111-8111-111111111111';
const office = '33333333-3333-4333-8333-333333333333';

const recorded = eventRecorder();
const standup = (userId: string, date: string, reportedAt: string) => {
  const event: StandupEvent = {
    type: 'StandupAdded',
    data: {
      userId,
      date,
      yesterday: 'a',
      today: 'b',
      roadblocks: 'c',
      workspaceId: null,
      reportedAt,
    },
  };
  return recorded(event, standupStream(userId, date), reportedAt);
};
let n = 0;
const log = (userId: string, date: string, hours: number, loggedAt: string | null) => {
  n += 1;
  const worklogId = `5555555${n}-5555-4555-8555-555555555555`;
  const event: HoursLogged = {
    type: 'HoursLogged',
    data: {
      worklogId,
      userId,
      workspaceId: office,
      milestoneId: null,
      title: 't',
      details: 'd',
      hours,
      date,
      loggedAt,
      ticket: null,
    },
  };
  return recorded(
    event,
    worklogDayStream(event.data.userId, event.data.date),
    loggedAt ?? '2026-03-12T10:00:00.000Z',
  );
};

const events = [
  // An entry before the standup still makes the day; the standup then sets its start.
  log(uma, '2026-03-09', 2, '2026-03-09T08:00:00.000Z'),
  standup(uma, '2026-03-09', '2026-03-09T08:30:00.000Z'),
  log(uma, '2026-03-09', 4.5, '2026-03-09T17:30:00.000Z'),
  log(uma, '2026-03-09', 1.25, '2026-03-09T13:00:00.000Z'),
  standup(uma, '2026-03-10', '2026-03-10T09:45:00.000Z'),
  standup(liam, '2026-03-10', '2026-03-10T09:00:00.000Z'),
  // Logged two days later for the 10th: adds hours, does not move the end of that day.
  log(uma, '2026-03-10', 3, null),
  {
    ...recorded(
      {
        type: 'StandupUpdated',
        data: {
          userId: uma,
          date: '2026-03-10',
          yesterday: 'x',
          today: 'y',
          roadblocks: 'z',
          updatedAt: '2026-03-10T07:00:00.000Z',
        },
      },
      standupStream(uma, '2026-03-10'),
    ),
  },
  // Logged later for the 9th, once the 10th is there.
  log(uma, '2026-03-09', 0.5, null),
  // The calendar changes: the 10th becomes a holiday, Uma takes Thursday 12th to Saturday
  // 14th off, and the company moves to Karachi (UTC+5), where 08:30Z is 13:30.
  recorded(
    { type: 'HolidayAdded', data: { date: '2026-03-10', title: 'Spring' } },
    'holiday-2026-03-10',
  ),
  recorded(
    {
      type: 'LeaveApplied',
      data: {
        leaveId: 'l1',
        userId: uma,
        leaveType: 'Casual',
        details: 'Away',
        from: '2026-03-12',
        to: '2026-03-14',
        status: 'pending',
      },
    },
    'leave-l1',
  ),
  // Only approved, it counts.
  recorded(
    {
      type: 'LeaveApproved',
      data: {
        leaveId: 'l1',
        userId: uma,
        leaveType: 'Casual',
        from: '2026-03-12',
        to: '2026-03-14',
        note: '',
      },
    },
    'leave-l1',
  ),
  recorded(
    {
      type: 'SettingsChanged',
      data: { changes: { companyTimeZone: 'Asia/Karachi' }, previous: {} },
    },
    'settings',
  ),
];

const noFacts = {
  working: false,
  listed: false,
  late: false,
  standupOnWorkingDay: false,
  leaveOnWorkingDay: false,
  onWorkMs: 0,
  availableMs: 0,
};

describe('user-days read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb();
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice (sums are not counted again)', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, userDaysProjection, events);
    expect(twice).toEqual(once);
  });

  it('keeps what happened on each day and its facts as the domain decides them', async () => {
    const days = await userDays(t.db, uma, '2026-03-01', '2026-03-31');
    expect(days).toEqual([
      {
        userId: uma,
        date: '2026-03-14',
        firstStandupAt: null,
        lastLogAt: null,
        hoursLogged: 0,
        logCount: 0,
        leaveType: 'Casual',
        pendingLeaveType: null,
        // A leave's Saturday is neither listed nor charged.
        facts: { ...noFacts, label: 'Weekend (Saturday)' },
      },
      ...['2026-03-13', '2026-03-12'].map((date) => ({
        userId: uma,
        date,
        firstStandupAt: null,
        lastLogAt: null,
        hoursLogged: 0,
        logCount: 0,
        leaveType: 'Casual',
        pendingLeaveType: null,
        facts: {
          ...noFacts,
          working: true,
          listed: true,
          leaveOnWorkingDay: true,
          label: 'On leave (Casual)',
        },
      })),
      {
        userId: uma,
        date: '2026-03-10',
        firstStandupAt: new Date('2026-03-10T09:45:00.000Z'),
        lastLogAt: null,
        hoursLogged: 3,
        logCount: 1,
        leaveType: null,
        pendingLeaveType: null,
        // The holiday: listed, never late, no absence saved.
        facts: { ...noFacts, listed: true, label: 'Holiday' },
      },
      {
        userId: uma,
        date: '2026-03-09',
        firstStandupAt: new Date('2026-03-09T08:30:00.000Z'),
        lastLogAt: new Date('2026-03-09T17:30:00.000Z'),
        hoursLogged: 8.25,
        logCount: 4,
        leaveType: null,
        pendingLeaveType: null,
        facts: {
          working: true,
          listed: true,
          // 13:30 in Karachi.
          late: true,
          standupOnWorkingDay: true,
          leaveOnWorkingDay: false,
          // 08:30 to 17:30, and less the break hour.
          onWorkMs: 9 * 3_600_000,
          availableMs: 8 * 3_600_000,
          label: 'Full Day',
        },
      },
    ]);
  });

  it('shows a pending leave without counting it, counts it once approved, and gives it back when cancelled', async () => {
    const facts = { leaveId: 'l2', userId: liam, leaveType: 'Annual' as const };
    const days = { from: '2026-03-16', to: '2026-03-16' };
    const monday = async () => (await userDays(t.db, liam, days.from, days.to))[0];
    await userDaysProjection.apply(
      t.db,
      recorded(
        {
          type: 'LeaveApplied',
          data: { ...facts, ...days, details: 'Trip', status: 'pending' },
        },
        'leave-l2',
      ),
    );
    expect(await monday()).toMatchObject({
      leaveType: null,
      pendingLeaveType: 'Annual',
      facts: { working: true, leaveOnWorkingDay: false, label: 'Leave pending (Annual)' },
    });
    await userDaysProjection.apply(
      t.db,
      recorded({ type: 'LeaveApproved', data: { ...facts, ...days, note: 'Ok' } }, 'leave-l2'),
    );
    expect(await monday()).toMatchObject({
      leaveType: 'Annual',
      pendingLeaveType: null,
      facts: { leaveOnWorkingDay: true, label: 'On leave (Annual)' },
    });
    await userDaysProjection.apply(
      t.db,
      recorded(
        {
          type: 'LeaveCancelled',
          data: { ...facts, ...days, reason: 'Needed here', wasApproved: true },
        },
        'leave-l2',
      ),
    );
    expect(await monday()).toMatchObject({
      leaveType: null,
      pendingLeaveType: null,
      facts: { leaveOnWorkingDay: false, label: 'Absent' },
    });
  });

  it('works a date out again when its holiday is removed', async () => {
    const removed = recorded(
      { type: 'HolidayRemoved', data: { date: '2026-03-10' } },
      'holiday-2026-03-10',
    );
    await userDaysProjection.apply(t.db, removed);
    const [tenth] = await userDays(t.db, uma, '2026-03-10', '2026-03-10');
    expect(tenth?.facts).toEqual({
      ...noFacts,
      working: true,
      listed: true,
      // 14:45 in Karachi.
      late: true,
      standupOnWorkingDay: true,
      label: 'Short Day',
    });
    const [liams] = await userDays(t.db, liam, '2026-03-10', '2026-03-10');
    expect(liams?.facts).toMatchObject({ working: true, late: true, label: 'Absent' });
  });

  it('uses the (date, user) index for all people on a day', async () => {
    await t.db.query('SET enable_seqscan = off');
    const { rows } = await t.db.query<{ 'QUERY PLAN': string }>(
      "EXPLAIN SELECT * FROM user_days WHERE date BETWEEN '2026-03-01' AND '2026-03-31'",
    );
    await t.db.query('RESET enable_seqscan');
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('user_days_date_user');
  });
});
