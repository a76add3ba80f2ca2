import { createLogger, createRedis, loadConfigOrExit } from '@teamledger/platform';
import { loadWorkerConfig } from './config.js';
import { jobHandlers } from './jobs/index.js';
import { createWorker } from './worker.js';

const config = loadConfigOrExit(() => loadWorkerConfig());
const logger = createLogger('worker', config.LOG_LEVEL);
const connection = createRedis(config.REDIS_URL);
connection.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));

const worker = createWorker({
  connection,
  prefix: config.REDIS_PREFIX,
  concurrency: config.WORKER_CONCURRENCY,
  handlers: jobHandlers,
  logger,
});
logger.info({ jobs: [...jobHandlers.keys()] }, 'worker running');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await worker.close();
  await connection.quit().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
