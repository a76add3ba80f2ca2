import type { ClientBase } from 'pg';
import type { ProjectionFailureInfo } from './failure.js';

export const CHECKPOINT_CHANNEL = 'projection_checkpoint';
export const CONTROL_CHANNEL = 'projection_control';

export interface Checkpoint {
  name: string;
  version: number;
  position: bigint;
  lastEventAt: Date | null;
}

type Queryable = Pick<ClientBase, 'query'>;

interface CheckpointRow {
  name: string;
  version: number;
  position: string;
  last_event_at: Date | null;
}

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  name: row.name,
  version: row.version,
  position: BigInt(row.position),
  lastEventAt: row.last_event_at,
});

export async function readCheckpoint(db: Queryable, name: string): Promise<Checkpoint | null> {
  const { rows } = await db.query<CheckpointRow>(
    'SELECT name, version, position, last_event_at FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

export async function readCheckpoints(db: Queryable): Promise<Checkpoint[]> {
  const { rows } = await db.query<CheckpointRow>(
    'SELECT name, version, position, last_event_at FROM projection_checkpoints ORDER BY name',
  );
  return rows.map(toCheckpoint);
}

/**
 * Stores the checkpoint and announces it. NOTIFY is transactional: listeners hear of the
 * new position only once the rows it accounts for are committed and visible.
 */
export async function writeCheckpoint(tx: ClientBase, checkpoint: Checkpoint): Promise<void> {
  await tx.query(
    `INSERT INTO projection_checkpoints (name, version, position, last_event_at, updated_at)
     VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (name) DO UPDATE
       SET version = EXCLUDED.version, position = EXCLUDED.position,
           last_event_at = EXCLUDED.last_event_at, updated_at = now(),
           -- Cleared only once the read model got past the event it was stopped on.
           failure = CASE WHEN (projection_checkpoints.failure->>'position')::numeric > EXCLUDED.position
                          THEN projection_checkpoints.failure END`,
    [checkpoint.name, checkpoint.version, checkpoint.position.toString(), checkpoint.lastEventAt],
  );
  await tx.query('SELECT pg_notify($1, $2)', [
    CHECKPOINT_CHANNEL,
    JSON.stringify({ name: checkpoint.name, position: checkpoint.position.toString() }),
  ]);
}

/** Records why a read model stopped, and tells watchers not to wait for it. */
export async function recordFailure(db: Queryable, failure: ProjectionFailureInfo): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET failure = $2, updated_at = now() WHERE name = $1`,
    [failure.projection, failure],
  );
  await db.query('SELECT pg_notify($1, $2)', [
    CHECKPOINT_CHANNEL,
    JSON.stringify({ name: failure.projection, failed: true }),
  ]);
}

/** Every read model that is stopped on an event, with that event. */
export async function readFailures(db: Queryable): Promise<ProjectionFailureInfo[]> {
  const { rows } = await db.query<{ failure: ProjectionFailureInfo }>(
    'SELECT failure FROM projection_checkpoints WHERE failure IS NOT NULL ORDER BY name',
  );
  return rows.map((row) => row.failure);
}
