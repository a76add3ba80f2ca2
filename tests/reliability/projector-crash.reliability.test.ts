import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore } from '@teamledger/eventstore';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { catchUp, migrateDatabase, readCheckpoint, resetProjection } from '@teamledger/read-models';
import {
  amountAdded,
  ledgerProjection,
} from '../../services/projector/src/test-support/ledger-projection.js';

let database: TestDatabase;
let store: EventStore;
let db: pg.Client;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase({ DATABASE_URL: database.url });
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});
afterAll(async () => {
  // A failing assertion must not leave a projector process behind.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.end();
  await store.close();
  await database.drop();
});

const source = fileURLToPath(
  new URL('../../services/projector/src/test-support/run-ledger-projector.ts', import.meta.url),
);
// Bundled once: under tsx each start takes seconds on a busy machine, 20 of them minutes.
// The bundle sits under the repository's node_modules so that its external packages (the
// KurrentDB client loads a native module esbuild cannot bundle) resolve from there.
const bundles = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
mkdirSync(bundles, { recursive: true });
const bundleDirectory = mkdtempSync(join(bundles, 'tl-crash-'));
const runner = join(bundleDirectory, 'run-ledger-projector.mjs');
afterAll(() => rmSync(bundleDirectory, { recursive: true, force: true }));
beforeAll(async () => {
  await build({
    entryPoints: [source],
    outfile: runner,
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@teamledger/source'],
    external: ['pg-native', '@kurrent/*'],
    // CommonJS dependencies inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}, 120_000);
const start = (): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [runner], {
      env: { ...process.env, DATABASE_URL: database.url, TEST_BATCH_PAUSE_MS: '20' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.stdout!.once('data', () => resolve(child));
    child.once('error', reject);
  });

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const checksum = (rowsSql: string) => `
  SELECT md5(coalesce(string_agg(stream || ':' || balance || ':' || events, ',' ORDER BY stream), ''))
    AS sum FROM (${rowsSql}) t`;
const tableChecksum = async (table: string) =>
  (await db.query<{ sum: string }>(checksum(`SELECT stream, balance, events FROM ${table}`)))
    .rows[0]!.sum;
/** What the ledger must hold at a checkpoint, computed from the events table alone. */
const truthAt = async (position: bigint) =>
  (
    await db.query<{ sum: string }>(
      checksum(`SELECT stream, sum((data->>'amount')::bigint) AS balance, count(*) AS events
        FROM events WHERE type = 'AmountAdded' AND position <= $1 GROUP BY stream`),
      [position.toString()],
    )
  ).rows[0]!.sum;

describe('crash safety', () => {
  it('equals a fresh rebuild after 20 SIGKILLs at random points of replays and rebuilds', async () => {
    const kills = Number(process.env.CRASH_KILLS ?? 20);
    let rebuildKills = 0;
    for (let round = 0; round < kills; round++) {
      const child = await start();
      // Odd rounds replay new events; even rounds replay everything into shadow tables.
      if (round % 2 === 1) {
        await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            store.appendToStream(
              `crash-${i}`,
              Array.from({ length: 100 }, (_, k) => amountAdded(round + k + 1)),
            ),
          ),
        );
      } else {
        await db.query(`SELECT pg_notify('projection_control', 'rebuild:test_ledger')`);
      }
      await new Promise((r) => setTimeout(r, 30 + Math.random() * 300));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const { rows } = await db.query('SELECT 1 FROM projection_rebuilds');
      if (rows.length > 0) rebuildKills += 1;
      // Whatever was committed when it died: the rows are exactly the events up to the checkpoint.
      const checkpoint = (await readCheckpoint(db, 'test_ledger'))?.position ?? 0n;
      expect(await tableChecksum('test_ledger'), `after kill ${round + 1}`).toBe(
        await truthAt(checkpoint),
      );
    }
    expect(rebuildKills).toBeGreaterThan(0);

    const last = await start();
    const head = await store.headPosition();
    await until(async () => {
      const checkpoint = await readCheckpoint(db, 'test_ledger');
      const { rows } = await db.query('SELECT 1 FROM projection_rebuilds');
      return (checkpoint?.position ?? 0n) >= head && rows.length === 0;
    });
    last.kill('SIGTERM');
    await new Promise((r) => last.once('exit', r));

    // A fresh rebuild of the same events into other tables is the truth to compare with.
    const reference = ledgerProjection('test_reference');
    await catchUp(db, store, reference, await resetProjection(db, reference));
    expect(await tableChecksum('test_ledger')).toBe(await tableChecksum('test_reference'));
    expect(await tableChecksum('test_ledger')).toBe(await truthAt(head));
  }, 240_000);
});
