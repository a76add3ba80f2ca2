import pg from 'pg';
import { checkPostgres, checkRedis } from '@teamledger/platform';
import { testRedisUrl, testServerUrl } from './env.js';
import { TEST_DATABASE_PREFIX } from './database.js';

const STALE_AFTER_SECONDS = 2 * 60 * 60;

/**
 * Runs once before the integration and end-to-end tiers: fails fast, with the fix, when
 * PostgreSQL or Redis is not there, and drops databases left behind by crashed runs.
 */
export default async function globalSetup(): Promise<void> {
  const [postgres, redis] = await Promise.all([
    checkPostgres(testServerUrl),
    checkRedis(testRedisUrl),
  ]);
  const missing: string[] = [];
  if (!postgres.ok)
    missing.push(
      `PostgreSQL at ${testServerUrl} is not reachable (${postgres.error}).\n` +
        `  Fix: start it (pg_ctlcluster 15 main start, or docker compose up -d postgres) or set TEST_DATABASE_URL.`,
    );
  if (!redis.ok)
    missing.push(
      `Redis at ${testRedisUrl} is not reachable (${redis.error}).\n` +
        `  Fix: start it (redis-server --daemonize yes, or docker compose up -d redis) or set TEST_REDIS_URL.`,
    );
  if (missing.length)
    throw new Error(`Integration tests need real services:\n${missing.join('\n')}`);

  const client = new pg.Client({ connectionString: testServerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${TEST_DATABASE_PREFIX}%`],
    );
    const now = Math.floor(Date.now() / 1000);
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
      if (Number.isFinite(createdAt) && now - createdAt > STALE_AFTER_SECONDS) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}
