import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, foldStream } from '@teamledger/eventstore';
import { createPool } from '@teamledger/platform';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { userDecider, userStream } from '@teamledger/domain';
import { userIdForEmail } from '../users/user-id.js';
import { findPasswordHash } from '../auth/credentials.js';
import { verifyPassword } from '../auth/passwords.js';

const cli = fileURLToPath(new URL('./admin-create.ts', import.meta.url));

describe('npm run admin:create', () => {
  let database: TestDatabase;
  const run = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@teamledger/source', cli, ...args],
      {
        env: { ...process.env, DATABASE_URL: database.url, EVENTSTORE_URL: '' },
      },
    );
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('creates an active Admin on a fresh database, once per email', async () => {
    const first = await run(
      '--email',
      'Boss@Example.com',
      '--password',
      'correct-horse',
      '--name',
      'The Boss',
    );
    const id = userIdForEmail('boss@example.com');
    expect(first.stdout.trim()).toBe(`Created Admin boss@example.com (id ${id}).`);
    const again = await run(
      '--email',
      'boss@example.com',
      '--password',
      'other-password',
      '--name',
      'Other',
    );
    expect(again.stdout.trim()).toBe(
      `boss@example.com is already a user (id ${id}); nothing changed.`,
    );

    const store = createPostgresEventStore({ connectionString: database.url });
    const pool = createPool(database.url, { max: 1 });
    try {
      const events = await store.readStream(userStream(id));
      expect(events).toHaveLength(1);
      const state = foldStream(userDecider, events);
      expect(state).toMatchObject({
        exists: true,
        role: 'Admin',
        status: 'active',
        name: 'The Boss',
      });
      expect(events[0]!.data).not.toHaveProperty('passwordHash');
      const hash = await findPasswordHash(pool, id);
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(hash!, 'correct-horse')).toBe(true);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('refuses a short password and a bad email, naming each', async () => {
    await expect(
      run('--email', 'nope', '--password', 'short', '--name', 'X'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /email: --email must be an email address[\s\S]*password: It should be at least 8 characters long/,
      ),
    });
  });
});
