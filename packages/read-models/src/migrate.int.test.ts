import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import { migrateDatabase } from './migrate.js';

describe('migrateDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('lets every service migrate a fresh database at the same moment', async () => {
    // npm start boots api, projector and worker together; each migrates first.
    await Promise.all(
      Array.from({ length: 4 }, () => migrateDatabase({ DATABASE_URL: database.url })),
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_name IN ('events', 'projection_checkpoints')
         ORDER BY table_name`,
      );
      expect(rows.map((row) => row.table_name)).toEqual(['events', 'projection_checkpoints']);
      // Each event store migration once, although four processes ran them together.
      const applied = await client.query<{ name: string }>(
        'SELECT name FROM eventstore_migrations ORDER BY name',
      );
      expect(applied.rows.map((row) => row.name)).toEqual([
        '0001_events',
        '0002_append_without_notify',
        '0003_append_custom_plans',
        '0004_append_generic_index_plans',
      ]);
    } finally {
      await client.end();
    }
  });
});
