import type { Job } from 'bullmq';

/** A job handler must be safe to run twice: BullMQ retries after a crash or a stalled lock. */
export type JobHandler = (job: Job) => Promise<unknown>;

/** Job name -> handler. Each job lives in its own file with its zod payload (STYLE.md 7). */
export const jobHandlers = new Map<string, JobHandler>();
