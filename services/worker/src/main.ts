import { UnrecoverableError, Worker } from 'bullmq';
import { createLogger, createRedis, loadConfigOrExit } from '@teamledger/platform';
import { loadWorkerConfig } from './config.js';
import { QUEUE_NAME } from './queue.js';
import { jobHandlers } from './jobs/index.js';

const config = loadConfigOrExit(() => loadWorkerConfig());
const logger = createLogger('worker', config.LOG_LEVEL);
const connection = createRedis(config.REDIS_URL);
connection.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));

const worker = new Worker(
  QUEUE_NAME,
  async (job) => {
    const handler = jobHandlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`no handler for job "${job.name}"`);
    return handler(job);
  },
  { connection, prefix: config.REDIS_PREFIX, concurrency: config.WORKER_CONCURRENCY },
);
worker.on('failed', (job, error) =>
  logger.warn({ job: job?.name, id: job?.id, err: error }, 'job failed'),
);
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
