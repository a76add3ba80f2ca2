import type { Pool } from '@teamledger/platform';
import type { EventStore } from './event-store.js';
import { createEventStoreDBEventStore } from './eventstoredb-event-store.js';
import { toEsdbConnectionString } from './eventstoredb-mapping.js';
import { createPostgresEventStore } from './postgres-event-store.js';

export interface EventStoreConfig {
  DATABASE_URL: string;
  EVENTSTORE_URL?: string | undefined;
}

export type EventStoreAdapter =
  | { kind: 'eventstoredb'; connectionString: string }
  | { kind: 'postgres'; connectionString: string };

/**
 * EVENTSTORE_URL wins when set (docker compose runs EventStoreDB); otherwise the events
 * live in PostgreSQL next to the read models. A blank EVENTSTORE_URL counts as unset, so an
 * empty line in .env does not switch stores.
 */
export function chooseEventStoreAdapter(config: EventStoreConfig): EventStoreAdapter {
  const eventStoreUrl = config.EVENTSTORE_URL?.trim();
  if (eventStoreUrl) {
    return { kind: 'eventstoredb', connectionString: toEsdbConnectionString(eventStoreUrl) };
  }
  return { kind: 'postgres', connectionString: config.DATABASE_URL };
}

export interface EventStoreConnections {
  /** PostgreSQL connections of the store's own pool (each service sizes its own). */
  poolSize?: number;
  /** The service's pool, shared instead of a pool of the store's own (PostgreSQL only). */
  pool?: Pool;
  /** Names the store's connections in pg_stat_activity (PostgreSQL only). */
  applicationName?: string;
}

export function createEventStore(
  config: EventStoreConfig,
  { poolSize, pool, applicationName }: EventStoreConnections = {},
): EventStore {
  const adapter = chooseEventStoreAdapter(config);
  return adapter.kind === 'eventstoredb'
    ? createEventStoreDBEventStore({ connectionString: adapter.connectionString })
    : createPostgresEventStore({
        connectionString: adapter.connectionString,
        ...(poolSize === undefined ? {} : { poolSize }),
        ...(pool === undefined ? {} : { pool }),
        ...(applicationName === undefined ? {} : { applicationName }),
      });
}
