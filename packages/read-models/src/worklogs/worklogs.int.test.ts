import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worklogDayStream, type HoursLogged } from '@teamledger/domain';
import { usersProjection } from '../users/index.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { NO_MILESTONE_KEY, worklogsProjection } from './projection.js';
import { worklogsOfMilestone } from './queries.js';

const uma = '22222222-2222-4222-8222-222222222222';
const office = '33333333-3333-4333-8333-333333333333';
const release = '44444444-4444-4444-8444-444444444444';

const recorded = eventRecorder();
const entry = (n: number, data: Partial<HoursLogged['data']>, at = '2026-03-10T17:00:00.000Z') => {
  const worklogId = `5555555${n}-5555-4555-8555-555555555555`;
  const event: HoursLogged = {
    type: 'HoursLogged',
    data: {
      worklogId,
      userId: uma,
      workspaceId: office,
      milestoneId: release,
      title: `Task ${n}`,
      details: 'Details',
      hours: 2.5,
      date: '2026-03-10',
      loggedAt: at,
      ticket: null,
      ...data,
    },
  };
  return recorded(event, worklogDayStream(event.data.userId, event.data.date), at);
};

const events = [
  entry(1, {}),
  entry(2, { milestoneId: null, hours: 1.25 }),
  entry(
    4,
    {
      title: 'Ticket 412',
      ticket: { number: 412, url: 'https://app.assembla.com/spaces/mobile/tickets/412' },
    },
    '2026-03-10T17:30:00.000Z',
  ),
  entry(3, { date: '2026-03-06', loggedAt: null, hours: 12 }, '2026-03-10T18:00:00.000Z'),
];

describe('worklogs read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb([usersProjection]);
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, worklogsProjection, events);
    expect(twice).toEqual(once);
  });

  it("lists a milestone's entries with their hours as numbers", async () => {
    const rows = await worklogsOfMilestone(t.db, release);
    expect(rows.map((row) => [row.title, row.hours, row.date, row.source])).toEqual([
      ['Ticket 412', 2.5, '2026-03-10', 'web'],
      ['Task 1', 2.5, '2026-03-10', 'web'],
      ['Task 3', 12, '2026-03-06', 'web'],
    ]);
    expect(rows[0]?.userName).toBe('Unknown');
  });

  it("keeps a synced entry's ticket, and none for an entry made by hand", async () => {
    const rows = await worklogsOfMilestone(t.db, release);
    expect(rows.map((row) => [row.title, row.ticket])).toEqual([
      ['Ticket 412', { number: 412, url: 'https://app.assembla.com/spaces/mobile/tickets/412' }],
      ['Task 1', null],
      ['Task 3', null],
    ]);
  });

  it('keeps when an entry was made on its day, and none for one made later', async () => {
    const rows = await worklogsOfMilestone(t.db, release);
    expect(rows.map((row) => [row.title, row.loggedAt])).toEqual([
      ['Ticket 412', new Date('2026-03-10T17:30:00.000Z')],
      ['Task 1', new Date('2026-03-10T17:00:00.000Z')],
      ['Task 3', null],
    ]);
  });

  it('sums the entries per person, day, workspace and milestone, and per day for everyone', async () => {
    const none = NO_MILESTONE_KEY;
    const liam = '66666666-6666-4666-8666-666666666666';
    // Every event twice: the sums count each entry once.
    await applyOnceAndTwice(t.db, worklogsProjection, [
      ...events,
      entry(5, { userId: liam, hours: 0.33 }),
      entry(6, { userId: liam, milestoneId: null, date: '2026-03-12', hours: 4 }),
    ]);
    const rows = async (sql: string) => (await t.db.query(sql)).rows;
    expect(
      await rows(`SELECT user_id, milestone_key, date::text, hours::text, entries
                    FROM worklog_hours ORDER BY user_id, date, milestone_key`),
    ).toEqual([
      // Uma: entry 3 on 03-06; entries 1 and 4 (2.5 + 2.5) and entry 2 on 03-10.
      { user_id: uma, milestone_key: release, date: '2026-03-06', hours: '12.00', entries: 1 },
      { user_id: uma, milestone_key: none, date: '2026-03-10', hours: '1.25', entries: 1 },
      { user_id: uma, milestone_key: release, date: '2026-03-10', hours: '5.00', entries: 2 },
      { user_id: liam, milestone_key: release, date: '2026-03-10', hours: '0.33', entries: 1 },
      { user_id: liam, milestone_key: none, date: '2026-03-12', hours: '4.00', entries: 1 },
    ]);
    expect(
      await rows(`SELECT user_id, milestone_key, first_date::text, last_date::text
                    FROM worklog_hour_keys ORDER BY user_id, milestone_key`),
    ).toEqual([
      { user_id: uma, milestone_key: none, first_date: '2026-03-10', last_date: '2026-03-10' },
      { user_id: uma, milestone_key: release, first_date: '2026-03-06', last_date: '2026-03-10' },
      { user_id: liam, milestone_key: none, first_date: '2026-03-12', last_date: '2026-03-12' },
      { user_id: liam, milestone_key: release, first_date: '2026-03-10', last_date: '2026-03-10' },
    ]);
    expect(
      await rows(`SELECT date::text, milestone_key, hours::text, entries
                    FROM worklog_day_hours ORDER BY date, milestone_key`),
    ).toEqual([
      { date: '2026-03-06', milestone_key: release, hours: '12.00', entries: 1 },
      { date: '2026-03-10', milestone_key: none, hours: '1.25', entries: 1 },
      // Uma's 5 and Liam's 0.33.
      { date: '2026-03-10', milestone_key: release, hours: '5.33', entries: 3 },
      { date: '2026-03-12', milestone_key: none, hours: '4.00', entries: 1 },
    ]);
  });
});
