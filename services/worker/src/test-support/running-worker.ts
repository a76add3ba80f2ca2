import type { Worker } from 'bullmq';
import type { EventStore } from '@teamledger/eventstore';
import {
  createJobQueue,
  createLogger,
  createPool,
  createRedis,
  type Clock,
  type Pool,
} from '@teamledger/platform';
import { createJobHandlers } from '../jobs/index.js';
import { createMailer } from '../mail/mailer.js';
import type { ProviderSet } from '../provider/providers.js';
import { ReactionJobDispatcher } from '../reactions/dispatcher.js';
import { createWorker } from '../worker.js';

/** The site the emails of a test worker link to, unless a test names its own. */
export const TEST_SITE_URL = 'http://teamledger.test';

export interface RunningWorker {
  worker: Worker;
  pool: Pool;
  close(): Promise<void>;
}

/**
 * What services/worker/src/main.ts runs, in-process for tests: the reaction dispatcher, the
 * BullMQ worker with every job handler and a mailer to `smtpPort`, with short retries.
 */
export function startTestWorker({
  databaseUrl,
  redisUrl,
  prefix,
  smtpPort,
  store,
  clock,
  retry = { baseMs: 300, maxMs: 1_200 },
  dispatcherPollMs = 200,
  siteUrl = TEST_SITE_URL,
  providers,
}: {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  smtpPort: number;
  store: EventStore;
  clock: Clock;
  /** Short by default; a test that refuses mail for minutes needs the 55 tries to span them. */
  retry?: { baseMs: number; maxMs: number };
  /** How often the dispatcher looks at the outbox; short by default, production's in outage tests. */
  dispatcherPollMs?: number;
  /** Where the links in emails point; a stack passes the URL it serves the app at. */
  siteUrl?: string;
  /** The providers the sync jobs read (simulators' adapters); left out, no sync jobs. */
  providers?: ProviderSet;
}): RunningWorker {
  const logger = createLogger('test', 'silent');
  const pool = createPool(databaseUrl, { max: 4 });
  const mailer = createMailer({
    url: `smtp://127.0.0.1:${smtpPort}`,
    from: 'Teamledger <no-reply@teamledger.local>',
  });
  const workerConnection = createRedis(redisUrl);
  const queueConnection = createRedis(redisUrl, { enableOfflineQueue: false });
  // A test may stop Redis on purpose; the connections reconnect by themselves.
  for (const connection of [workerConnection, queueConnection])
    connection.on('error', () => undefined);
  const queue = createJobQueue(queueConnection, prefix);
  queue.on('error', () => undefined);
  const worker = createWorker({
    connection: workerConnection,
    prefix,
    concurrency: 2,
    handlers: createJobHandlers({
      pool,
      store,
      mailer,
      queue,
      clock,
      companyTimeZone: 'UTC',
      siteUrl,
      ...(providers && {
        provider: { providers, logger, queue },
      }),
    }),
    logger,
    retry,
  });
  const dispatcher = new ReactionJobDispatcher({
    connectionString: databaseUrl,
    pool,
    queue,
    redis: queueConnection,
    logger,
    pollMs: dispatcherPollMs,
  });
  dispatcher.start();
  return {
    worker,
    pool,
    async close() {
      await dispatcher.stop();
      await queue.close();
      await worker.close();
      mailer.close();
      workerConnection.disconnect();
      queueConnection.disconnect();
      await pool.end();
    },
  };
}
