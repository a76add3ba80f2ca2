import { createEventStore, withCheckedEventStore } from '@teamledger/eventstore';
import {
  AdjustableClock,
  createLogger,
  createRedis,
  followTestClock,
  listenOrExit,
  loadConfigOrExit,
  systemClock,
} from '@teamledger/platform';
import { loadProjectorConfig } from './config.js';
import { startHealthServer } from './health-server.js';
import { ProjectorHost } from './host.js';
import { migrateDatabase, processors } from '@teamledger/read-models';

const config = loadConfigOrExit(() => withCheckedEventStore(loadProjectorConfig()));
const logger = createLogger('projector', config.LOG_LEVEL);
await migrateDatabase(config);
// The projector holds at most 4 PostgreSQL connections (docs/scaling.md): the runner's (it
// applies every batch, and LISTENs for control messages), the store's one for reading the
// log, the store's LISTEN for appends, and a rebuild's while one runs.
const store = createEventStore(config, {
  poolSize: 1,
  applicationName: 'teamledger-projector-eventstore',
});
// With TEST_CLOCK=1 the projector stamps failures and quarantines at the api's test clock.
// It has no job to read it before, as the worker has, so it reads it every half second.
const testClock = config.TEST_CLOCK ? new AdjustableClock() : null;
const clockRedis = testClock ? createRedis(config.REDIS_URL) : null;
clockRedis?.on('error', () => undefined); // only the test clock is read here
const clockFollower =
  testClock && clockRedis
    ? setInterval(() => {
        followTestClock(clockRedis, config.REDIS_PREFIX, testClock).catch(() => undefined);
      }, 500)
    : null;
const host = new ProjectorHost({
  connectionString: config.DATABASE_URL,
  store,
  projections: processors,
  logger,
  clock: testClock ?? systemClock,
});
// The port first: if it is taken, stop before any projection starts.
const health = await listenOrExit(
  () => startHealthServer(host, config.HOST, config.PROJECTOR_PORT),
  { port: config.PROJECTOR_PORT, variable: 'PROJECTOR_PORT', what: "the projector's health check" },
);
await host.start();
logger.info(
  { processors: processors.map((p) => p.name), healthPort: health.port },
  'Projector running: it keeps the read models and queues the emails',
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  health.server.close();
  if (clockFollower) clearInterval(clockFollower);
  clockRedis?.disconnect();
  await host.stop();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
