import { migrateEventStore } from '@teamledger/eventstore';
import { runMigrations, type MigrationSet } from '@teamledger/platform';

export const projectorMigrations: MigrationSet = {
  dir: new URL('../migrations', import.meta.url),
  table: 'projector_migrations',
};

/**
 * Brings the database up to date: the PostgreSQL event store's schema (unless the events
 * live in EventStoreDB) and the projector's bookkeeping. Every service calls it at boot;
 * concurrent calls are safe (node-pg-migrate takes a lock).
 */
export async function migrateDatabase(config: {
  DATABASE_URL: string;
  EVENTSTORE_URL?: string | undefined;
}): Promise<void> {
  if (!config.EVENTSTORE_URL) await migrateEventStore(config.DATABASE_URL);
  await runMigrations(config.DATABASE_URL, projectorMigrations);
}
