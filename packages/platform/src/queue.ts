import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

/** One queue for every background job; a job's name picks its handler. */
export const QUEUE_NAME = 'jobs';

/** Retries with backoff; completed jobs are kept a while so GET /api/jobs/:id can report them. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export function createJobQueue(connection: Redis, prefix: string): Queue {
  return new Queue(QUEUE_NAME, { connection, prefix, defaultJobOptions });
}
