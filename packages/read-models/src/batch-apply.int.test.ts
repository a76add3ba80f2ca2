import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@teamledger/eventstore';
import { applyGroupBatch, resetProjection } from './apply.js';
import type { Projection } from './projection.js';
import { rebuildProjections } from './rebuild.js';
import { scoresProjection } from './scores/index.js';
import { standupsProjection } from './standups/index.js';
import { userDaysProjection } from './user-days/index.js';
import { worklogsProjection } from './worklogs/index.js';
import { eventRecorder } from './test-support/recorded.js';
import { openReadModelDb, type ReadModelDb } from './test-support/work-fixtures.js';

const people = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];
const office = '44444444-4444-4444-8444-444444444444';
const days = ['2026-03-02', '2026-03-03', '2026-03-04'];

/**
 * A mixed log: standups, their updates, entries (one logged twice), a repeated standup,
 * entries corrected (on their day, to another day and back) and deleted between them, and
 * the company calendar changing between them (a holiday marked and unmarked, another one
 * marked, the time zone changed, changed back and changed again, one change recorded twice).
 */
function mixedLog(): RecordedEvent[] {
  const recorded = eventRecorder();
  const events: RecordedEvent[] = [];
  const entries = new Map<number, EntryData>();
  let n = 0;
  for (const date of days) {
    for (const [p, userId] of people.entries()) {
      const standup = {
        userId,
        date,
        yesterday: `y${p}`,
        today: `t${p}`,
        roadblocks: '',
        workspaceId: p === 0 ? null : office,
        reportedAt: `${date}T0${p + 7}:00:00.000Z`,
      };
      events.push(recorded({ type: 'StandupAdded', data: standup }, `standup-${userId}-${date}`));
      for (let k = 0; k < 4; k++) {
        n += 1;
        const worklogId = `5555${String(n).padStart(4, '0')}-5555-4555-8555-555555555555`;
        const data = {
          worklogId,
          userId,
          workspaceId: office,
          milestoneId: null,
          title: `w${n}`,
          details: 'd',
          hours: 0.25 + ((n * 3) % 7) * 0.75,
          date,
          loggedAt: k === 3 ? null : `${date}T1${k}:${p}5:00.000Z`,
          ticket: k === 1 ? { number: n, url: `https://example.test/${n}` } : null,
        };
        entries.set(n, data);
        const logged = recorded({ type: 'HoursLogged', data }, `worklogs-${userId}-${date}`);
        events.push(logged);
        if (k === 2) events.push({ ...logged, position: logged.position + 1000n });
      }
      for (let u = 0; u < p; u++) {
        const update = {
          userId,
          date,
          yesterday: `y${p}-${u}`,
          today: `t${p}-${u}`,
          roadblocks: `r${u}`,
          updatedAt: `${date}T1${u + 5}:00:00.000Z`,
        };
        events.push(
          recorded({ type: 'StandupUpdated', data: update }, `standup-${userId}-${date}`),
        );
      }
      events.push(
        recorded(
          { type: 'StandupAdded', data: { ...standup, today: 'again' } },
          `standup-${userId}-${date}`,
        ),
      );
    }
  }
  // Corrections and deletes, each of the entry as the log left it.
  const change = (
    type: 'HoursCorrected' | 'HoursDeleted',
    id: number,
    to: Partial<Pick<EntryData, 'hours' | 'date'>> = {},
  ) => {
    const entry = entries.get(id)!;
    const from = {
      workspaceId: entry.workspaceId,
      milestoneId: entry.milestoneId,
      title: entry.title,
      details: entry.details,
      hours: entry.hours,
      date: entry.date,
    };
    const base = {
      worklogId: entry.worklogId,
      userId: entry.userId,
      from,
      reason: 'r',
      by: people[0]!,
    };
    if (type === 'HoursDeleted') {
      entries.delete(id);
      return recorded({ type, data: base }, `worklogs-${entry.userId}-${entry.date}`);
    }
    const moved = to.date !== undefined && to.date !== entry.date;
    const next = { ...entry, ...to, loggedAt: moved ? null : entry.loggedAt };
    entries.set(id, next);
    return recorded(
      { type, data: { ...base, to: { ...from, ...to }, loggedAt: next.loggedAt } },
      `worklogs-${entry.userId}-${next.date}`,
    );
  };
  events.splice(20, 0, change('HoursCorrected', 2, { hours: 3.5 }));
  events.splice(30, 0, change('HoursCorrected', 1, { date: days[2]!, hours: 2 }));
  events.splice(34, 0, change('HoursCorrected', 10, { hours: 1 }));
  events.push(change('HoursDeleted', 10));
  events.push(change('HoursCorrected', 1, { date: days[0]!, hours: 1.5 }));
  events.push(change('HoursCorrected', 6, { date: days[1]! }));
  // An entry for the first day logged after the last ones.
  const late = {
    worklogId: '55559999-5555-4555-8555-555555555555',
    userId: people[0]!,
    workspaceId: office,
    milestoneId: null,
    title: 'late',
    details: 'd',
    hours: 1.25,
    date: days[0]!,
    loggedAt: `${days[0]!}T23:59:00.000Z`,
    ticket: null,
  };
  events.push(recorded({ type: 'HoursLogged', data: late }, `worklogs-${people[0]}-${days[0]}`));
  entries.set(0, late);
  events.push(change('HoursCorrected', 0, { hours: 0.5 }));
  events.push(change('HoursDeleted', 0));
  const calendar = (
    event:
      | { type: 'HolidayAdded'; data: { date: string; title: string } }
      | { type: 'HolidayRemoved'; data: { date: string } }
      | {
          type: 'SettingsChanged';
          data: { changes: { companyTimeZone: string }; previous: object };
        },
  ) => recorded(event, 'calendar');
  const zone = (companyTimeZone: string) =>
    calendar({ type: 'SettingsChanged', data: { changes: { companyTimeZone }, previous: {} } });
  events.splice(12, 0, calendar({ type: 'HolidayAdded', data: { date: days[1]!, title: 'h' } }));
  const karachi = zone('Asia/Karachi');
  events.splice(45, 0, karachi, karachi);
  events.splice(60, 0, calendar({ type: 'HolidayRemoved', data: { date: days[1]! } }));
  events.splice(66, 0, zone('UTC'));
  events.splice(74, 0, calendar({ type: 'HolidayAdded', data: { date: days[2]!, title: 'h' } }));
  events.push(zone('Asia/Karachi'));
  // Positions as the store would give them: increasing in log order.
  return events.map((event, i) => ({ ...event, position: BigInt(i + 1) }));
}

