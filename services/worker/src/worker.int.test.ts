import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRedis } from '@teamledger/platform';
import { createTestRedisPrefix } from '../../../tests/support/database.js';
import { testRedisUrl } from '../../../tests/support/env.js';
import type { JobHandler } from './jobs/index.js';
import { createJobQueue, QUEUE_NAME } from '@teamledger/platform';
import { createWorker } from './worker.js';

describe('worker', () => {
  const prefix = createTestRedisPrefix();
  const connection = createRedis(testRedisUrl);
  const queue = createJobQueue(createRedis(testRedisUrl), prefix);
  const events = new QueueEvents(QUEUE_NAME, { connection: createRedis(testRedisUrl), prefix });
  const seen: unknown[] = [];
  const handlers = new Map<string, JobHandler>([
    [
      'echo',
      async (job) => {
        seen.push(job.data);
        return { echoed: job.data };
      },
    ],
  ]);
  const worker = createWorker({
    connection,
    prefix,
    concurrency: 2,
    handlers,
    logger: createLogger('test', 'silent'),
  });

  beforeAll(async () => {
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), events.close()]);
    connection.disconnect();
  });

  it('runs a job through the handler of its name, on real Redis', async () => {
    const job = await queue.add('echo', { userId: 'u-1' });
    expect(await job.waitUntilFinished(events, 10_000)).toEqual({ echoed: { userId: 'u-1' } });
    expect(seen).toEqual([{ userId: 'u-1' }]);
  });

  it('fails a job nobody handles at once, without retries', async () => {
    const job = await queue.add('nobody-handles-this', {}, { attempts: 5 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(
      'no handler for job "nobody-handles-this"',
    );
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
  });
});
