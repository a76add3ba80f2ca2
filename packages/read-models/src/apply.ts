import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@teamledger/eventstore';
import { writeCheckpoints, type Checkpoint } from './checkpoints.js';
import { ProjectionEventError } from './failure.js';
import { quoteTable, type Projection } from './projection.js';
import { recordQuarantined, type QuarantinedEvent } from './quarantine.js';

export async function inTx<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Drops the projection's tables, creates them anew and sets its checkpoint to zero. */
export async function resetProjection(
  client: pg.ClientBase,
  projection: Projection,
): Promise<Checkpoint> {
  const checkpoint: Checkpoint = {
    name: projection.name,
    version: projection.version,
    position: 0n,
    lastEventAt: null,
  };
  await inTx(client, async () => {
    for (const table of [...projection.tables, ...(projection.retiredTables ?? [])]) {
      await client.query(`DROP TABLE IF EXISTS ${quoteTable(table)} CASCADE`);
    }
    await projection.setup(client);
    await writeCheckpoints(client, [checkpoint], { rebuilt: true });
  });
  return checkpoint;
}

/** A set-based apply failed: which projection, and the events it was given. */
class BatchApplyError extends Error {
  constructor(
    readonly projection: Projection,
    readonly events: readonly RecordedEvent[],
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

const handledCache = new WeakMap<Projection, ReadonlySet<string>>();
function handledBy(projection: Projection): ReadonlySet<string> {
  let handled = handledCache.get(projection);
  if (!handled) handledCache.set(projection, (handled = new Set(projection.handles)));
  return handled;
}

/**
 * Applies the events the projection handles, inside the caller's transaction: in a few
 * set-based statements when the projection has applyBatch, else one apply() per event.
 */
async function applyEvents(
  tx: pg.ClientBase,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<void> {
  const handled = handledBy(projection);
  const mine = events.filter((event) => handled.has(event.type));
  if (mine.length === 0) return;
  if (projection.applyBatch) {
    try {
      await projection.applyBatch(tx, mine);
    } catch (error) {
      throw new BatchApplyError(projection, mine, error);
    }
    return;
  }
  for (const event of mine) {
    try {
      await projection.apply(tx, event);
    } catch (error) {
      throw new ProjectionEventError(projection.name, event, error);
    }
  }
}

/**
 * A set-based statement cannot say which event broke it: replays the events one by one in
 * a transaction that is rolled back, to name the event in the failure the operator reads.
 * Other errors pass through. `searchPath` is the one the failed transaction used.
 */
export async function nameFailedEvent(
  client: pg.ClientBase,
  error: unknown,
  searchPath?: string,
): Promise<unknown> {
  if (!(error instanceof BatchApplyError)) return error;
  const { projection, events } = error;
  await client.query('BEGIN');
  try {
    if (searchPath) await client.query(`SET LOCAL search_path TO ${searchPath}`);
    for (const event of events) {
      try {
        await projection.apply(client, event);
      } catch (cause) {
        return new ProjectionEventError(projection.name, event, cause);
      }
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
  }
  // One by one they apply: the batch form disagrees with apply(); blame its first event.
  return new ProjectionEventError(projection.name, events[0]!, error.cause);
}

/**
 * Applies the events of `batch` past the checkpoint inside the caller's transaction and
 * returns the checkpoint after them, unwritten. A set-based failure throws an error that
 * nameFailedEvent turns into a ProjectionEventError once the transaction is rolled back.
 * The events in `quarantined` are left out (the caller records them in the same
 * transaction), so the checkpoint goes past them.
 */
export async function applyPastCheckpoint(
  tx: pg.ClientBase,
  projection: Projection,
  checkpoint: Checkpoint,
  batch: readonly RecordedEvent[],
  quarantined: readonly QuarantinedEvent[] = [],
): Promise<Checkpoint> {
  const last = batch.at(-1);
  if (!last || checkpoint.position >= last.position) return checkpoint;
  const skipped = new Set(
    quarantined.filter((q) => q.projection === projection.name).map((q) => q.position),
  );
  const fresh =
    checkpoint.position < batch[0]!.position && skipped.size === 0
      ? batch
      : batch.filter(
          (event) => event.position > checkpoint.position && !skipped.has(event.position),
        );
  await applyEvents(tx, projection, fresh);
  return { ...checkpoint, position: last.position, lastEventAt: new Date(last.metadata.at) };
}

/** A projection fed by a shared reader, with how far it has got. */
export interface GroupMember {
  projection: Projection;
  checkpoint: Checkpoint;
}

/**
 * Applies one batch of the store to every member in one transaction: each member gets
 * the events past its own checkpoint, in set-based statements where it can; then one
 * statement moves every checkpoint and one NOTIFY announces them. A crash at any moment
 * leaves rows and checkpoints in agreement, and a redelivered batch changes nothing.
 * Returns the members' new checkpoints (in the members' order). When one member cannot
 * apply an event, nothing is committed and a ProjectionEventError names both; the caller
 * may then quarantine it: the batch again with that event in `quarantined`, which this
 * records in the transaction that moves the checkpoint past it.
 */
export async function applyGroupBatch(
  client: pg.ClientBase,
  members: readonly GroupMember[],
  batch: readonly RecordedEvent[],
  quarantined: readonly QuarantinedEvent[] = [],
): Promise<Checkpoint[]> {
  const last = batch.at(-1);
  if (!last || members.every(({ checkpoint }) => checkpoint.position >= last.position)) {
    return members.map((member) => member.checkpoint);
  }
  try {
    return await inTx(client, async () => {
      const next: Checkpoint[] = [];
      for (const { projection, checkpoint } of members) {
        next.push(await applyPastCheckpoint(client, projection, checkpoint, batch, quarantined));
      }
      await recordQuarantined(client, quarantined);
      await writeCheckpoints(
        client,
        next.filter((checkpoint, i) => checkpoint !== members[i]!.checkpoint),
      );
      return next;
    });
  } catch (error) {
    throw await nameFailedEvent(client, error);
  }
}

/**
 * Applies one batch to one projection and moves its checkpoint in the same transaction.
 * Events at or below the checkpoint are skipped, which makes a redelivered batch harmless.
 */
export async function applyBatch(
  client: pg.ClientBase,
  projection: Projection,
  checkpoint: Checkpoint,
  batch: readonly RecordedEvent[],
): Promise<Checkpoint> {
  const [next] = await applyGroupBatch(client, [{ projection, checkpoint }], batch);
  return next!;
}

/** Reads from the checkpoint to the head of the store, in batches; returns the last checkpoint. */
export async function catchUp(
  client: pg.ClientBase,
  store: EventStore,
  projection: Projection,
  from: Checkpoint,
  batchSize = 1_000,
): Promise<Checkpoint> {
  let checkpoint = from;
  for (;;) {
    const batch = await store.readAll({ from: checkpoint.position, limit: batchSize });
    if (batch.length === 0) return checkpoint;
    checkpoint = await applyBatch(client, projection, checkpoint, batch);
  }
}
