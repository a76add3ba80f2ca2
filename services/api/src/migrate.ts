import { runMigrations, type MigrationSet } from '@teamledger/platform';

/** The API's own tables (signed-out sessions), with their own history table. */
export const apiMigrations: MigrationSet = {
  dir: new URL('../migrations', import.meta.url),
  table: 'api_migrations',
};

export async function migrateApiDatabase(databaseUrl: string): Promise<void> {
  await runMigrations(databaseUrl, apiMigrations);
}