/**
 * Scores of three people over two months, interleaved: steps saved again (a later save
 * without a template keeps the one before), a save delivered twice, submits and approvals,
 * a step saved after a submit, and a submit and an approval for months no step was saved in (they change nothing).
 */
function scoresLog(): RecordedEvent[] {
  const recorded = eventRecorder();
  const events: RecordedEvent[] = [];
  const months = ['2026-02', '2026-03'];
  for (const [v, version] of [1, 2, 3].entries()) {
    for (const month of months) {
      for (const [p, userId] of people.entries()) {
        const stream = `score-${userId}-${month}`;
        const at = `2026-03-0${v + 2}T1${p}:00:00.000Z`;
        for (const step of ['lead1', 'lead2', 'hr'] as const) {
          const data = {
            userId,
            month,
            step,
            savedBy: step === 'lead1' ? people[(p + 1) % 3]! : people[(p + 2) % 3]!,
            status: version === 3 ? 'submitted' : 'draft',
            score:
              step === 'hr'
                ? null
                : { type: 'general', criteria: [{ name: 'Quality', rating: version + p }] },
            comments: `${step} v${version}`,
            stepTotal: step === 'hr' ? null : version + p + 0.25,
            version,
            leadIds: p === 2 ? [people[0]!] : [people[(p + 1) % 3]!, people[(p + 2) % 3]!],
            templateName: version === 1 || p === 0 ? `Template ${p}` : null,
            totalBefore: version === 1 ? null : version + p - 0.75,
            totalAfter: version === 1 ? null : version + p + 0.125,
          };
          const saved = recorded({ type: 'ScoreStepSaved', data }, stream, at);
          events.push(saved);
          if (step === 'lead2' && p === 1)
            events.push({ ...saved, position: saved.position + 1000n });
        }
        if (version === 3 && p !== 0) {
          const total = p + 3.5;
          events.push(
            recorded({ type: 'ScoreSubmitted', data: { userId, month, total } }, stream, at),
          );
          if (month === '2026-02')
            events.push(
              recorded(
                { type: 'ScoreApproved', data: { userId, month, total, approvedBy: people[0]! } },
                stream,
                at,
              ),
            );
        }
      }
    }
  }
  const [first, second] = people;
  // HR's comments saved again after the month was submitted: it stays submitted.
  events.push(
    recorded(
      {
        type: 'ScoreStepSaved',
        data: {
          userId: second!,
          month: '2026-03',
          step: 'hr',
          savedBy: first!,
          status: 'submitted',
          score: null,
          comments: 'hr after submit',
          stepTotal: null,
          version: 4,
          leadIds: [first!],
          templateName: null,
          totalBefore: 4.5,
          totalAfter: 4.5,
        },
      },
      `score-${second}-2026-03`,
      '2026-03-09T09:00:00.000Z',
    ),
  );
  events.splice(
    4,
    0,
    recorded(
      { type: 'ScoreSubmitted', data: { userId: first!, month: '2026-01', total: 2 } },
      `score-${first}-2026-01`,
    ),
    recorded(
      {
        type: 'ScoreApproved',
        data: { userId: second!, month: '2026-01', total: 2, approvedBy: first! },
      },
      `score-${second}-2026-01`,
    ),
  );
  return events.map((event, i) => ({ ...event, position: BigInt(i + 1) }));
}

