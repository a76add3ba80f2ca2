import { createEventStore } from '@teamledger/eventstore';
import { createLogger, listenOrExit, loadConfigOrExit, systemClock } from '@teamledger/platform';
import { loadProjectorConfig } from './config.js';
import { startHealthServer } from './health-server.js';
import { ProjectorHost } from './host.js';
import { migrateDatabase, processors } from '@teamledger/read-models';

const config = loadConfigOrExit(() => loadProjectorConfig());
const logger = createLogger('projector', config.LOG_LEVEL);
await migrateDatabase(config);
// The projector holds at most 4 PostgreSQL connections (docs/scaling.md): the runner's (it
// applies every batch, and LISTENs for control messages), the store's one for reading the
// log, the store's LISTEN for appends, and a rebuild's while one runs.
const store = createEventStore(config, {
  poolSize: 1,
  applicationName: 'teamledger-projector-eventstore',
});
const host = new ProjectorHost({
  connectionString: config.DATABASE_URL,
  store,
  projections: processors,
  logger,
  clock: systemClock,
});
// The port first: if it is taken, stop before any projection starts.
const health = await listenOrExit(
  () => startHealthServer(host, config.HOST, config.PROJECTOR_PORT),
  { port: config.PROJECTOR_PORT, variable: 'PROJECTOR_PORT', what: "the projector's health check" },
);
await host.start();
logger.info(
  { processors: processors.map((p) => p.name), healthPort: health.port },
  'projector running',
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  health.server.close();
  await host.stop();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
