/**
 * Append throughput of the PostgreSQL event store, against the raw batched-insert rate of
 * the same server measured in the same run (REFERENCE.md: compare ratios, not absolutes).
 *
 *   npx tsx --conditions=@teamledger/source bench/event-store-append.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  createPostgresEventStore,
  migrateEventStore,
  type EventData,
  type EventStore,
} from '@teamledger/eventstore';
import {
  DEFAULT_DATABASE_URL,
  createPool,
  dropDatabase,
  ensureDatabase,
  withDatabase,
} from '@teamledger/platform';

export interface AppendBenchFigure {
  name: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** eventsPerSecond / raw batched-insert rows per second. */
  ratioToRaw: number;
}

export interface AppendBenchOptions {
  /** Server to create the bench database on; DATABASE_URL or the local default. */
  serverUrl?: string;
  /** Single-event appends per writer configuration. */
  appends?: number;
  /** Rows for the raw batched insert. */
  rawRows?: number;
}

const RAW_BATCH = 1_000;

function workEvent(n: number): EventData {
  return {
    id: randomUUID(),
    type: 'HoursLogged',
    data: { userId: randomUUID(), date: '2025-03-14', hours: 1.5 + (n % 7), note: 'x'.repeat(60) },
    metadata: {
      actorId: randomUUID(),
      at: new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      source: 'web',
    },
  };
}

/** `total` single-event appends to new streams, spread over `writers` concurrent loops. */
async function appendConcurrently(
  store: EventStore,
  writers: number,
  total: number,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let n = next++; n < total; n = next++) {
        await store.appendToStream(`bench-${randomUUID()}`, [workEvent(n)], {
          expectedRevision: 'no_stream',
        });
      }
    }),
  );
  return (performance.now() - started) / 1_000;
}

/** Multi-row INSERTs of RAW_BATCH rows into a table shaped like events, one client. */
export async function rawBatchedInsert(databaseUrl: string, rows: number): Promise<number> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    await pool.query(`
      CREATE TABLE bench_raw_events (
        position bigint PRIMARY KEY, stream text NOT NULL, revision integer NOT NULL,
        id uuid NOT NULL UNIQUE, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream, revision))`);
    const columns = 7;
    const placeholders = Array.from(
      { length: RAW_BATCH },
      (_, row) =>
        `(${Array.from({ length: columns }, (_, column) => `$${row * columns + column + 1}`).join(', ')})`,
    ).join(', ');
    const text = `INSERT INTO bench_raw_events (position, stream, revision, id, type, data, metadata) VALUES ${placeholders}`;
    const started = performance.now();
    for (let first = 0; first < rows; first += RAW_BATCH) {
      const values: unknown[] = [];
      for (let n = first; n < first + RAW_BATCH; n++) {
        const event = workEvent(n);
        values.push(
          n + 1,
          `bench-${event.id}`,
          0,
          event.id,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        );
      }
      await pool.query({ name: 'bench_raw_insert', text, values });
    }
    return (performance.now() - started) / 1_000;
  } finally {
    await pool.end();
  }
}

export async function run(options: AppendBenchOptions = {}): Promise<AppendBenchFigure[]> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const appends = options.appends ?? 5_000;
  const rawRows = options.rawRows ?? 50_000;
  const databaseUrl = withDatabase(serverUrl, `tl_bench_${Date.now()}`);
  await ensureDatabase(databaseUrl);
  try {
    await migrateEventStore(databaseUrl);
    const store = createPostgresEventStore({ connectionString: databaseUrl });
    let single: number;
    let concurrent: number;
    try {
      await appendConcurrently(store, 8, 500); // warm-up: connections, plans, caches
      single = await appendConcurrently(store, 1, appends);
      concurrent = await appendConcurrently(store, 8, appends);
    } finally {
      await store.close();
    }
    const raw = await rawBatchedInsert(databaseUrl, rawRows);
    const rawRate = rawRows / raw;
    const figure = (name: string, events: number, seconds: number): AppendBenchFigure => ({
      name,
      events,
      seconds,
      eventsPerSecond: events / seconds,
      ratioToRaw: events / seconds / rawRate,
    });
    return [
      figure(`raw batched insert (${RAW_BATCH} rows per INSERT)`, rawRows, raw),
      figure('appendToStream, 1 writer', appends, single),
      figure('appendToStream, 8 writers', appends, concurrent),
    ];
  } finally {
    await dropDatabase(databaseUrl);
  }
}

function printTable(figures: AppendBenchFigure[]): void {
  const rows = figures.map((f) => [
    f.name,
    Math.round(f.eventsPerSecond).toLocaleString('en-US'),
    f.ratioToRaw.toFixed(3),
  ]);
  const header = ['name', 'events/s', 'ratio to raw batched insert'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(printTable, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
