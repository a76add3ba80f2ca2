/**
 * Full replay throughput: every read model of the projector's registry rebuilt from the
 * whole store of the generated company, as `npm run projector -- rebuild` does it (one
 * reader for them all, each batch applied to every read model's shadow tables in one
 * transaction with one progress write, the deferred indexes built before the swap), on a
 * connection with the projector's session settings, beside the raw batched insert of rows
 * of the events' shape measured in the same run.
 *
 * The company is the bench stack's (BENCH_QUICK sizes apply): its events are copied row for
 * row into a database of the replay's own, so the running stack is not disturbed and the
 * company is not written a second time. Each read model's share of the time is in the notes.
 *
 *   BENCH_ONLY=projection-replay npm run bench
 */
import pg from 'pg';
import { createPostgresEventStore } from '@teamledger/eventstore';
import { dropDatabase, ensureDatabase, withDatabase } from '@teamledger/platform';
import {
  migrateDatabase,
  projections,
  rebuildProjections,
  type Projection,
} from '@teamledger/read-models';
import { SESSION_SETTINGS } from '../services/projector/src/runner.js';
import { rawBatchedInsert } from './event-store-append.js';
import type { Figure } from './report.js';
import { describeCompany, type Stack } from './support/stack.js';

/** issue 16: a full replay reaches half the raw batched-insert rate. */
const TARGET_RATIO = 0.5;
const BATCH = 1_000;
const COPY_BATCH = 5_000;

/** The stack's events, position for position, into the replay's database. */
async function copyEvents(from: pg.Client, to: pg.Client): Promise<number> {
  let copied = 0;
  let after = '0';
  for (;;) {
    const { rows } = await from.query<{ position: string }>(
      // Ordered by the bigint, not by the text column of the same name.
      `SELECT e.position::text, stream, revision, id, type, data, metadata, recorded_at
         FROM events e WHERE e.position > $1 ORDER BY e.position LIMIT ${COPY_BATCH}`,
      [after],
    );
    const last = rows.at(-1);
    if (!last) return copied;
    await to.query(
      `INSERT INTO events (position, stream, revision, id, type, data, metadata, recorded_at)
       SELECT * FROM json_to_recordset($1::json) AS r (position bigint, stream text,
         revision integer, id uuid, type text, data jsonb, metadata jsonb, recorded_at timestamptz)`,
      [JSON.stringify(rows)],
    );
    copied += rows.length;
    after = last.position;
  }
}

/**
 * The projection, with the time its applies and its setup (the deferred indexes are built
 * by it) took added to `spent` under its name.
 */
function timed(projection: Projection, spent: Map<string, number>): Projection {
  const add = (started: number) =>
    spent.set(projection.name, (spent.get(projection.name) ?? 0) + performance.now() - started);
  const batchApply = projection.applyBatch;
  return {
    ...projection,
    async setup(tx) {
      const started = performance.now();
      try {
        await projection.setup(tx);
      } finally {
        add(started);
      }
    },
    async apply(tx, event) {
      const started = performance.now();
      try {
        await projection.apply(tx, event);
      } finally {
        add(started);
      }
    },
    ...(batchApply && {
      async applyBatch(tx, events) {
        const started = performance.now();
        try {
          await batchApply.call(projection, tx, events);
        } finally {
          add(started);
        }
      },
    }),
  };
}

export async function runReplay(stack: Stack): Promise<{ figures: Figure[]; notes: string[] }> {
  const databaseUrl = withDatabase(stack.databaseUrl, `tl_bench_replay_${Date.now()}`);
  await ensureDatabase(databaseUrl);
  const source = new pg.Client({ connectionString: stack.databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl, options: SESSION_SETTINGS });
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  try {
    await migrateDatabase({ DATABASE_URL: databaseUrl });
    await Promise.all([source.connect(), client.connect()]);
    const events = await copyEvents(source, client);

    const spent = new Map<string, number>();
    const measured = projections.map((projection) => timed(projection, spent));
    const started = performance.now();
    const done = await rebuildProjections(client, store, measured, { batchSize: BATCH });
    const seconds = (performance.now() - started) / 1_000;
    const head = await store.headPosition();
    if (!done || done.some((checkpoint) => checkpoint.position !== head)) {
      throw new Error('replay did not reach the head');
    }

    const rawSeconds = await rawBatchedInsert(databaseUrl, events);
    const share = [...spent.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${(ms / 1_000).toFixed(1)} s`)
      .join(', ');
    return {
      figures: [
        {
          name: `full replay of every read model (${projections.length})`,
          value: events / seconds,
          unit: 'events/s',
          baseline: {
            name: `raw batched insert (${BATCH} rows per INSERT)`,
            value: events / rawSeconds,
            unit: 'events/s',
          },
          target: { kind: 'ratioAtLeast', ratio: TARGET_RATIO },
        },
      ],
      notes: [
        describeCompany(stack.written),
        `${events.toLocaleString('en-US')} events replayed in ${seconds.toFixed(1)} s, ` +
          `batches of ${BATCH}; raw insert of as many rows ${rawSeconds.toFixed(1)} s`,
        `time in each read model's apply and setup (its deferred indexes built): ${share}`,
      ],
    };
  } finally {
    await Promise.all([
      source.end().catch(() => undefined),
      client.end().catch(() => undefined),
      store.close(),
    ]);
    await dropDatabase(databaseUrl);
  }
}
