import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

export interface MigrationSet {
  /** Folder of NNNN_name.sql files ("-- Up Migration" / "-- Down Migration" sections). */
  dir: URL;
  /** Each package keeps its own history table, so packages migrate independently. */
  table: string;
}

/** Applies every pending migration of `set`; safe to run from several processes at once. */
export async function runMigrations(databaseUrl: string, set: MigrationSet): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: fileURLToPath(set.dir),
    migrationsTable: set.table,
    direction: 'up',
    count: Infinity,
    checkOrder: true,
    // The services migrate at boot, all at once: the others wait for the first instead of failing.
    advisoryLockMode: 'wait',
    log: () => undefined,
  });
  return applied.map((migration) => migration.name);
}
