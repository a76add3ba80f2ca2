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
 * Where the named read models stand, as one string that changes whenever any of their rows
 * may have: a batch moves the position, a rebuild or reset stamps rebuilt_at (a rebuild may
 * end at the same position with other rows) and a new version. Read before a statement
 * over their tables, what that statement reads is at least as new as the stamp (the rows
 * and the checkpoint commit together).
 */
/**
 * Gives the answer kept for these values, or reads it (and may keep it): what a report's
 * statements over all of a filter's people are asked through (the api keeps them by
 * readModelsStamp).
 */
export type KeepAnswer = <T>(values: readonly unknown[], read: () => Promise<T>) => Promise<T>;

/** Keeps nothing: every answer read. */
export const readEveryTime: KeepAnswer = (_values, read) => read();

export async function readModelsStamp(db: Queryable, names: readonly string[]): Promise<string> {
  const { rows } = await db.query<{ stamp: string }>(
    `SELECT ${readModelsStampSql('$1')} AS stamp`,
    [names],
  );
  return rows[0]?.stamp ?? '';
}

/**
 * readModelsStamp as an SQL expression over `names` (a text[] parameter), for a statement
 * that reads the stamp in its own snapshot beside the rows it stands for.
 */
export const readModelsStampSql = (names: string) =>
  `coalesce((SELECT string_agg(concat_ws(':', name, version, position, rebuilt_at), ' '
                               ORDER BY name)
             FROM projection_checkpoints WHERE name = ANY(${names}::text[])), '')`;

/** What the projector NOTIFYs on CHECKPOINT_CHANNEL once per batch: each moved read model. */
export interface CheckpointNotice {
  positions?: Record<string, string>;
  /** A read model stopped on an event (recordFailure). */
  name?: string;
  failed?: boolean;
}

/**
 * Stores the checkpoints in one statement and announces them in one NOTIFY. NOTIFY is
 * transactional: listeners hear of the new positions only once the rows they account for
 * are committed and visible. `rebuilt` stamps rebuilt_at (the rebuild CLI waits on it).
 */
export async function writeCheckpoints(
  tx: ClientBase,
  checkpoints: readonly Checkpoint[],
  { rebuilt = false } = {},
): Promise<void> {
  if (checkpoints.length === 0) return;
  const notice: CheckpointNotice = {
    positions: Object.fromEntries(checkpoints.map((c) => [c.name, c.position.toString()])),
  };
  // The upsert and the NOTIFY in one statement: one round trip per batch.
  await tx.query({
    text: `WITH written AS (
       INSERT INTO projection_checkpoints (name, version, position, last_event_at, updated_at, rebuilt_at)
       SELECT name, version, position, last_event_at, now(), CASE WHEN $5 THEN now() END
       FROM unnest($1::text[], $2::int[], $3::numeric[], $4::timestamptz[])
         AS c (name, version, position, last_event_at)
       ON CONFLICT (name) DO UPDATE
         SET version = EXCLUDED.version, position = EXCLUDED.position,
             last_event_at = EXCLUDED.last_event_at, updated_at = now(),
             rebuilt_at = COALESCE(EXCLUDED.rebuilt_at, projection_checkpoints.rebuilt_at),
             -- Cleared only once the read model got past the event it was stopped on.
             failure = CASE WHEN (projection_checkpoints.failure->>'position')::numeric > EXCLUDED.position
                            THEN projection_checkpoints.failure END
       RETURNING 1)
     SELECT pg_notify($6, $7) FROM (SELECT count(*) FROM written) AS w`,
    values: [
      checkpoints.map((c) => c.name),
      checkpoints.map((c) => c.version),
      checkpoints.map((c) => c.position.toString()),
      checkpoints.map((c) => c.lastEventAt),
      rebuilt,
      CHECKPOINT_CHANNEL,
      JSON.stringify(notice),
    ],
  });
}

/** One checkpoint: see writeCheckpoints. */
export async function writeCheckpoint(tx: ClientBase, checkpoint: Checkpoint): Promise<void> {
  await writeCheckpoints(tx, [checkpoint]);
}

/** Records why a read model stopped, and tells watchers not to wait for it. */
export async function recordFailure(db: Queryable, failure: ProjectionFailureInfo): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET failure = $2, updated_at = now() WHERE name = $1`,
    [failure.projection, failure],
  );
  await db.query('SELECT pg_notify($1, $2)', [
    CHECKPOINT_CHANNEL,
    JSON.stringify({ name: failure.projection, failed: true } satisfies CheckpointNotice),
  ]);
}

/** Every read model that is stopped on an event, with that event. */
export async function readFailures(db: Queryable): Promise<ProjectionFailureInfo[]> {
  const { rows } = await db.query<{ failure: ProjectionFailureInfo }>(
    'SELECT failure FROM projection_checkpoints WHERE failure IS NOT NULL ORDER BY name',
  );
  return rows.map((row) => row.failure);
}

/**
 * Of `projections`, the names not yet at `position` in their current version: never built
 * (their tables may not exist yet), being rebuilt, or behind. A job that reads them waits
 * until none are.
 */
export async function readModelsBehind(
  db: Queryable,
  projections: readonly { name: string; version: number }[],
  position: bigint,
): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT wanted.name FROM unnest($1::text[], $2::int[]) AS wanted (name, version)
     WHERE NOT EXISTS (
       SELECT 1 FROM projection_checkpoints c
       WHERE c.name = wanted.name AND c.version = wanted.version AND c.position >= $3::numeric)
     ORDER BY wanted.name`,
    [projections.map((p) => p.name), projections.map((p) => p.version), position.toString()],
  );
  return rows.map((row) => row.name);
}
