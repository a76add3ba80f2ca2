import type pg from 'pg';
import type { RecordedEvent } from '@teamledger/eventstore';
import type { Projection } from '../projection.js';
import { resetProjection } from '../apply.js';

/** Every row of every table of the projection, in a stable order (whole rows compared). */
export async function dumpTables(db: pg.Client, projection: Projection): Promise<unknown[][]> {
  const dumps: unknown[][] = [];
  for (const table of projection.tables) {
    const { rows } = await db.query(`SELECT * FROM ${table} t ORDER BY t::text`);
    dumps.push(rows);
  }
  return dumps;
}

/**
 * Applies `events` once, dumps the tables, applies each event a second time and dumps
 * again: a projection that is safe to replay gives the same two dumps.
 */
export async function applyOnceAndTwice(
  db: pg.Client,
  projection: Projection,
  events: RecordedEvent[],
) {
  await resetProjection(db, projection);
  for (const event of events) await projection.apply(db, event);
  const once = await dumpTables(db, projection);
  for (const event of events) await projection.apply(db, event);
  const twice = await dumpTables(db, projection);
  return { once, twice };
}
