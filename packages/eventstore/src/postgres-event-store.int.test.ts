import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import { DuplicateEventIdError, WrongExpectedVersionError } from './errors.js';
import {
  eventStoreContract,
  sleep,
  testEvent,
  testEvents,
  waitFor,
} from './event-store.contract.js';
import type { EventStore, RecordedEvent } from './event-store.js';
import { migrateEventStore } from './migrations.js';
import { createPool } from '@teamledger/platform';
import { LISTENER_APPLICATION_NAME } from './postgres-append-listener.js';
import { createPostgresEventStore } from './postgres-event-store.js';

let database: TestDatabase;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateEventStore(database.url);
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

/** The pid of the store's LISTEN connection once it has finished LISTEN, else undefined. */
async function listeningPid(): Promise<number | undefined> {
  const { rows } = await admin.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = $1
        AND state = 'idle' AND query LIKE 'LISTEN %'`,
    [LISTENER_APPLICATION_NAME],
  );
  return rows.length === 1 ? rows[0]?.pid : undefined;
}

async function waitForListener(other?: number): Promise<number> {
  let pid: number | undefined;
  await waitFor(async () => {
    pid = await listeningPid();
    return pid !== undefined && pid !== other;
  }, 'the LISTEN connection');
  return pid ?? -1;
}

function openStore(pollIntervalMs?: number): EventStore {
  return createPostgresEventStore({
    connectionString: database.url,
    ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
  });
}

describe('PostgreSQL event store on an empty database', () => {
  it('has head position 0 and nothing to read', async () => {
    const store = openStore();
    try {
      expect(await store.headPosition()).toBe(0n);
      expect(await store.readAll()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('migrating again changes nothing', async () => {
    await migrateEventStore(database.url);
    const { rows } = await admin.query<{ name: string }>(
      'SELECT name FROM eventstore_migrations ORDER BY id',
    );
    expect(rows.map((row) => row.name)).toEqual([
      '0001_events',
      '0002_append_without_notify',
      '0003_append_custom_plans',
      '0004_append_generic_index_plans',
    ]);
  });
});

describe('PostgreSQL append on a table that grew after the session began', () => {
  it('looks events up by index, not by a plan cached while the table was empty', async () => {
    const grown = await createTestDatabase();
    const session = new pg.Client({ connectionString: grown.url });
    try {
      await migrateEventStore(grown.url);
      await session.connect();
      // Six events an append, as a day of standup and hours: on a small table looking six ids
      // up costs more than reading the table, which is what made the cached plan a scan.
      const six = Array.from({ length: 6 });
      const append = (stream: string) =>
        session.query(
          `SELECT outcome FROM eventstore_append($1, 'no_stream', NULL, $2::uuid[], $3::text[],
                  $4::jsonb[], $4::jsonb[])`,
          [stream, six.map(() => randomUUID()), six.map(() => 'Tested'), six.map(() => '{}')],
        );
      // More calls than PL/pgSQL makes custom plans before it settles on a cached one.
      for (let i = 0; i < 10; i++) await append(`early-${i}`);
      // The table grows under the session without an ANALYZE (autovacuum may be off).
      await session.query(
        `INSERT INTO events (position, stream, revision, id, type, data, metadata)
         SELECT 100 + g, 'bulk-' || g, 0, gen_random_uuid(), 'Tested', '{}', '{}'
           FROM generate_series(1, 20000) g`,
      );
      // The session's own counters, which may still hold the early calls' scans (they are
      // flushed at most once a second): the difference is the late append's.
      const sequentialScans = async () => {
        const { rows } = await session.query<{ seq_scan: string }>(
          `SELECT seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'events'`,
        );
        return Number(rows[0]?.seq_scan);
      };
      await session.query('BEGIN');
      const before = await sequentialScans();
      const { rows } = await append('late');
      const after = await sequentialScans();
      await session.query('COMMIT');
      expect(rows[0]?.outcome).toBe('appended');
      // The append read the table through its indexes only.
      expect(after - before).toBe(0);
    } finally {
      await session.end();
      await grown.drop();
    }
  });
});

eventStoreContract('PostgreSQL', async () => {
  const store = openStore();
  return { store, cleanup: () => store.close() };
});

describe('PostgreSQL event store specifics', () => {
  it('gives positions 1, 2, 3, ... without gaps, even after failed appends', async () => {
    const store = openStore();
    try {
      const stream = `gaps-${randomUUID()}`;
      await store.appendToStream(stream, [testEvent()], { expectedRevision: 'no_stream' });
      await expect(
        store.appendToStream(stream, [testEvent()], { expectedRevision: 'no_stream' }),
      ).rejects.toThrow();
      await store.appendToStream(stream, testEvents(2), { expectedRevision: 0 });

      const all = await store.readAll();
      expect(all.map((event) => event.position)).toEqual(all.map((_, i) => BigInt(i + 1)));
      expect(await store.headPosition()).toBe(BigInt(all.length));
    } finally {
      await store.close();
    }
  });

  it('refuses an event id that already belongs to another stream', async () => {
    const store = openStore();
    try {
      const [owner, thief] = [`owner-${randomUUID()}`, `thief-${randomUUID()}`];
      const event = testEvent();
      await store.appendToStream(owner, [event]);

      const error: unknown = await store
        .appendToStream(thief, [testEvent(), event])
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(DuplicateEventIdError);
      expect(error).toMatchObject({ stream: thief, eventIds: [event.id], existingStream: owner });
      expect(await store.readStream(thief)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('wakes subscribers by NOTIFY long before the next poll', async () => {
    const store = openStore(60_000);
    try {
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(
        { from: await store.headPosition() },
        async (batch) => {
          seen.push(...batch);
        },
      );
      await waitForListener();
      const event = testEvent();
      await store.appendToStream(`notify-${randomUUID()}`, [event]);
      await waitFor(() => seen.length === 1, 'the notified event', 2_000);
      expect(seen.map((e) => e.id)).toEqual([event.id]);
      await subscription.close();
    } finally {
      await store.close();
    }
  });

  it('polling alone delivers events that come without a notification', async () => {
    const store = openStore(200);
    try {
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(
        { from: await store.headPosition() },
        async (batch) => {
          seen.push(...batch);
        },
      );
      await waitForListener();
      await sleep(50);
      // Written behind the store's back, so no NOTIFY is sent.
      const id = randomUUID();
      await admin.query(
        `INSERT INTO events (position, stream, revision, id, type, data, metadata)
         SELECT coalesce(max(position), 0) + 1, $1, 0, $2, 'Imported', '{"n":1}', $3 FROM events`,
        [`silent-${randomUUID()}`, id, JSON.stringify(testEvent().metadata)],
      );
      await waitFor(() => seen.length === 1, 'the polled event', 3_000);
      expect(seen.map((e) => [e.id, e.type, e.data])).toEqual([[id, 'Imported', { n: 1 }]]);
      await subscription.close();
    } finally {
      await store.close();
    }
  });

  it('resumes after its LISTEN connection is killed, catching up on what it missed', async () => {
    // Polling would take a minute: only the reconnected LISTEN can deliver in time.
    const store = openStore(60_000);
    try {
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(
        { from: await store.headPosition() },
        async (batch) => {
          seen.push(...batch);
        },
      );
      const firstPid = await waitForListener();

      const { rows } = await admin.query<{ killed: boolean }>(
        'SELECT pg_terminate_backend($1) AS killed',
        [firstPid],
      );
      expect(rows[0]?.killed).toBe(true);
      const stream = `killed-${randomUUID()}`;
      const missed = testEvent();
      await store.appendToStream(stream, [missed]);

      const secondPid = await waitForListener(firstPid);
      expect(secondPid).not.toBe(firstPid);
      await waitFor(() => seen.length === 1, 'the event appended while not listening', 3_000);

      const after = testEvent();
      await store.appendToStream(stream, [after]);
      await waitFor(() => seen.length === 2, 'the event appended after reconnecting', 3_000);
      expect(seen.map((e) => e.id)).toEqual([missed.id, after.id]);
      await subscription.close();
    } finally {
      await store.close();
    }
  });

  it('closing the store closes its subscriptions and its LISTEN connection', async () => {
    const store = openStore();
    let calls = 0;
    store.subscribeToAll({ from: await store.headPosition() }, async () => {
      calls += 1;
    });
    await waitForListener();
    await store.close();

    const other = openStore();
    try {
      await other.appendToStream(`after-close-${randomUUID()}`, [testEvent()]);
    } finally {
      await other.close();
    }
    await sleep(200);
    expect(calls).toBe(0);
    expect(await listeningPid()).toBeUndefined();
  });

  it('shares a pool the service owns, names its connections, and leaves the pool open on close', async () => {
    const pool = createPool(database.url, { max: 2, application_name: 'teamledger-test-svc' });
    const store = createPostgresEventStore({
      connectionString: database.url,
      pool,
      applicationName: 'teamledger-test-svc',
    });
    try {
      const stream = `shared-pool-${randomUUID()}`;
      await store.appendToStream(stream, [testEvent()]);
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(
        { from: (await store.headPosition()) - 1n },
        async (batch) => {
          seen.push(...batch);
        },
      );
      await waitFor(async () => seen.length === 1, 'the subscription');
      const connections = async () =>
        (
          await admin.query<{ name: string; count: number }>(
            `SELECT application_name AS name, count(*)::int AS count FROM pg_stat_activity
              WHERE datname = current_database() AND application_name LIKE 'teamledger-test-svc%'
              GROUP BY application_name ORDER BY application_name`,
          )
        ).rows;
      // The catch-up read can deliver the event before the listener has connected.
      await waitFor(async () => (await connections()).length === 2, 'the listener');
      const rows = await connections();
      // The appends and reads ran on the service's pool: no pool of the store's own.
      expect(rows).toEqual([
        { name: 'teamledger-test-svc', count: expect.any(Number) },
        { name: 'teamledger-test-svc-listener', count: 1 },
      ]);
      expect(rows[0]!.count).toBeLessThanOrEqual(2);
      await subscription.close();
      await store.close();
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});

describe('PostgreSQL appends that arrive together', () => {
  it('share a commit, and each keeps its own outcome', async () => {
    const together = await createTestDatabase();
    await migrateEventStore(together.url);
    const store = createPostgresEventStore({ connectionString: together.url });
    try {
      await store.appendToStream('taken', [testEvent()]);
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 20 }, (_, i) =>
          store.appendToStream(`together-${i}`, testEvents(2), { expectedRevision: 'no_stream' }),
        ),
        store.appendToStream('taken', [testEvent()], { expectedRevision: 'no_stream' }),
      ]);
      const refused = outcomes.at(-1)!;
      expect(refused.status).toBe('rejected');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      const appended = outcomes.slice(0, -1).map((outcome) => {
        expect(outcome.status).toBe('fulfilled');
        return (outcome as PromiseFulfilledResult<{ nextRevision: number }>).value;
      });
      expect(appended.map((result) => result.nextRevision)).toEqual(Array(20).fill(1));
      const check = new pg.Client({ connectionString: together.url });
      await check.connect();
      try {
        const { rows } = await check.query<{ streams: number; events: number; commits: number }>(
          `SELECT count(DISTINCT stream)::int AS streams, count(*)::int AS events,
                  count(DISTINCT xmin::text)::int AS commits
             FROM events WHERE stream LIKE 'together-%'`,
        );
        expect(rows[0]).toMatchObject({ streams: 20, events: 40 });
        // The first goes alone; the rest, arriving while it is on its way, go in one.
        expect(rows[0]!.commits).toBeLessThanOrEqual(2);
      } finally {
        await check.end();
      }
    } finally {
      await store.close();
      await together.drop();
    }
  });
});
