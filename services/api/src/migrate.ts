import { runMigrations, type MigrationSet } from '@teamledger/platform';
import { migrateDatabase } from '@teamledger/read-models';

/** The API's own tables (credentials, signed-out sessions), with their own history table. */
export const apiMigrations: MigrationSet = {
  dir: new URL('../migrations', import.meta.url),
  table: 'api_migrations',
};

/** What every service migrates (event store, projector bookkeeping), then the API's tables. */
export async function migrateApiDatabase(config: {
  DATABASE_URL: string;
  EVENTSTORE_URL?: string | undefined;
}): Promise<void> {
  await migrateDatabase(config);
  await runMigrations(config.DATABASE_URL, apiMigrations);
}
