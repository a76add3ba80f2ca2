/**
 * Writes a generated history (history.ts) into a database, resumably: the history_progress
 * row holds the options and how many chunks are done, and each chunk's streams go to the
 * store in batches through appendToStreams, two batches on their way at a time (the next
 * one is decided while the last one is appended).
 */
import { createPostgresEventStore, type StreamAppend } from '@teamledger/eventstore';
import { createPool, ensureDatabase } from '@teamledger/platform';
import { migrateApiDatabase } from '../../services/api/src/migrate.js';
import {
  chunksOf,
  monthAppends,
  planHistory,
  writeSetup,
  type History,
  type HistoryOptions,
} from './history.js';

export interface HistoryProgress {
  options: HistoryOptions;
  chunksDone: number;
  chunks: number;
  /** Events the month chunks appended, and the seconds they took (decide and append). */
  events: number;
  seconds: number;
}

export interface WriteHistoryOptions {
  /** Streams per appendToStreams call; 300 is about 1,000 events. */
  batchStreams?: number;
  /** Stop after the chunk that passes this many seconds; the next run continues. */
  stopAfterSeconds?: number;
  log?: (line: string) => void;
}

/** A database of a history: named after its sizes and seed, so a second run finds it. */
export function historyDatabaseName({ people, months, seed }: HistoryOptions): string {
  const slug = seed
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 20);
  return `tl_history_${people}x${months}_${slug}`;
}

const PROGRESS_TABLE = `CREATE TABLE IF NOT EXISTS history_progress (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  options jsonb NOT NULL,
  chunks_done integer NOT NULL,
  events bigint NOT NULL,
  seconds double precision NOT NULL)`;

export async function readHistoryProgress(
  pool: ReturnType<typeof createPool>,
): Promise<Omit<HistoryProgress, 'chunks'> | null> {
  const { rows } = await pool.query<{
    options: HistoryOptions;
    chunks_done: number;
    events: string;
    seconds: number;
  }>(`SELECT options, chunks_done, events::text, seconds FROM history_progress`);
  const row = rows[0];
  return row
    ? {
        options: row.options,
        chunksDone: row.chunks_done,
        events: Number(row.events),
        seconds: row.seconds,
      }
    : null;
}

/** The same history: a database of one history is never continued with another. */
const sameOptions = (a: HistoryOptions, b: HistoryOptions) =>
  a.people === b.people &&
  a.months === b.months &&
  a.seed === b.seed &&
  a.lastMonth === b.lastMonth &&
  a.zone === b.zone;

/** Appends a chunk's streams in batches, two on their way at a time; returns events appended. */
async function appendChunk(
  append: (batch: StreamAppend[]) => Promise<number>,
  streams: Iterable<StreamAppend>,
  batchStreams: number,
): Promise<number> {
  let appended = 0;
  const flying: Promise<number>[] = [];
  let batch: StreamAppend[] = [];
  const send = async () => {
    flying.push(append(batch));
    batch = [];
    if (flying.length >= 2) appended += await flying.shift()!;
  };
  for (const stream of streams) {
    batch.push(stream);
    if (batch.length >= batchStreams) await send();
  }
  if (batch.length > 0) await send();
  for (const pending of flying) appended += await pending;
  return appended;
}

/**
 * Writes what is left of the history into `databaseUrl` (created and migrated if needed).
 * Returns the progress after this run; `chunksDone === chunks` when the history is whole.
 */
export async function writeHistory(
  databaseUrl: string,
  options: HistoryOptions,
  {
    batchStreams = 300,
    stopAfterSeconds = Infinity,
    log = () => undefined,
  }: WriteHistoryOptions = {},
): Promise<HistoryProgress> {
  await ensureDatabase(databaseUrl);
  await migrateApiDatabase({ DATABASE_URL: databaseUrl });
  const pool = createPool(databaseUrl, { max: 2, application_name: 'history-generator' });
  // The generator's appends skip the wait for each commit's flush (synchronous_commit=off):
  // the same function, lock and rows, without the flush; a crash loses at most the last
  // chunk, which the next run writes again.
  const generatorUrl = new URL(databaseUrl);
  generatorUrl.searchParams.set('options', '-c synchronous_commit=off');
  const store = createPostgresEventStore({
    connectionString: generatorUrl.toString(),
    poolSize: 3,
    applicationName: 'history-generator',
  });
  const history: History = planHistory(options);
  const chunks = chunksOf(history);
  try {
    await pool.query(PROGRESS_TABLE);
    const found = await readHistoryProgress(pool);
    if (found && !sameOptions(found.options, options)) {
      throw new Error(
        `this database holds another history (${JSON.stringify(found.options)}); ` +
          `drop it or name another database`,
      );
    }
    const progress: HistoryProgress = found
      ? { ...found, chunks }
      : { options, chunksDone: 0, chunks, events: 0, seconds: 0 };
    if (!found) {
      await pool.query(
        `INSERT INTO history_progress (options, chunks_done, events, seconds) VALUES ($1, 0, 0, 0)`,
        [JSON.stringify(options)],
      );
    }
    const append = async (batch: StreamAppend[]) => {
      const outcomes = await store.appendToStreams(
        batch.map((stream) => ({ ...stream, expectedRevision: 'no_stream' as const })),
      );
      let appended = 0;
      for (const [index, outcome] of outcomes.entries()) {
        if (!outcome.ok) throw outcome.error;
        if (outcome.appended) appended += batch[index]!.events.length;
      }
      return appended;
    };
    const runStarted = performance.now();
    while (progress.chunksDone < chunks) {
      const chunk = progress.chunksDone;
      const started = performance.now();
      let events = 0;
      if (chunk === 0) {
        await writeSetup(store, pool, history);
      } else {
        events = await appendChunk(append, monthAppends(history, chunk), batchStreams);
      }
      const seconds = (performance.now() - started) / 1_000;
      progress.chunksDone += 1;
      if (chunk > 0) {
        progress.events += events;
        progress.seconds += seconds;
      }
      await pool.query(`UPDATE history_progress SET chunks_done = $1, events = $2, seconds = $3`, [
        progress.chunksDone,
        progress.events,
        progress.seconds,
      ]);
      log(
        chunk === 0
          ? `company set up: ${history.people.length} people, ${history.teams} teams, ${history.workspaces} workspaces (${seconds.toFixed(1)} s)`
          : `${history.months[chunk - 1]}: ${events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s ` +
              `(${Math.round(events / seconds).toLocaleString('en-US')} events/s)`,
      );
      if ((performance.now() - runStarted) / 1_000 >= stopAfterSeconds) break;
    }
    return progress;
  } finally {
    await store.close();
    await pool.end();
  }
}

/** The database's size on disk and the events table's (with its indexes and TOAST). */
export async function historySize(
  databaseUrl: string,
): Promise<{ database: number; events: number; rows: number }> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const { rows } = await pool.query<{ database: string; events: string; rows: string }>(
      `SELECT pg_database_size(current_database())::text AS database,
              pg_total_relation_size('events')::text AS events,
              (SELECT count(*) FROM events)::text AS rows`,
    );
    const row = rows[0]!;
    return { database: Number(row.database), events: Number(row.events), rows: Number(row.rows) };
  } finally {
    await pool.end();
  }
}
