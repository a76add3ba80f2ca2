import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore } from '@teamledger/eventstore';
import { createLogger, systemClock } from '@teamledger/platform';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import { readCheckpoint } from '@teamledger/read-models';
import { ProjectorHost } from './host.js';
import { migrateDatabase } from '@teamledger/read-models';
import { projections } from '@teamledger/read-models';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const run = (database: string, ...args: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions=@teamledger/source', cli, ...args],
    {
      env: { ...process.env, DATABASE_URL: database, LOG_LEVEL: 'silent' },
    },
  );

describe('npm run projector -- rebuild', () => {
  let database: TestDatabase;
  let store: EventStore;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    store = createPostgresEventStore({ connectionString: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const userId = '33333333-3333-4333-8333-333333333333';
    await store.appendToStream(`user-${userId}`, [
      {
        id: crypto.randomUUID(),
        type: 'UserRegistered',
        data: {
          userId,
          email: 'a@x.test',
          name: 'A',
          role: 'Admin',
          status: 'active',
          via: 'cli',
          teamName: null,
          leadIds: [],
          workspaceIds: [],
          defaultWorkspaceId: null,
          isProviderUser: false,
          isLead: false,
          gender: null,
        },
        metadata: {
          actorId: null,
          at: new Date().toISOString(),
          correlationId: 'c',
          causationId: null,
          source: 'system',
        },
      },
    ]);
  });
  afterAll(async () => {
    await db.end();
    await store.close();
    await database.drop();
  });

  it('rebuilds a read model itself when no projector is running', async () => {
    const { stdout } = await run(database.url, 'rebuild', 'users');
    expect(stdout).toMatch(/^users: rebuilt to position 1 in \d+ ms$/m);
    expect((await db.query('SELECT name FROM users')).rows).toEqual([{ name: 'A' }]);
    // Swapped in with its statistics, whether or not autovacuum runs.
    const analyzed = await db.query<{ last_analyze: Date | null }>(
      `SELECT last_analyze FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = 'users'`,
    );
    expect(analyzed.rows[0]?.last_analyze).toBeInstanceOf(Date);
  });

  it('rebuilds every read model itself, with one reader, when no projector is running', async () => {
    const { stdout } = await run(database.url, 'rebuild');
    expect(stdout).toMatch(/^users: rebuilt to position 1 in \d+ ms$/m);
    expect(stdout).toMatch(/^settings: rebuilt to position 1 in \d+ ms$/m);
    expect((await db.query('SELECT name FROM users')).rows).toEqual([{ name: 'A' }]);
  });

  it('asks the running projector to rebuild, and waits for it', async () => {
    const host = new ProjectorHost({
      connectionString: database.url,
      store,
      projections,
      logger: createLogger('test', 'silent'),
      clock: systemClock,
      lockRetryMs: 50,
    });
    await host.start();
    try {
      const { stdout } = await run(database.url, 'rebuild');
      expect(stdout).toMatch(/users: rebuilt by the running projector/);
      expect(stdout).toMatch(/settings: rebuilt by the running projector/);
      expect((await readCheckpoint(db, 'users'))?.position).toBe(1n);
    } finally {
      await host.stop();
    }
  });

  it('refuses an unknown read model with the list of names', async () => {
    await expect(run(database.url, 'rebuild', 'nope')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('read models: users, settings'),
    });
  });
});
