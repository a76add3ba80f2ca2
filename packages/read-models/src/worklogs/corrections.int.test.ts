import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standupStream, worklogDayStream, type WorklogEvent } from '@teamledger/domain';
import type { RecordedEvent } from '@teamledger/eventstore';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { userDaysProjection } from '../user-days/projection.js';
import { userDays } from '../user-days/queries.js';
import { worklogsProjection } from './projection.js';

const uma = '22222222-2222-4222-8222-222222222222';
const office = '33333333-3333-4333-8333-333333333333';
const mobile = '44444444-4444-4444-8444-444444444444';
const typo = '55555551-5555-4555-8555-555555555555';
const late = '55555552-5555-4555-8555-555555555555';
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';

const recorded = eventRecorder();
const fields = {
  workspaceId: office,
  milestoneId: null,
  title: 't',
  details: 'd',
  hours: 12,
  date: MONDAY,
};
const worklog = (event: WorklogEvent, date: string): RecordedEvent =>
  recorded(event, worklogDayStream(uma, date), '2026-03-11T10:00:00.000Z');

// Monday: standup 08:00; 12 h (meant 2, on Tuesday, on Mobile) at 17:00; 3 h at 18:00.
// Then the 12 h move to Tuesday as 2 h on Mobile, and the 18:00 entry is deleted.
const events: RecordedEvent[] = [
  recorded(
    {
      type: 'StandupAdded',
      data: {
        userId: uma,
        date: MONDAY,
        yesterday: 'a',
        today: 'b',
        roadblocks: 'c',
        workspaceId: null,
        reportedAt: `${MONDAY}T08:00:00.000Z`,
      },
    },
    standupStream(uma, MONDAY),
  ),
  worklog(
    {
      type: 'HoursLogged',
      data: {
        worklogId: typo,
        userId: uma,
        ...fields,
        loggedAt: `${MONDAY}T17:00:00.000Z`,
        ticket: null,
      },
    },
    MONDAY,
  ),
  worklog(
    {
      type: 'HoursLogged',
      data: {
        worklogId: late,
        userId: uma,
        ...fields,
        hours: 3,
        loggedAt: `${MONDAY}T18:00:00.000Z`,
        ticket: null,
      },
    },
    MONDAY,
  ),
  worklog(
    {
      type: 'HoursCorrected',
      data: {
        worklogId: typo,
        userId: uma,
        from: fields,
        to: { ...fields, workspaceId: mobile, hours: 2, date: TUESDAY },
        loggedAt: null,
        reason: 'Typed 12 for 2',
        by: uma,
      },
    },
    TUESDAY,
  ),
  worklog(
    {
      type: 'HoursMovedOut',
      data: { worklogId: typo, userId: uma, date: MONDAY, toDate: TUESDAY },
    },
    MONDAY,
  ),
  worklog(
    {
      type: 'HoursDeleted',
      data: {
        worklogId: late,
        userId: uma,
        from: { ...fields, hours: 3 },
        reason: 'Never happened',
        by: uma,
      },
    },
    MONDAY,
  ),
];

describe('corrections in the worklogs and user-days read models', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb();
  });
  afterAll(() => t.close());

  it('end identical when every event is applied twice (a deleted entry stays deleted)', async () => {
    for (const projection of [worklogsProjection, userDaysProjection]) {
      const { once, twice } = await applyOnceAndTwice(t.db, projection, events);
      expect(twice).toEqual(once);
    }
  });

  it('keep the corrected entry alone, with its hours moved in every aggregate', async () => {
    const rows = async (sql: string) => (await t.db.query(sql)).rows;
    expect(await rows('SELECT id, workspace_id, hours::text, date::text FROM worklogs')).toEqual([
      { id: typo, workspace_id: mobile, hours: '2.00', date: TUESDAY },
    ]);
    expect(
      await rows('SELECT workspace_id, date::text, hours::text, entries FROM worklog_hours'),
    ).toEqual([{ workspace_id: mobile, date: TUESDAY, hours: '2.00', entries: 1 }]);
    expect(
      await rows('SELECT workspace_id, date::text, hours::text, entries FROM worklog_day_hours'),
    ).toEqual([{ workspace_id: mobile, date: TUESDAY, hours: '2.00', entries: 1 }]);
    expect(
      await rows('SELECT workspace_id, first_date::text, last_date::text FROM worklog_hour_keys'),
    ).toEqual([{ workspace_id: mobile, first_date: TUESDAY, last_date: TUESDAY }]);
    expect(
      await rows('SELECT worklog_id, kind, reason FROM worklog_changes ORDER BY position'),
    ).toEqual([
      { worklog_id: typo, kind: 'corrected', reason: 'Typed 12 for 2' },
      { worklog_id: late, kind: 'deleted', reason: 'Never happened' },
    ]);
  });

  it('work each touched day out again: Monday keeps its standup and loses its hours and end', async () => {
    const days = await userDays(t.db, uma, MONDAY, TUESDAY);
    expect(
      days.map((day) => [
        day.date,
        day.hoursLogged,
        day.lastLogAt,
        day.firstStandupAt,
        day.facts.label,
      ]),
    ).toEqual([
      [TUESDAY, 2, null, null, 'Short Day'],
      [MONDAY, 0, null, new Date(`${MONDAY}T08:00:00.000Z`), 'Absent'],
    ]);
  });
});
