import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@teamledger/platform';
import type { JobHandler } from './jobs/index.js';
import { QUEUE_NAME } from '@teamledger/platform';

export interface WorkerOptions {
  connection: Redis;
  prefix: string;
  concurrency: number;
  handlers: ReadonlyMap<string, JobHandler>;
  logger: Logger;
}

/** Runs every job of the queue through the handler registered under its name. */
export function createWorker({
  connection,
  prefix,
  concurrency,
  handlers,
  logger,
}: WorkerOptions): Worker {
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const handler = handlers.get(job.name);
      // Retrying cannot help a job nobody handles: fail it at once.
      if (!handler) throw new UnrecoverableError(`no handler for job "${job.name}"`);
      return handler(job);
    },
    { connection, prefix, concurrency },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ job: job?.name, id: job?.id, err: error }, 'job failed'),
  );
  return worker;
}
