import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

/** The backoff type jobs are queued with; the worker's backoffStrategy computes it. */
export const RETRY_BACKOFF_TYPE = 'capped-exponential';

/** 55 tries: about 1 h of doubling from 30 s, then hourly, about 48 h in all. */
export const JOB_ATTEMPTS = 55;

/** One queue for every background job; a job's name picks its handler. */
export const QUEUE_NAME = 'jobs';

/**
 * Retries for about two days with the worker's capped backoff (services/worker/src/retry.ts). Completed jobs are
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
