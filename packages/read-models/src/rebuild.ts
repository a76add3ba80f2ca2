import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@teamledger/eventstore';
import { applyPastCheckpoint, inTx, nameFailedEvent } from './apply.js';
import { writeCheckpoints, type Checkpoint } from './checkpoints.js';
import { ProjectionEventError } from './failure.js';
import { quoteTable, type Projection } from './projection.js';
import {
  clearRebuildQuarantine,
  isTransientFailure,
  quarantineOf,
  recordQuarantined,
  swapRebuildQuarantine,
  type QuarantinedEvent,
} from './quarantine.js';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The schema a projection is rebuilt in: its tables keep their names there. */
export const shadowSchema = (projection: Projection): string =>
  quoteTable(`rebuild_${projection.name.replaceAll('-', '_')}`);

/** The rebuild of this projection left unfinished (by a crash or a stop), if any. */
export async function pendingRebuild(db: Queryable, name: string): Promise<number | null> {
  const { rows } = await db.query<{ version: number }>(
    'SELECT version FROM projection_rebuilds WHERE name = $1',
    [name],
  );
  return rows[0]?.version ?? null;
}

export interface RebuildOptions {
  batchSize?: number;
  /**
   * More connections to the same database. The shadows are shared out among the client and
   * these (each read model writes only its own tables), and each batch is applied on all of
   * them at once, each in a transaction of its own: PostgreSQL writes on several backends,
   * on several cores, while this process reads and parses the next batch.
   */
  connections?: readonly pg.ClientBase[];
  /**
   * How many batches read ahead may wait for a lane (4): a lane runs that far ahead of the
   * slowest one, and that many batches are the most the reader keeps in memory for it.
   */
  queueDepth?: number;
  /**
   * Asked before each batch is read: true leaves the shadows where they are, to be resumed
   * later, once the lanes have applied the batches already read.
   */
  shouldStop?: () => boolean;
}

/** One projection being rebuilt: where its shadow is and how far it has got. */
interface Shadow {
  projection: Projection;
  schema: string;
  checkpoint: Checkpoint;
}

/** A connection and the shadows it applies the batches to. */
interface Lane {
  client: pg.ClientBase;
  shadows: Shadow[];
}

/**
 * Shares the shadows out among the connections, the read models writing the most rows
 * (their tables' count as the measure at hand) spread first, round the lanes.
 */
function lanesOf(clients: readonly pg.ClientBase[], shadows: readonly Shadow[]): Lane[] {
  const lanes = clients.map((client) => ({ client, shadows: [] as Shadow[], weight: 0 }));
  const heaviest = [...shadows].sort((a, b) => weightOf(b.projection) - weightOf(a.projection));
  for (const shadow of heaviest) {
    const lightest = lanes.reduce((min, lane) => (lane.weight < min.weight ? lane : min));
    lightest.shadows.push(shadow);
    lightest.weight += weightOf(shadow.projection);
  }
  return lanes
    .filter((lane) => lane.shadows.length > 0)
    .map(({ client, shadows: mine }) => ({
      client,
      // Each lane keeps the projections' own order.
      shadows: shadows.filter((shadow) => mine.includes(shadow)),
    }));
}

const weightOf = (projection: Projection) =>
  projection.tables.length + (projection.deferredIndexes?.length ?? 0);

/**
 * The batches read for one lane, in order, at most `depth` of them waiting. close() ends it
 * once the lane has taken what is in it; abort() drops what is in it and ends it now.
 */
class BatchQueue {
  private readonly batches: (readonly RecordedEvent[])[] = [];
  private closed = false;
  private wake: (() => void) | null = null;

  constructor(private readonly depth: number) {}

  /** Waits while the queue is full; a batch put after the end is dropped. */
  async put(batch: readonly RecordedEvent[]): Promise<void> {
    while (this.batches.length >= this.depth && !this.closed) await this.waitForChange();
    if (this.closed) return;
    this.batches.push(batch);
    this.changed();
  }

