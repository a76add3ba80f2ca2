import type { FastifyInstance } from 'fastify';
import { AdjustableClock, createPool, createRedis } from '@teamledger/platform';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { buildApp, type AppDeps } from '../app.js';
import { loadApiConfig } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: AdjustableClock;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database and the real Redis, for app.inject() tests. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    ...env,
  });
  const clock = new AdjustableClock();
  const deps: AppDeps = {
    config,
    clock,
    pool: createPool(config.DATABASE_URL, { max: 4 }),
    redis: createRedis(config.REDIS_URL),
  };
  deps.redis.on('error', () => undefined);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    clock,
    database,
    async close() {
      await app.close();
      await deps.pool.end();
      deps.redis.disconnect();
      await database.drop();
    },
  };
}
