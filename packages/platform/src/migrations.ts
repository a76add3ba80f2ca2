import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

export interface MigrationSet {
  /** Folder of NNNN_name.sql files ("-- Up Migration" / "-- Down Migration" sections). */
  dir: URL;
  /** Each package keeps its own history table, so packages migrate independently. */
  table: string;
}

/** Applies every pending migration of `set`; safe to run from several processes at once. */
export async function runMigrations(databaseUrl: string, set: MigrationSet): Promise<string[]> {
  // Our own connection, ended before we return: node-pg-migrate ends one it opens without
  // waiting and without an 'error' listener, so a backend terminated meanwhile (a database
  // dropped right after it was migrated) would throw out of the process.
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const applied = await runner({
      dbClient: client,
      dir: fileURLToPath(set.dir),
      migrationsTable: set.table,
      direction: 'up',
      count: Infinity,
      checkOrder: true,
      // The services migrate at boot, all at once: the others wait for the first instead of
      // failing.
      advisoryLockMode: 'wait',
      log: () => undefined,
    });
    return applied.map((migration) => migration.name);
  } finally {
    await client.end();
  }
}