  /** The next batch, or null once the queue has ended and is empty. */
  async take(): Promise<readonly RecordedEvent[] | null> {
    while (this.batches.length === 0 && !this.closed) await this.waitForChange();
    const batch = this.batches.shift() ?? null;
    this.changed();
    return batch;
  }

  close(): void {
    this.closed = true;
    this.changed();
  }

  abort(): void {
    this.batches.length = 0;
    this.close();
  }

  // One reader puts and one lane takes: at most one of them waits at a time.
  private waitForChange(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private changed(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

/**
 * Rebuilds read models without downtime: replays the store into shadow tables, a schema per
 * read model, while the live tables keep answering with their old figures. search_path
 * puts the shadows first: a table name belongs to one read model, so each projection's SQL
 * writes to its own shadow and still finds the live tables of the read models not being
 * rebuilt. One reader feeds them all; each batch commits with their progress, in one
 * transaction per connection (`connections`: the read models shared out among them, D325),
 * each connection at its own pace on a bounded queue of the batches read (D342), and
 * without waiting for the commit's flush (a batch lost in a crash is applied again from the
 * shadows' checkpoints). The indexes a projection names in `deferredIndexes` are built once
 * the shadow has reached the head (one sort each) rather than kept up row by row on the
 * way. Then one transaction applies the last events, drops the live tables, moves the
 * shadow ones into their place and stores the checkpoints at the new versions. Progress is
 * committed with each batch, so a crash resumes. Returns the new checkpoints (in the
 * projections' order), or null when stopped before the swap.
 */
export async function rebuildProjections(
  client: pg.ClientBase,
  store: EventStore,
  projections: readonly Projection[],
  { batchSize = 1_000, connections = [], queueDepth = 4, shouldStop }: RebuildOptions = {},
): Promise<Checkpoint[] | null> {
  const { rows: schema } = await client.query<{ live: string }>('SELECT current_schema() AS live');
  const live = quoteTable(schema[0]!.live);
  const shadows: Shadow[] = [];
  for (const projection of projections) {
    const shadow = shadowSchema(projection);
    // Its setup creates its tables in its own shadow, the first schema of the path.
    const checkpoint = await inTx(client, async () => {
      await client.query(`SET LOCAL search_path TO ${shadow}, ${live}`);
      return startShadow(client, projection, shadow);
    });
    shadows.push({ projection, schema: shadow, checkpoint });
  }
  if (shadows.length === 0) return [];
  const searchPath = [...shadows.map((shadow) => shadow.schema), live].join(', ');
  const lanes = lanesOf([client, ...connections], shadows);

  // Each shadow of the lane gets the events past its own checkpoint; what it cannot apply
  // is quarantined for the shadow (see applyQuarantining).
  const applyShadows = async (
    lane: Lane,
    batch: readonly RecordedEvent[],
    quarantined: readonly QuarantinedEvent[],
  ) => {
    const next: Checkpoint[] = [];
    for (const shadow of lane.shadows) {
      next.push(
        await applyPastCheckpoint(
          lane.client,
          shadow.projection,
          shadow.checkpoint,
          batch,
          quarantined,
        ),
      );
    }
    await recordQuarantined(lane.client, quarantined, { rebuild: true });
    lane.shadows.forEach((shadow, i) => (shadow.checkpoint = next[i]!));
    // The shadows' progress goes to projection_rebuilds; the live checkpoints stay until the swap.
    await lane.client.query(
      `UPDATE projection_rebuilds r SET position = p.position, last_event_at = p.last_event_at
       FROM unnest($1::text[], $2::numeric[], $3::timestamptz[]) AS p (name, position, last_event_at)
       WHERE r.name = p.name`,
      [
        lane.shadows.map((s) => s.projection.name),
        lane.shadows.map((s) => s.checkpoint.position.toString()),
        lane.shadows.map((s) => s.checkpoint.lastEventAt),
      ],
    );
  };
  // One round trip opens the transaction and sets its search_path. A shadow batch does not
  // wait for its commit's flush: lost in a crash, it is applied again from the checkpoints
  // that were lost with it. The swap waits.
  const inBatch = async <T>(lane: Lane, durable: boolean, work: () => Promise<T>): Promise<T> => {
    const db = lane.client;
    try {
      await db.query(
        `BEGIN; SET LOCAL search_path TO ${searchPath}` +
          (durable ? '' : '; SET LOCAL synchronous_commit TO off'),
      );
      try {
        const result = await work();
        await db.query('COMMIT');
        return result;
      } catch (error) {
        await db.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } catch (error) {
      throw await nameFailedEvent(db, error, searchPath);
    }
  };
  /** A batch in `inBatch`, once more per event it cannot apply, that event quarantined. */
  const applyQuarantining = async <T>(
    lane: Lane,
    durable: boolean,
    work: (apply: (batch: readonly RecordedEvent[]) => Promise<void>) => Promise<T>,
  ): Promise<T> => {
    const quarantined: QuarantinedEvent[] = [];
    const before = lane.shadows.map((shadow) => shadow.checkpoint);
    for (;;) {
      try {
        return await inBatch(lane, durable, () =>
          work((batch) => applyShadows(lane, batch, quarantined)),
        );
      } catch (error) {
        if (!(error instanceof ProjectionEventError) || isTransientFailure(error)) throw error;
        lane.shadows.forEach((shadow, i) => (shadow.checkpoint = before[i]!));
        quarantined.push(quarantineOf(error));
      }
    }
  };
  /** The same work on every lane at once; waits for all of them before it throws. */
  const onEveryLane = async (work: (lane: Lane) => Promise<void>) => {
    const settled = await Promise.allSettled(lanes.map(work));
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
  const from = () =>
    shadows.reduce(
      (min, { checkpoint }) => (checkpoint.position < min ? checkpoint.position : min),
      shadows[0]!.checkpoint.position,
    );

  // One reader reads each batch once and hands it to every lane's queue; each lane applies
  // its queue at its own pace, up to `queueDepth` batches ahead of the slowest (D342). The
  // reader waits only for a full queue, the swap for every lane.
  const queues = lanes.map(() => new BatchQueue(queueDepth));
  const failures: unknown[] = [];
  let stopped = false;
  const abort = (error: unknown) => {
    failures.push(error);
    for (const queue of queues) queue.abort();
  };
  const read = async () => {
    try {
      let position = from();
      for (;;) {
        if (failures.length > 0) return;
        if (shouldStop?.()) {
          stopped = true;
          return;
        }
        const batch = await store.readAll({ from: position, limit: batchSize });
        const last = batch.at(-1);
        if (!last) return;
        position = last.position;
        await Promise.all(queues.map((queue) => queue.put(batch)));
      }
    } finally {
      for (const queue of queues) queue.close();
    }
  };
  const drain = async (lane: Lane, queue: BatchQueue) => {
    for (let batch = await queue.take(); batch; batch = await queue.take()) {
      const events = batch;
      await applyQuarantining(lane, false, (apply) => apply(events));
    }
  };
  await Promise.all([
    read().catch(abort),
    ...lanes.map((lane, i) => drain(lane, queues[i]!).catch(abort)),
  ]);
  if (failures.length > 0) throw failures[0];
  if (stopped) return null;

  // Each lane its own shadows: their tables written to the WAL once, whole, before they take
  // the live tables' place (SET LOGGED rewrites a table with the indexes it has, so the
  // deferred ones are built after it, once, over the loaded table: setup makes what is
  // missing), and with their statistics: autovacuum may be off or far behind, and a report
  // planned on a table without statistics guessed 3 rows where there were 600 and looped
  // instead of hashing.
  await onEveryLane(async ({ client: db, shadows: mine }) => {
    for (const { projection, schema: shadow } of mine) {
      for (const table of projection.tables.map(quoteTable)) {
        await db.query(`ALTER TABLE ${shadow}.${table} SET LOGGED`);
      }
      if (projection.deferredIndexes?.length) {
        await inTx(db, async () => {
          await db.query(`SET LOCAL search_path TO ${shadow}, ${live}`);
          await projection.setup(db);
        });
      }
      for (const table of projection.tables.map(quoteTable)) {
        await db.query(`ANALYZE ${shadow}.${table}`);
      }
    }
  });

  return applyQuarantining({ client, shadows }, true, async (apply) => {
    // Whatever was appended since the last read goes in before the swap.
    for (;;) {
      const batch = await store.readAll({ from: from(), limit: batchSize });
      if (batch.length === 0) break;
      await apply(batch);
    }
    for (const { projection, schema: shadow } of shadows) {
      for (const table of projection.tables.map(quoteTable)) {
        await client.query(`DROP TABLE IF EXISTS ${live}.${table} CASCADE`);
        await client.query(`ALTER TABLE ${shadow}.${table} SET SCHEMA ${live}`);
      }
      for (const table of (projection.retiredTables ?? []).map(quoteTable)) {
        await client.query(`DROP TABLE IF EXISTS ${live}.${table} CASCADE`);
      }
      await client.query(`DROP SCHEMA ${shadow} CASCADE`);
    }
    const names = shadows.map((shadow) => shadow.projection.name);
    await client.query('DELETE FROM projection_rebuilds WHERE name = ANY($1::text[])', [names]);
    await swapRebuildQuarantine(client, names);
    const done = shadows.map((shadow) => shadow.checkpoint);
    await writeCheckpoints(client, done, { rebuilt: true });
    return done;
  });
}

/** Rebuilds one read model into shadow tables (see rebuildProjections). */
export async function rebuildProjection(
  client: pg.ClientBase,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<Checkpoint | null> {
  const done = await rebuildProjections(client, store, [projection], options);
  return done?.[0] ?? null;
}

/**
 * The shadow's checkpoint: where an unfinished rebuild at this version stopped, else zero
 * in a new shadow schema, its tables made by setup without the deferred indexes.
 */
async function startShadow(
  client: pg.ClientBase,
  projection: Projection,
  shadow: string,
): Promise<Checkpoint> {
  const { rows } = await client.query<{ position: string; last_event_at: Date | null }>(
    `SELECT position, last_event_at FROM projection_rebuilds r
     WHERE name = $1 AND version = $2
       AND EXISTS (SELECT FROM pg_namespace WHERE nspname = $3
                   AND obj_description(oid, 'pg_namespace') = extract(epoch FROM pg_postmaster_start_time())::text)
     FOR UPDATE`,
    [projection.name, projection.version, shadow.slice(1, -1)],
  );
  const resumed = rows[0];
  if (resumed) {
    return {
      name: projection.name,
      version: projection.version,
      position: BigInt(resumed.position),
      lastEventAt: resumed.last_event_at,
    };
  }
  await client.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
  await clearRebuildQuarantine(client, [projection.name]);
  await client.query(`CREATE SCHEMA ${shadow}`);
  await projection.setup(client);
  for (const index of projection.deferredIndexes ?? []) {
    await client.query(`DROP INDEX ${shadow}.${quoteTable(index)}`);
  }
  // Unlogged until the swap (D327): the rows skip the WAL. A crash empties unlogged tables,
  // so the schema is stamped with the server's start and resumed only by the same server run.
  for (const table of projection.tables.map(quoteTable)) {
    await client.query(`ALTER TABLE ${shadow}.${table} SET UNLOGGED`);
  }
  await client.query(
    `DO $$ BEGIN EXECUTE format('COMMENT ON SCHEMA %I IS %L', '${shadow.slice(1, -1)}',
       extract(epoch FROM pg_postmaster_start_time())::text); END $$`,
  );
  await client.query(
    `INSERT INTO projection_rebuilds (name, version) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = 0,
       last_event_at = NULL, started_at = now()`,
    [projection.name, projection.version],
  );
  return { name: projection.name, version: projection.version, position: 0n, lastEventAt: null };
}
