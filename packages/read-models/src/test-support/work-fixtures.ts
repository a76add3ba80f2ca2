import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import type { Projection } from '../projection.js';
import { resetProjection } from '../apply.js';

export interface ReadModelDb {
  database: TestDatabase;
  db: pg.Client;
  close(): Promise<void>;
}

/**
 * A fresh database with the tables of `joined` created (empty unless the test fills them),
 * for read models whose queries join the users or workspaces tables.
 */
export async function openReadModelDb(joined: readonly Projection[] = []): Promise<ReadModelDb> {
  const database = await createTestDatabase();
  await migrateDatabase({ DATABASE_URL: database.url });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  for (const projection of joined) await resetProjection(db, projection);
  return {
    database,
    db,
    async close() {
      await db.end();
      await database.drop();
    },
  };
}