interface EntryData {
  worklogId: string;
  userId: string;
  workspaceId: string;
  milestoneId: string | null;
  title: string;
  details: string;
  hours: number;
  date: string;
  loggedAt: string | null;
  ticket: { number: number; url: string } | null;
}

/** Every row of every table, in an order that does not depend on how they were written. */
async function dumpTables(projection: Projection): Promise<string[][]> {
  const dumps: string[][] = [];
  for (const table of projection.tables) {
    const { rows } = await t.db.query(`SELECT * FROM ${table}`);
    dumps.push(rows.map((row) => JSON.stringify(row)).sort());
  }
  return dumps;
}

let t: ReadModelDb;
beforeAll(async () => {
  t = await openReadModelDb();
});
afterAll(async () => {
  await t.close();
});

async function oneByOne(projection: Projection, events: RecordedEvent[]) {
  await resetProjection(t.db, projection);
  const handled = new Set(projection.handles);
  for (const event of events) if (handled.has(event.type)) await projection.apply(t.db, event);
  return dumpTables(projection);
}

async function inBatches(projection: Projection, events: RecordedEvent[], size: number) {
  let checkpoint = await resetProjection(t.db, projection);
  for (let i = 0; i < events.length; i += size) {
    [checkpoint = checkpoint] = await applyGroupBatch(
      t.db,
      [{ projection, checkpoint }],
      events.slice(i, i + size),
    );
  }
  // A batch delivered again changes nothing, nor does its first half alone (entries it
  // logged and corrected, deleted in the other half, stay deleted).
  for (const again of [events, events.slice(0, Math.floor(events.length / 2))]) {
    await applyGroupBatch(
      t.db,
      [{ projection, checkpoint: { ...checkpoint, position: 0n } }],
      again,
    );
  }
  return dumpTables(projection);
}

describe('set-based batches', () => {
  const logs: [Projection, RecordedEvent[]][] = [
    [worklogsProjection, mixedLog()],
    [standupsProjection, mixedLog()],
    [userDaysProjection, mixedLog()],
    [scoresProjection, scoresLog()],
  ];
  for (const [projection, events] of logs) {
    it(`${projection.name}: a batch leaves the rows that one event at a time leaves`, async () => {
      expect(projection.applyBatch).toBeDefined();
      const expected = await oneByOne(projection, events);
      expect(expected[0]!.length).toBeGreaterThan(0);
      for (const size of [1, 7, events.length]) {
        expect(await inBatches(projection, events, size)).toEqual(expected);
      }
    });
  }
});

