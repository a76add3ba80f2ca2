import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_ATTEMPTS, RETRY_BACKOFF_TYPE } from './retry.js';

/** One queue for every background job; a job's name picks its handler. */
export const QUEUE_NAME = 'jobs';

/**
 * Retries for about two days with the worker's capped backoff (retry.ts). Completed jobs are
 * kept a day; a job that failed for good is kept 30 days, visible and retryable at
 * /admin/queues.
 */
export const defaultJobOptions: JobsOptions = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: RETRY_BACKOFF_TYPE },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export function createJobQueue(connection: Redis, prefix: string): Queue {
  return new Queue(QUEUE_NAME, { connection, prefix, defaultJobOptions });
}
