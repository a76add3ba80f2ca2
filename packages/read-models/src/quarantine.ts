import type { ClientBase } from 'pg';
import type { ProjectionEventError } from './failure.js';

type Queryable = Pick<ClientBase, 'query'>;

/** An event a read model could not apply: recorded, and the read model went past it. */
export interface QuarantinedEvent {
  projection: string;
  eventId: string;
  eventType: string;
  position: bigint;
  reason: string;
}

/**
 * PostgreSQL error classes that say nothing about the event: a lost connection (08), a
 * deadlock or serialization failure (40), exhausted resources (53), a cancelled statement
 * or shutdown (57), a system error (58), a lock not obtained (55P03). Those are retried
 * from the checkpoint; any other failure to apply an event quarantines it.
 */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57', '58']);

export function isTransientFailure(error: ProjectionEventError): boolean {
  const code = (error.cause as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || code.length !== 5) return false;
  return code === '55P03' || TRANSIENT_CLASSES.has(code.slice(0, 2));
}

export const quarantineOf = (error: ProjectionEventError): QuarantinedEvent => ({
  projection: error.projection,
  eventId: error.event.id,
  eventType: error.event.type,
  position: error.event.position,
  reason: error.cause instanceof Error ? error.cause.message : String(error.cause),
});

/**
 * Records quarantined events inside the caller's transaction, the one that moves the
 * checkpoint past them. `rebuild`: found by a rebuild, kept apart until its swap.
 */
export async function recordQuarantined(
  tx: Queryable,
  events: readonly QuarantinedEvent[],
  { rebuild = false } = {},
): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO quarantined_events (projection, position, event_id, event_type, reason, rebuild)
     SELECT q.projection, q.position, q.event_id, q.event_type, q.reason, $6
     FROM unnest($1::text[], $2::numeric[], $3::text[], $4::text[], $5::text[])
       AS q (projection, position, event_id, event_type, reason)
     ON CONFLICT (projection, rebuild, position) DO UPDATE
       SET reason = EXCLUDED.reason, quarantined_at = now()`,
    [
      events.map((e) => e.projection),
      events.map((e) => e.position.toString()),
      events.map((e) => e.eventId),
      events.map((e) => e.eventType),
      events.map((e) => e.reason),
      rebuild,
    ],
  );
}

/** A rebuild starting from zero forgets what an earlier attempt of it quarantined. */
export async function clearRebuildQuarantine(tx: Queryable, names: readonly string[]) {
  await tx.query('DELETE FROM quarantined_events WHERE rebuild AND projection = ANY($1::text[])', [
    names,
  ]);
}

/** At a rebuild's swap: what the rebuild quarantined replaces what the old tables had. */
export async function swapRebuildQuarantine(tx: Queryable, names: readonly string[]) {
  await tx.query(
    'DELETE FROM quarantined_events WHERE NOT rebuild AND projection = ANY($1::text[])',
    [names],
  );
  await tx.query(
    'UPDATE quarantined_events SET rebuild = false WHERE projection = ANY($1::text[])',
    [names],
  );
}

/** The quarantined events of the live read models, in log order. */
export async function readQuarantined(db: Queryable): Promise<QuarantinedEventRow[]> {
  const { rows } = await db.query<{
    projection: string;
    position: string;
    event_id: string;
    event_type: string;
    reason: string;
    quarantined_at: Date;
  }>(
    `SELECT projection, position, event_id, event_type, reason, quarantined_at
     FROM quarantined_events WHERE NOT rebuild ORDER BY position, projection`,
  );
  return rows.map((row) => ({
    projection: row.projection,
    eventId: row.event_id,
    eventType: row.event_type,
    position: row.position,
    reason: row.reason,
    quarantinedAt: row.quarantined_at.toISOString(),
  }));
}

/** A quarantined event as the admins' list shows it. */
export interface QuarantinedEventRow {
  projection: string;
  eventId: string;
  eventType: string;
  position: string;
  reason: string;
  quarantinedAt: string;
}

/** How many events the live read models have quarantined (what /readyz tells anyone). */
export async function countQuarantined(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM quarantined_events WHERE NOT rebuild',
  );
  return rows[0]?.count ?? 0;
}

/** The read models holding quarantined events: a retry rebuilds them. */
export async function quarantinedProjections(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ projection: string }>(
    'SELECT DISTINCT projection FROM quarantined_events WHERE NOT rebuild ORDER BY projection',
  );
  return rows.map((row) => row.projection);
}
