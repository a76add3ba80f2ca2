import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@teamledger/eventstore';
import { applyPastCheckpoint, inTx, nameFailedEvent } from './apply.js';
import { writeCheckpoints, type Checkpoint } from './checkpoints.js';
import { quoteTable, type Projection } from './projection.js';

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
  /** Called after each committed shadow batch, with the shadow's checkpoint. */
  onProgress?: (checkpoint: Checkpoint) => void;
  /** Asked between batches: true leaves the shadow where it is, to be resumed later. */
  shouldStop?: () => boolean;
}

/**
 * Rebuilds a read model without downtime: replays the store into shadow tables in a schema
 * of their own (search_path puts it first, so the projection's SQL writes there and still
 * reads the other read models), while the live tables keep answering with their old
 * figures. Once the shadow reaches the head, one transaction applies the last events,
 * drops the live tables, moves the shadow ones into their place and stores the checkpoint
 * at the new version. Progress is committed with each shadow batch, so a crash resumes.
 * Returns the new checkpoint, or null when stopped before the swap.
 */
export async function rebuildProjection(
  client: pg.ClientBase,
  store: EventStore,
  projection: Projection,
  { batchSize = 1_000, onProgress, shouldStop }: RebuildOptions = {},
): Promise<Checkpoint | null> {
  const shadow = shadowSchema(projection);
  const { rows: schema } = await client.query<{ live: string }>('SELECT current_schema() AS live');
  const live = quoteTable(schema[0]!.live);
  const searchPath = `${shadow}, ${live}`;
  const inShadow = async <T>(work: () => Promise<T>) => {
    try {
      return await inTx(client, async () => {
        await client.query(`SET LOCAL search_path TO ${searchPath}`);
        return work();
      });
    } catch (error) {
      throw await nameFailedEvent(client, error, searchPath);
    }
  };

  let checkpoint = await inShadow(async () => {
    const { rows } = await client.query<{ position: string; last_event_at: Date | null }>(
      `SELECT position, last_event_at FROM projection_rebuilds r
       WHERE name = $1 AND version = $2
         AND EXISTS (SELECT FROM pg_namespace WHERE nspname = $3)
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
    await client.query(`CREATE SCHEMA ${shadow}`);
    await projection.setup(client);
    await client.query(
      `INSERT INTO projection_rebuilds (name, version) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = 0,
         last_event_at = NULL, started_at = now()`,
      [projection.name, projection.version],
    );
    return { name: projection.name, version: projection.version, position: 0n, lastEventAt: null };
  });

  // The shadow's progress goes to projection_rebuilds; the live checkpoint stays until the swap.
  const applyShadow = async (batch: RecordedEvent[]) => {
    const next = await applyPastCheckpoint(client, projection, checkpoint, batch);
    await client.query(
      'UPDATE projection_rebuilds SET position = $2, last_event_at = $3 WHERE name = $1',
      [projection.name, next.position.toString(), next.lastEventAt],
    );
    return next;
  };

  for (;;) {
    if (shouldStop?.()) return null;
    const batch = await store.readAll({ from: checkpoint.position, limit: batchSize });
    if (batch.length === 0) break;
    checkpoint = await inShadow(() => applyShadow(batch));
    onProgress?.(checkpoint);
  }

  return inShadow(async () => {
    // Whatever was appended since the last read goes in before the swap.
    for (;;) {
      const batch = await store.readAll({ from: checkpoint.position, limit: batchSize });
      if (batch.length === 0) break;
      checkpoint = await applyShadow(batch);
    }
    for (const table of projection.tables.map(quoteTable)) {
      await client.query(`DROP TABLE IF EXISTS ${live}.${table} CASCADE`);
      await client.query(`ALTER TABLE ${shadow}.${table} SET SCHEMA ${live}`);
    }
    await client.query(`DROP SCHEMA ${shadow} CASCADE`);
    await client.query('DELETE FROM projection_rebuilds WHERE name = $1', [projection.name]);
    await writeCheckpoints(client, [checkpoint], { rebuilt: true });
    return checkpoint;
  });
}
