import type { FastifyInstance } from 'fastify';
import { createPostgresEventStore } from '@teamledger/eventstore';
import {
  AdjustableClock,
  createLogger,
  createQueryPool,
  createRequestRedis,
  redisReady,
} from '@teamledger/platform';
import { processors, ProjectionWatcher, projections } from '@teamledger/read-models';
import { ProjectorHost } from '@teamledger/projector';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
} from '../../../../tests/support/database.js';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { buildApp, type AppDeps } from '../app.js';
import { loadApiConfig } from '../config.js';
import { migrateApiDatabase } from '../migrate.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: AdjustableClock;
  database: TestDatabase;
  projector: ProjectorHost;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, its own Redis key prefix, the PostgreSQL event store
 * and the projector running in-process, for app.inject() tests. `serverUrl` puts the
 * database on another PostgreSQL server than the shared test one.
 */
/**
 * How long a test app's request waits on one Redis command. The api gives up after 500 ms
 * (REQUEST_REDIS_TIMEOUT_MS), which a saturated CI machine passed on BullMQ's scripts; a
 * test of that fail-fast passes the product's figure itself (redis-faults).
 */
const TEST_REDIS_COMMAND_TIMEOUT_MS = 10_000;

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  {
    serverUrl,
    redisCommandTimeoutMs = TEST_REDIS_COMMAND_TIMEOUT_MS,
  }: { serverUrl?: string; redisCommandTimeoutMs?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(serverUrl);
  const config = loadApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: createTestRedisPrefix(),
    ...env,
  });
  await migrateApiDatabase(config);
  const logger = createLogger('test', 'silent');
  const clock = new AdjustableClock();
  const store = createPostgresEventStore({
    connectionString: config.DATABASE_URL,
    pollIntervalMs: 200,
  });
  const projector = new ProjectorHost({
    connectionString: config.DATABASE_URL,
    store,
    projections: processors,
    logger,
    clock,
    lockRetryMs: 100,
  });
  await projector.start();
  const watcher = new ProjectionWatcher({
    connectionString: config.DATABASE_URL,
    projections: projections.map((p) => p.name),
    logger,
  });
  await watcher.start();
  const deps: AppDeps = {
    config,
    clock,
    pool: createQueryPool(config.DATABASE_URL, { max: 4 }),
    redis: createRequestRedis(config.REDIS_URL, { commandTimeout: redisCommandTimeoutMs }),
    store,
    watcher,
  };
  deps.redis.on('error', () => undefined);
  await redisReady(deps.redis, 2_000);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    clock,
    database,
    projector,
    async close() {
      await app.close();
      await watcher.close();
      await projector.stop();
      await store.close();
      await deps.pool.end();
      // A test may leave Redis unreachable: its keys then stay, the database still goes.
      const keys = await deps.redis.keys(`${config.REDIS_PREFIX}:*`).catch(() => []);
      if (keys.length) await deps.redis.del(...keys);
      deps.redis.disconnect();
      await database.drop();
    },
  };
}
