import { ConfigError, type Pool } from '@teamledger/platform';
import type { EventStore } from './event-store.js';
import {
  checkKurrentConnectionString,
  createEventStoreDBEventStore,
} from './eventstoredb-event-store.js';
import { toKurrentConnectionString } from './eventstoredb-mapping.js';
import { createPostgresEventStore } from './postgres-event-store.js';

export interface EventStoreConfig {
  DATABASE_URL: string;
  EVENTSTORE_URL?: string | undefined;
}

export type EventStoreAdapter =
  | { kind: 'eventstoredb'; connectionString: string }
  | { kind: 'postgres'; connectionString: string };

/**
 * EVENTSTORE_URL wins when set (docker compose runs KurrentDB); otherwise the events
 * live in PostgreSQL next to the read models. A blank EVENTSTORE_URL counts as unset, so an
 * empty line in .env does not switch stores. A URL of another scheme is a ConfigError.
 */
export function chooseEventStoreAdapter(config: EventStoreConfig): EventStoreAdapter {
  const eventStoreUrl = config.EVENTSTORE_URL?.trim();
  if (eventStoreUrl) {
    try {
      return { kind: 'eventstoredb', connectionString: toKurrentConnectionString(eventStoreUrl) };
    } catch (error) {
      throw new ConfigError('event store', [(error as Error).message]);
    }
  }
  return { kind: 'postgres', connectionString: config.DATABASE_URL };
}

/**
 * `config`, once its EVENTSTORE_URL (when set) parses as KurrentDB's client reads it; else a
 * ConfigError. Services call it inside loadConfigOrExit, so a bad URL stops them at boot with
 * the reason, before any database is touched.
 */
export function withCheckedEventStore<T extends EventStoreConfig>(config: T): T {
  const adapter = chooseEventStoreAdapter(config);
  if (adapter.kind === 'eventstoredb') checkKurrentConnectionString(adapter.connectionString);
  return config;
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
