import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '@teamledger/platform';
import { seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * PostgreSQL refusing connections ('too many clients', SQLSTATE 53300) is a moment's
 * unavailability, like an unreachable server: 503 with Retry-After, not 500. A role with
 * CONNECTION LIMIT 0 gets exactly that error on every connection.
 */
describe('when PostgreSQL refuses connections (53300)', () => {
  const role = `tl_test_limited_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let working: TestApp['deps']['pool'];
  let cookie: string;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    t = await createTestApp();
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'user');
    await admin(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    const url = new URL(t.database.url);
    url.username = role;
    url.password = '';
    working = t.deps.pool;
    t.deps.pool = createPool(url.toString(), { max: 2 });
  }, 60_000);
  afterAll(async () => {
    await t.deps.pool.end();
    t.deps.pool = working;
    await admin(`DROP ROLE IF EXISTS ${role}`);
    await t.close();
  });

  it('answers a signed-in read with 503 and Retry-After', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/my-standups',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });
  });
});
