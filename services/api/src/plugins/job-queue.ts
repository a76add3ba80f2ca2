import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue } from '@teamledger/platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker's queue: the API enqueues, the worker runs (DESIGN.md section 2). */
    jobQueue: Queue;
  }
}

export const jobQueuePlugin = fp(async (app: FastifyInstance) => {
  // The queue borrows the API's Redis connection; closing the queue leaves it open.
  const queue = createJobQueue(app.deps.redis, app.deps.config.REDIS_PREFIX);
  app.decorate('jobQueue', queue);
  app.addHook('onClose', async () => {
    await queue.close();
  });
});
