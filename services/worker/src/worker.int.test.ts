import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdjustableClock,
  createLogger,
  createRedis,
  followTestClock,
  publishTestClock,
} from '@teamledger/platform';
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
  // The worker's clock follows the test clock that an api (here `apiClock`) moved.
  const clock = new AdjustableClock();
  const apiClock = new AdjustableClock();
  const handlers = new Map<string, JobHandler>([
    ['now', async () => ({ now: clock.now().toISOString() })],
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
    followClock: () => followTestClock(connection, prefix, clock),
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

  it('runs each job at the test clock the api last moved, from the next job on', async () => {
    const nowInJob = async () => {
      const job = await queue.add('now', {});
      const { now } = (await job.waitUntilFinished(events, 10_000)) as { now: string };
      return Date.parse(now);
    };
    expect(Math.abs((await nowInJob()) - Date.now())).toBeLessThan(5_000);

    apiClock.set(new Date('2026-03-02T08:00:00Z'));
    await publishTestClock(connection, prefix, apiClock);
    const first = await nowInJob();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-03-02T08:00:00Z'));
    expect(first).toBeLessThan(Date.parse('2026-03-02T08:00:10Z'));

    apiClock.set(new Date('2031-01-01T18:30:00Z'));
    await publishTestClock(connection, prefix, apiClock);
    const second = await nowInJob();
    expect(second).toBeGreaterThanOrEqual(Date.parse('2031-01-01T18:30:00Z'));
    expect(second).toBeLessThan(Date.parse('2031-01-01T18:30:10Z'));
  });
});
