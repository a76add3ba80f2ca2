import { runMigrations, type MigrationSet } from '@teamledger/platform';

/** The events table and its append function (PostgreSQL adapter only). */
export const eventStoreMigrations: MigrationSet = {
  dir: new URL('../migrations', import.meta.url),
  table: 'eventstore_migrations',
};

export async function migrateEventStore(databaseUrl: string): Promise<void> {
  await runMigrations(databaseUrl, eventStoreMigrations);
}
