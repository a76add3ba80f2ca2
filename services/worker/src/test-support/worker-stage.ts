import { QueueEvents } from 'bullmq';
import type { EventStore } from '@teamledger/eventstore';
import { createJobQueue, createRedis, type Clock } from '@teamledger/platform';
import { createTestRedisPrefix } from '../../../../tests/support/database.js';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { startProjectedStore, type ProjectedStore } from './projected-store.js';
import { startTestWorker, type RunningWorker } from './running-worker.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

/** What a job's integration test runs against: its database, worker, SMTP sink and queue. */
export interface WorkerStage {
  projected: ProjectedStore;
  store: EventStore;
  sink: SmtpSink;
  running: RunningWorker;
  /** The jobs queue, to add a job as the scheduler or a reaction would. */
  queue: ReturnType<typeof createJobQueue>;
  /** The queue's events, to wait for a job to finish. */
  events: QueueEvents;
  close(): Promise<void>;
}

/**
 * A projected store, an SMTP sink (answering the addresses of `refusals` with their codes),
 * an in-process worker on a Redis prefix of its own and the queue it reads, at `clock`.
 */
export async function startWorkerStage({
  clock,
  refusals,
}: {
  clock: Clock;
  refusals?: ReadonlyMap<string, number>;
}): Promise<WorkerStage> {
  const projected = await startProjectedStore();
  const { store } = projected;
  const sink = await startSmtpSink(refusals);
  const prefix = createTestRedisPrefix();
  const running = startTestWorker({
    databaseUrl: projected.database.url,
    redisUrl: testRedisUrl,
    prefix,
    smtpPort: sink.port,
    store,
    clock,
  });
  const queueConnection = createRedis(testRedisUrl);
  const eventsConnection = createRedis(testRedisUrl);
  const queue = createJobQueue(queueConnection, prefix);
  const events = new QueueEvents('jobs', { connection: eventsConnection, prefix });
  await events.waitUntilReady();
  return {
    projected,
    store,
    sink,
    running,
    queue,
    events,
    async close() {
      await running.close();
      await queue.obliterate({ force: true });
      await Promise.all([queue.close(), events.close(), sink.stop()]);
      queueConnection.disconnect();
      eventsConnection.disconnect();
      await projected.close();
    },
  };
}
