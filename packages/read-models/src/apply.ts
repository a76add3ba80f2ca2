import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@teamledger/eventstore';
import { writeCheckpoint, type Checkpoint } from './checkpoints.js';
import { ProjectionEventError } from './failure.js';
import { quoteTable, type Projection } from './projection.js';

export async function inTx<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
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
  client: pg.Client,
  projection: Projection,
): Promise<Checkpoint> {
  const checkpoint: Checkpoint = {
    name: projection.name,
    version: projection.version,
    position: 0n,
    lastEventAt: null,
  };
  await inTx(client, async () => {
    for (const table of projection.tables) {
      await client.query(`DROP TABLE IF EXISTS ${quoteTable(table)} CASCADE`);
    }
    await projection.setup(client);
    await writeCheckpoint(client, checkpoint);
    await client.query('UPDATE projection_checkpoints SET rebuilt_at = now() WHERE name = $1', [
      projection.name,
    ]);
  });
  return checkpoint;
}

/**
 * Applies one batch and moves the checkpoint in the same transaction, so a crash at any
 * moment leaves rows and checkpoint in agreement: nothing lost, nothing applied twice.
 * Events at or below the checkpoint are skipped, which makes a redelivered batch harmless.
 */
export async function applyBatch(
  client: pg.Client,
  projection: Projection,
  checkpoint: Checkpoint,
  batch: readonly RecordedEvent[],
): Promise<Checkpoint> {
  const fresh = batch.filter((event) => event.position > checkpoint.position);
  const last = fresh.at(-1);
  if (!last) return checkpoint;
  const handled = new Set(projection.handles);
  const next: Checkpoint = {
    ...checkpoint,
    position: last.position,
    lastEventAt: new Date(last.metadata.at),
  };
  await inTx(client, async () => {
    for (const event of fresh) {
      if (!handled.has(event.type)) continue;
      try {
        await projection.apply(client, event);
      } catch (error) {
        throw new ProjectionEventError(projection.name, event, error);
      }
    }
    await writeCheckpoint(client, next);
  });
  return next;
}

/** Reads from the checkpoint to the head of the store, in batches; returns the last checkpoint. */
export async function catchUp(
  client: pg.Client,
  store: EventStore,
  projection: Projection,
  from: Checkpoint,
  batchSize = 500,
): Promise<Checkpoint> {
  let checkpoint = from;
  for (;;) {
    const batch = await store.readAll({ from: checkpoint.position, limit: batchSize });
    if (batch.length === 0) return checkpoint;
    checkpoint = await applyBatch(client, projection, checkpoint, batch);
  }
}
