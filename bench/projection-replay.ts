/**
 * Full replay throughput: drop a simple read model and rebuild it from every event in the
 * store, against the raw batched-insert rate measured in the same run.
 *
 *   npx tsx --conditions=@teamledger/source bench/projection-replay.ts
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createPostgresEventStore, migrateEventStore } from '@teamledger/eventstore';
import {
  DEFAULT_DATABASE_URL,
  dropDatabase,
  ensureDatabase,
  withDatabase,
} from '@teamledger/platform';
import { catchUp, migrateDatabase, resetProjection } from '@teamledger/read-models';
import {
  amountAdded,
  ledgerProjection,
} from '../services/projector/src/test-support/ledger-projection.js';
import { rawBatchedInsert } from './event-store-append.js';

export interface ReplayBenchFigure {
  name: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  ratioToRaw: number;
}

export async function run({ events = 50_000, streams = 500 } = {}): Promise<ReplayBenchFigure[]> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const databaseUrl = withDatabase(serverUrl, `tl_bench_replay_${Date.now()}`);
  await ensureDatabase(databaseUrl);
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await migrateEventStore(databaseUrl);
    await migrateDatabase({ DATABASE_URL: databaseUrl });
    await client.connect();
    // Fill the store: 100-event appends spread over the streams.
    for (let written = 0; written < events; written += 100) {
      const stream = `account-${(written / 100) % streams}`;
      await store.appendToStream(
        stream,
        Array.from({ length: 100 }, (_, i) => amountAdded(i + 1)),
      );
    }
    const projection = ledgerProjection('bench_ledger');
    const replayStarted = performance.now();
    const done = await catchUp(
      client,
      store,
      projection,
      await resetProjection(client, projection),
      1_000,
    );
    const replaySeconds = (performance.now() - replayStarted) / 1_000;
    if (done.position !== (await store.headPosition()))
      throw new Error('replay did not reach the head');

    const rawSeconds = await rawBatchedInsert(databaseUrl, events);
    const rawRate = events / rawSeconds;
    return [
      {
        name: 'raw batched insert (1000 rows per INSERT)',
        events,
        seconds: rawSeconds,
        eventsPerSecond: rawRate,
        ratioToRaw: 1,
      },
      {
        name: 'full replay into a simple read model',
        events,
        seconds: replaySeconds,
        eventsPerSecond: events / replaySeconds,
        ratioToRaw: events / replaySeconds / rawRate,
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    await store.close();
    await dropDatabase(databaseUrl);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await run();
  console.table(
    figures.map((f) => ({
      name: f.name,
      'events/s': Math.round(f.eventsPerSecond),
      'ratio to raw batched insert': f.ratioToRaw.toFixed(3),
    })),
  );
}
