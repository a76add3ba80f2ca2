import { createEventStore, withCheckedEventStore } from '@teamledger/eventstore';
import {
  AdjustableClock,
  followTestClock,
  createLogger,
  createQueryPool,
  createRequestRedis,
  listenOrExit,
  loadConfigOrExit,
  redisReady,
  systemClock,
} from '@teamledger/platform';
import { ProjectionWatcher, projections } from '@teamledger/read-models';
import { buildApp } from './app.js';
import { copyCredentialsFromLog } from './auth/credentials.js';
import { loadApiConfig } from './config.js';
import { migrateApiDatabase } from './migrate.js';

const config = loadConfigOrExit(() => withCheckedEventStore(loadApiConfig()));
await migrateApiDatabase(config);
// A running stack holds at most 12 PostgreSQL connections (docs/scaling.md): the API takes
// 4, shared by its queries and the event store (appends take turns on one lock anyway), and
// the watcher's LISTEN. With 2 cores, more connections add waiting, not throughput. They
// stay open when idle (pg closes them after 10 s by default): a new one costs a backend
// start, and PostgreSQL plans each named statement anew on it five times before it keeps
// a generic plan (the report pages' statements take 0.5 to 1.3 ms to plan).
// No JIT on them (QUERY_SESSION_SETTINGS): its compile time grew with history (D289).
const pool = createQueryPool(config.DATABASE_URL, {
  max: 4,
  idleTimeoutMillis: 0,
  application_name: 'teamledger-api',
});
const store = createEventStore(config, { pool, applicationName: 'teamledger-api' });
const logger = createLogger('api', config.LOG_LEVEL);
const copied = await copyCredentialsFromLog(store, pool);
if (copied !== null) {
  logger.info(
    { copied },
    `Upgraded ${copied} account(s) written by an older version: their password hashes now live in the credentials table only`,
  );
}
const watcher = new ProjectionWatcher({
  connectionString: config.DATABASE_URL,
  applicationName: 'teamledger-api-watcher',
  projections: projections.map((p) => p.name),
  logger,
});
await watcher.start();
const redis = createRequestRedis(config.REDIS_URL);
redis.on('error', () => undefined); // readiness reports it; ioredis reconnects by itself
if (!(await redisReady(redis, 5_000))) {
  logger.warn('Redis is not reachable yet: requests that need it answer 503 until it is');
}

const testClock = config.TEST_CLOCK ? new AdjustableClock() : null;
// A restarted api keeps the test clock where it was moved.
if (testClock) {
  await followTestClock(redis, config.REDIS_PREFIX, testClock).catch((error: unknown) =>
    logger.warn({ err: error }, 'the test clock starts at the real time: Redis did not answer'),
  );
}
const app = await buildApp({
  config,
  clock: testClock ?? systemClock,
  pool,
  redis,
  store,
  watcher,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await Promise.allSettled([watcher.close(), store.close(), pool.end(), redis.quit()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await listenOrExit(() => app.listen({ host: config.HOST, port: config.PORT }), {
  port: config.PORT,
  variable: 'PORT',
  what: 'the dashboard and API',
});
