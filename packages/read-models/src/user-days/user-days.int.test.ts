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
  // Logged later for the 9th, once the 10th is there: the 10th's running totals grow too.
  log(uma, '2026-03-09', 0.5, null),
];

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

  it('keeps the first standup, the last entry of the day and the hours logged', async () => {
    expect(await userDays(t.db, uma, '2026-03-01', '2026-03-31')).toEqual([
      {
        userId: uma,
        date: '2026-03-10',
        firstStandupAt: new Date('2026-03-10T09:45:00.000Z'),
        lastLogAt: null,
        hoursLogged: 3,
        logCount: 1,
      },
      {
        userId: uma,
        date: '2026-03-09',
        firstStandupAt: new Date('2026-03-09T08:30:00.000Z'),
        lastLogAt: new Date('2026-03-09T17:30:00.000Z'),
        hoursLogged: 8.25,
        logCount: 4,
      },
    ]);
  });

  it("keeps each person's running totals up to each day, a late entry included", async () => {
    const { rows } = await t.db.query(
      `SELECT user_id, date::text, running_hours::text, running_available_seconds::text,
              running_days FROM user_days ORDER BY user_id, date`,
    );
    expect(rows).toEqual(
      [
        // Liam: a standup and no entry, so no hours available.
        [liam, '2026-03-10', '0.00', '0.000000', 1],
        // Uma's 9th: 2 + 4.5 + 1.25 + 0.5 hours; 08:30 to 17:30 less the break: 8 h available.
        [uma, '2026-03-09', '8.25', '28800.000000', 1],
        // Her 10th adds 3 hours and no time available (no entry that day has a time).
        [uma, '2026-03-10', '11.25', '28800.000000', 2],
      ].map(([userId, date, hours, seconds, days]) => ({
        user_id: userId,
        date,
        running_hours: hours,
        running_available_seconds: seconds,
        running_days: days,
      })),
    );
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
