import pg from 'pg';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore } from '@teamledger/eventstore';
import { createLogger, systemClock } from '@teamledger/platform';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import {
  migrateDatabase,
  ProjectionWatcher,
  readCheckpoint,
  readQuarantined,
  resetProjection,
  type Projection,
} from '@teamledger/read-models';
import { ProjectorHost } from './host.js';
import { amountAdded, ledgerProjection } from './test-support/ledger-projection.js';

const amountOf = (data: unknown) => z.object({ amount: z.number() }).parse(data).amount;

const logger = createLogger('test', 'silent');
let database: TestDatabase;
let store: EventStore;
let db: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase({ DATABASE_URL: database.url });
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await store.close();
  await database.drop();
});

const hosts: ProjectorHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});

function startHost(projection = ledgerProjection()) {
  const host = new ProjectorHost({
    connectionString: database.url,
    store,
    projections: [projection],
    logger,
    clock: systemClock,
    lockRetryMs: 50,
    batchSize: 100,
  });
  hosts.push(host);
  return host.start().then(() => host);
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const ledger = async (table = 'test_ledger') =>
  (await db.query(`SELECT stream, balance::int, events FROM ${table} ORDER BY stream`)).rows;

const caughtUp = (name: string) => async () =>
  ((await readCheckpoint(db, name))?.position ?? -1n) >= (await store.headPosition());

describe('projection runner', () => {
  it('applies events and keeps the checkpoint at the head', async () => {
    await store.appendToStream('acc-a', [amountAdded(5), amountAdded(7)]);
    await store.appendToStream('acc-b', [amountAdded(1)]);
    await startHost();
    await until(caughtUp('test_ledger'));
    expect(await ledger()).toEqual([
      { stream: 'acc-a', balance: 12, events: 2 },
      { stream: 'acc-b', balance: 1, events: 1 },
    ]);
    // Live events after the catch-up arrive too.
    await store.appendToStream('acc-b', [amountAdded(10)]);
    await until(caughtUp('test_ledger'));
    expect((await ledger()).find((r) => r.stream === 'acc-b')).toEqual({
      stream: 'acc-b',
      balance: 11,
      events: 2,
    });
  });

  it('ends identical when fed the same events twice', async () => {
    const projection = ledgerProjection('test_twice');
    await resetProjection(db, projection);
    const events = await store.readAll({ limit: 1000 });
    await db.query('BEGIN');
    for (const event of events) await projection.apply(db, event);
    const once = await ledger('test_twice');
    for (const event of events) await projection.apply(db, event);
    await db.query('COMMIT');
    expect(await ledger('test_twice')).toEqual(once);
    expect(once.length).toBeGreaterThan(0);
  });

  it('rebuilds a new version into shadow tables while the old ones keep answering', async () => {
    await store.appendToStream(
      'acc-shadow',
      Array.from({ length: 400 }, (_, i) => amountAdded(i + 1)),
    );
    await startHost(ledgerProjection('test_versions', 1));
    await until(caughtUp('test_versions'));
    const v1 = await ledger('test_versions');
    await hosts.pop()!.stop();
    // Version 2 counts every amount twice, and applies slowly enough to be watched.
    const v2Projection = ledgerProjection('test_versions', 2);
    const slowV2: Projection = {
      ...v2Projection,
      async applyBatch(tx, events) {
        await v2Projection.applyBatch!(tx, events);
        await new Promise((r) => setTimeout(r, 100));
      },
    };
    const host = await startHost(slowV2);
    await until(async () => host.statuses()[0]!.state === 'rebuilding');
    // During the rebuild: the old figures, at the old version, and the shadow filling up.
    // A look counts when the version read before and after the rows is still 1: the swap
    // (one transaction) had not committed when the rows were read.
    let shadowSeen = 0;
    let looks = 0;
    const version = async () => (await readCheckpoint(db, 'test_versions'))?.version;
    await until(async () => {
      if ((await version()) === 2) return true;
      const live = await ledger('test_versions');
      const { rows } = await db.query<{ position: string }>(
        `SELECT position FROM projection_rebuilds WHERE name = 'test_versions'`,
      );
      if ((await version()) === 2) return true;
      expect(live).toEqual(v1);
      shadowSeen = Math.max(shadowSeen, Number(rows[0]?.position ?? 0));
      looks += 1;
      return false;
    });
    expect(looks).toBeGreaterThan(1);
    expect(shadowSeen).toBeGreaterThan(0);
    // Right after the swap: the new figures, and nothing left of the shadow.
    expect((await readCheckpoint(db, 'test_versions'))?.version).toBe(2);
    expect(await ledger('test_versions')).toEqual(
      v1.map((row) => ({ ...row, balance: row.balance * 2 })),
    );
    const { rows: leftovers } = await db.query(
      `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'
       UNION ALL SELECT name FROM projection_rebuilds`,
    );
    expect(leftovers).toEqual([]);
    // And it follows the store again.
    await store.appendToStream('acc-after', [amountAdded(4)]);
    await until(caughtUp('test_versions'));
    expect((await ledger('test_versions')).find((r) => r.stream === 'acc-after')?.balance).toBe(8);
  });

  it('runs one active runner per projection; a second instance waits and takes over', async () => {
    const first = await startHost(ledgerProjection('test_lock'));
    await until(async () => first.statuses()[0]!.state === 'running');
    const second = await startHost(ledgerProjection('test_lock'));
    await until(async () => second.statuses()[0]!.state === 'waiting_for_lock');
    expect(first.statuses()[0]!.state).toBe('running');

    await first.stop();
    await until(async () => second.statuses()[0]!.state === 'running');
    await store.appendToStream('acc-lock', [amountAdded(3)]);
    await until(caughtUp('test_lock'));
    expect((await ledger('test_lock')).find((r) => r.stream === 'acc-lock')).toEqual({
      stream: 'acc-lock',
      balance: 3,
      events: 1,
    });
  });

  it('rebuilds on request (NOTIFY from the CLI) and ends equal', async () => {
    const host = await startHost(ledgerProjection('test_requested'));
    await until(caughtUp('test_requested'));
    const before = await ledger('test_requested');
    await db.query(`UPDATE test_requested SET balance = -999`); // corrupt the read model
    const { rows } = await db.query<{ now: Date }>('SELECT now()');
    await db.query(`SELECT pg_notify('projection_control', 'rebuild:test_requested')`);
    await until(async () => {
      const r = await db.query<{ rebuilt_at: Date | null }>(
        `SELECT rebuilt_at FROM projection_checkpoints WHERE name = 'test_requested'`,
      );
      return (r.rows[0]?.rebuilt_at ?? new Date(0)) >= rows[0]!.now;
    });
    await until(caughtUp('test_requested'));
    expect(await ledger('test_requested')).toEqual(before);
    expect(host.statuses()[0]!.state).toBe('running');
  });

  it('quarantines an event it cannot apply, goes on, and applies it on a rebuild after a fix', async () => {
    // Until "fixed", a negative amount breaks the set-based and the one-by-one apply alike.
    let fixed = false;
    const base = ledgerProjection('test_quarantine');
    const guard = (events: readonly { data: unknown }[]) => {
      if (!fixed && events.some((e) => amountOf(e.data) < 0)) {
        throw new Error('negative amount');
      }
    };
    const fragile: Projection = {
      ...base,
      async apply(tx, event) {
        guard([event]);
        await base.apply(tx, event);
      },
      async applyBatch(tx, events) {
        guard(events);
        await base.applyBatch!(tx, events);
      },
    };
    await store.appendToStream('acc-q1', [amountAdded(5), amountAdded(-100), amountAdded(7)]);
    const { position: poisonTwo } = await store.appendToStream('acc-q2', [amountAdded(-1)]);
    await store.appendToStream('acc-q2', [amountAdded(2)]);
    const host = await startHost(fragile);
    await until(caughtUp('test_quarantine'));
    // Everything else reached the read model, and it is still running.
    const rows = await ledger('test_quarantine');
    expect(rows.filter((r) => r.stream.startsWith('acc-q'))).toEqual([
      { stream: 'acc-q1', balance: 12, events: 2 },
      { stream: 'acc-q2', balance: 2, events: 1 },
    ]);
    expect(host.statuses()[0]!.state).toBe('running');
    const quarantined = await readQuarantined(db);
    expect(quarantined.map((q) => ({ projection: q.projection, reason: q.reason }))).toEqual([
      { projection: 'test_quarantine', reason: 'negative amount' },
      { projection: 'test_quarantine', reason: 'negative amount' },
    ]);
    expect(quarantined[1]!.position).toBe(poisonTwo.toString());
    // Live events after it keep arriving.
    await store.appendToStream('acc-q1', [amountAdded(1)]);
    await until(caughtUp('test_quarantine'));
    expect((await ledger('test_quarantine')).find((r) => r.stream === 'acc-q1')?.balance).toBe(13);

    // After the fix, the retry (a rebuild) applies them in log order and empties the list.
    fixed = true;
    host.requestRebuild('test_quarantine');
    await until(async () => (await readQuarantined(db)).length === 0);
    await until(caughtUp('test_quarantine'));
    expect((await ledger('test_quarantine')).filter((r) => r.stream.startsWith('acc-q'))).toEqual([
      { stream: 'acc-q1', balance: -87, events: 4 },
      { stream: 'acc-q2', balance: 1, events: 2 },
    ]);
  });

  it('a rebuild that still cannot apply an event keeps it quarantined, once', async () => {
    const base = ledgerProjection('test_requarantine');
    const fragile: Projection = {
      ...base,
      async apply(tx, event) {
        if (amountOf(event.data) === -3) throw new Error('still broken');
        await base.apply(tx, event);
      },
      applyBatch: undefined,
    };
    await store.appendToStream('acc-rq', [amountAdded(-3), amountAdded(4)]);
    const host = await startHost(fragile);
    await until(caughtUp('test_requarantine'));
    const before = (await readQuarantined(db)).filter((q) => q.projection === 'test_requarantine');
    expect(before).toHaveLength(1);
    const { rows } = await db.query<{ now: Date }>('SELECT now()');
    host.requestRebuild('test_requarantine');
    await until(async () => {
      const r = await db.query<{ rebuilt_at: Date | null }>(
        `SELECT rebuilt_at FROM projection_checkpoints WHERE name = 'test_requarantine'`,
      );
      return (r.rows[0]?.rebuilt_at ?? new Date(0)) >= rows[0]!.now;
    });
    const after = (await readQuarantined(db)).filter((q) => q.projection === 'test_requarantine');
    expect(after.map((q) => [q.eventId, q.reason])).toEqual([[before[0]!.eventId, 'still broken']]);
    expect((await ledger('test_requarantine')).find((r) => r.stream === 'acc-rq')).toEqual({
      stream: 'acc-rq',
      balance: 4,
      events: 1,
    });
  });

  it('reports its lag in events and seconds', async () => {
    const host = await startHost(ledgerProjection('test_lag'));
    await until(caughtUp('test_lag'));
    expect((await host.health()).projections[0]).toMatchObject({
      name: 'test_lag',
      eventsBehind: 0,
      secondsBehind: 0,
    });
    await host.stop();
    const old = new Date(Date.now() - 90_000);
    await store.appendToStream('acc-lag', [
      amountAdded(1, old),
      amountAdded(1, old),
      amountAdded(1, old),
    ]);
    const health = await host.health();
    expect(health.projections[0]!.eventsBehind).toBe(3);
    expect(health.projections[0]!.secondsBehind).toBeGreaterThanOrEqual(90);
  });
});

describe('ProjectionWatcher (read your writes)', () => {
  it('resolves once the named projections pass the position, and false on timeout', async () => {
    const watcher = new ProjectionWatcher({
      connectionString: database.url,
      projections: ['test_watch'],
      logger,
    });
    await watcher.start();
    try {
      const { position } = await store.appendToStream('acc-watch', [amountAdded(2)]);
      expect(await watcher.waitFor(position, { timeoutMs: 100 })).toBe(false);
      const waiting = watcher.waitFor(position, { timeoutMs: 10_000 });
      await startHost(ledgerProjection('test_watch'));
      expect(await waiting).toBe(true);
      expect(watcher.position('test_watch')).toBeGreaterThanOrEqual(position);
    } finally {
      await watcher.close();
    }
  });
});