describe('rebuildProjections', () => {
  const events = mixedLog();
  const store = {
    async readAll({ from = 0n, limit }: { from?: bigint; limit?: number }) {
      return events.filter((event) => event.position > from).slice(0, limit);
    },
  } as unknown as EventStore;
  const group = [worklogsProjection, standupsProjection, userDaysProjection];
  const deferred = group.flatMap((projection) => projection.deferredIndexes ?? []);
  const indexesIn = async (schemas: string[]) => {
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE schemaname = ANY($1) ORDER BY indexname`,
      [schemas],
    );
    return rows.map((row) => row.name);
  };

  it('rebuilds read models with one reader, resumes, and builds the deferred indexes before the swap', async () => {
    const expected: string[][][] = [];
    for (const projection of group) expected.push(await oneByOne(projection, events));
    // The live tables hold older figures: the first events only.
    for (const projection of group) await inBatches(projection, events.slice(0, 3), 3);
    expect(deferred).toEqual([
      'worklogs_user_date',
      'worklogs_date',
      'worklogs_milestone',
      'standups_date_user',
      'user_days_date_user',
      'user_day_versions_key',
    ]);

    let asked = 0;
    const stopped = await rebuildProjections(t.db, store, group, {
      batchSize: 5,
      shouldStop: () => ++asked > 2,
    });
    expect(stopped).toBeNull();
    const { rows: progress } = await t.db.query<{ name: string; position: string }>(
      'SELECT name, position::text FROM projection_rebuilds ORDER BY name',
    );
    expect(progress).toEqual([
      { name: 'standups', position: '10' },
      { name: 'user-days', position: '10' },
      { name: 'worklogs', position: '10' },
    ]);
    // The shadows are filled without the deferred indexes; the live tables keep theirs.
    const shadows = ['rebuild_worklogs', 'rebuild_standups', 'rebuild_user_days'];
    expect(await indexesIn(shadows)).toEqual([
      'standup_changes_pkey',
      'standup_day_counts_pkey',
      'standups_pkey',
      'user_day_entry_versions_key',
      'user_days_holidays_pkey',
      'user_days_pkey',
      'user_days_zone_pkey',
      'worklog_changes_pkey',
      'worklog_day_hours_pkey',
      'worklog_deleted_pkey',
      'worklog_hour_keys_pkey',
      'worklog_hours_pkey',
      'worklogs_pkey',
    ]);
    expect(await dumpTables(worklogsProjection)).not.toEqual(expected[0]);
    // A table an earlier version of user-days kept, as the live schema may still hold it.
    await t.db.query('CREATE TABLE user_day_entries (worklog_id uuid PRIMARY KEY)');

    const done = await rebuildProjections(t.db, store, group, { batchSize: 5 });
    const head = events.at(-1)!.position;
    expect(done?.map((checkpoint) => [checkpoint.name, checkpoint.position])).toEqual(
      group.map((projection) => [projection.name, head]),
    );
    for (const [i, projection] of group.entries()) {
      expect(await dumpTables(projection)).toEqual(expected[i]);
    }
    expect((await indexesIn(['public'])).filter((name) => deferred.includes(name))).toEqual(
      [...deferred].sort(),
    );
    expect(await indexesIn(shadows)).toEqual([]);
    const { rows: left } = await t.db.query('SELECT name FROM projection_rebuilds');
    expect(left).toEqual([]);
    const { rows: retired } = await t.db.query(
      `SELECT to_regclass('public.user_day_entries') AS "table"`,
    );
    expect(retired).toEqual([{ table: null }]);
  });
  it('shares the read models out among several connections, each shadow unlogged until the swap, and ends equal', async () => {
    const expected: string[][][] = [];
    for (const projection of group) expected.push(await oneByOne(projection, events));
    // The live tables hold older figures: the first events only.
    for (const projection of group) await inBatches(projection, events.slice(0, 3), 3);
    const second = new pg.Client({ connectionString: t.database.url });
    await second.connect();
    const persistence = async () => {
      const { rows } = await t.db.query<{ schema: string; unlogged: boolean }>(
        `SELECT DISTINCT n.nspname AS schema, c.relpersistence = 'u' AS unlogged
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind = 'r' AND c.relname = ANY($1) ORDER BY 1, 2`,
        [group.flatMap((projection) => projection.tables)],
      );
      return rows;
    };
    try {
      let asked = 0;
      const stopped = await rebuildProjections(t.db, store, group, {
        batchSize: 5,
        connections: [second],
        shouldStop: () => ++asked > 2,
      });
      expect(stopped).toBeNull();
      expect(await persistence()).toEqual([
        { schema: 'public', unlogged: false },
        { schema: 'rebuild_standups', unlogged: true },
        { schema: 'rebuild_user_days', unlogged: true },
        { schema: 'rebuild_worklogs', unlogged: true },
      ]);
      const { rows: progress } = await t.db.query<{ name: string; position: string }>(
        'SELECT name, position::text FROM projection_rebuilds ORDER BY name',
      );
      expect(progress).toEqual([
        { name: 'standups', position: '10' },
        { name: 'user-days', position: '10' },
        { name: 'worklogs', position: '10' },
      ]);

      const done = await rebuildProjections(t.db, store, group, {
        batchSize: 5,
        connections: [second],
      });
      const head = events.at(-1)!.position;
      expect(done?.map((checkpoint) => [checkpoint.name, checkpoint.position])).toEqual(
        group.map((projection) => [projection.name, head]),
      );
      for (const [i, projection] of group.entries()) {
        expect(await dumpTables(projection)).toEqual(expected[i]);
      }
      expect(await persistence()).toEqual([{ schema: 'public', unlogged: false }]);
    } finally {
      await second.end();
    }
  });
});
