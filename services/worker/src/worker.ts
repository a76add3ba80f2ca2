import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@teamledger/platform';
import type { JobHandler } from './jobs/index.js';
import { QUEUE_NAME } from '@teamledger/platform';
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from './retry.js';

export interface WorkerOptions {
  connection: Redis;
  prefix: string;
  concurrency: number;
  handlers: ReadonlyMap<string, JobHandler>;
  logger: Logger;
  /** The waits between tries of a failed job; the config's, shorter in tests. */
  retry?: RetrySchedule;
  /** With TEST_CLOCK=1: moves the handlers' clock to the api's test clock before each job. */
  followClock?: () => Promise<void>;
}

/**
 * How often the worker looks for jobs whose lock expired (their worker died, or Redis was
 * away longer than the 30 s lock): such a job goes back to the queue at the first or second
 * look, so within 4 s of Redis coming back, not BullMQ's default of up to a minute. A look is
 * one short script.
 */
const STALLED_CHECK_MS = 2_000;

/**
 * After a failed fetch from Redis (it is away), the worker tries again after this, not after
 * BullMQ's 15 s, so jobs start at once when Redis is back.
 */
const FETCH_RETRY_MS = 1_000;

/** Runs every job of the queue through the handler registered under its name. */
export function createWorker({
  connection,
  prefix,
  concurrency,
  handlers,
  logger,
  retry = DEFAULT_RETRY_SCHEDULE,
  followClock,
}: WorkerOptions): Worker {
  const worker = new Worker(
    QUEUE_NAME,
    async (job, token) => {
      const handler = handlers.get(job.name);
      // Retrying cannot help a job nobody handles: fail it at once.
      if (!handler) throw new UnrecoverableError(`no handler for job "${job.name}"`);
      await followClock?.();
      return handler(job, token);
    },
    {
      connection,
      prefix,
      concurrency,
      stalledInterval: STALLED_CHECK_MS,
      runRetryDelay: FETCH_RETRY_MS,
      // The only custom backoff type is ours (RETRY_BACKOFF_TYPE), queued by defaultJobOptions.
      settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade, retry) },
    },
  );
  // Without a listener an 'error' (Redis gone for a while) would throw and end the process;
  // the worker reconnects by itself and the jobs wait in Redis.
  worker.on('error', (error) => logger.warn({ err: error }, 'job worker problem'));
  worker.on('failed', (job, error) => {
    const final =
      error instanceof UnrecoverableError || (job?.attemptsMade ?? 0) >= (job?.opts.attempts ?? 1);
    if (!final) {
      logger.warn(
        { job: job?.name, id: job?.id, attempt: job?.attemptsMade, err: error },
        'job failed, will retry',
      );
      return;
    }
    logger.error(
      { job: job?.name, id: job?.id, attempts: job?.attemptsMade, err: error },
      'job failed for good: it is kept under Failed at /admin/queues (Admin), where it can be retried',
    );
  });
  return worker;
}
