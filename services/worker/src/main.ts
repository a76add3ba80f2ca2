import type { WorkProvider } from '@teamledger/domain';
import { createEventStore, withCheckedEventStore } from '@teamledger/eventstore';
import {
  AdjustableClock,
  createJobQueue,
  followTestClock,
  createLogger,
  createQueryPool,
  createRedis,
  loadConfigOrExit,
  systemClock,
} from '@teamledger/platform';
import { migrateDatabase } from '@teamledger/read-models';
import { loadWorkerConfig } from './config.js';
import { createJobHandlers } from './jobs/index.js';
import { scheduleDailyReminders, settingsFromLog } from './jobs/reminder-schedule.js';
import { scheduleTimesheetAutoLock } from './jobs/timesheet-auto-lock.js';
import { scheduleTimesheetReminders } from './jobs/timesheet-reminders.js';
import { createMailer } from './mail/mailer.js';
import { createAssemblaProvider } from './provider/assembla-adapter.js';
import { createGitlabProvider } from './provider/gitlab-adapter.js';
import { createJiraProvider } from './provider/jira-adapter.js';
import { reportCredentials, type ProviderSet } from './provider/providers.js';
import { scheduleWorklogSync } from './provider/schedule.js';
import { ReactionJobDispatcher } from './reactions/dispatcher.js';
import { createWorker } from './worker.js';

const config = loadConfigOrExit(() => withCheckedEventStore(loadWorkerConfig()));
const logger = createLogger('worker', config.LOG_LEVEL);
// Whichever service boots first creates the events table the handlers read and append to.
await migrateDatabase(config);
// Two connections, shared by the queries (the dispatcher holds one while it enqueues) and
// the event store, beside the dispatcher's LISTEN: jobs mostly wait on SMTP or the provider,
// not on PostgreSQL (docs/scaling.md).
const pool = createQueryPool(config.DATABASE_URL, {
  max: 2,
  application_name: 'teamledger-worker',
});
const store = createEventStore(config, { pool, applicationName: 'teamledger-worker' });
const mailer = createMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
const connection = createRedis(config.REDIS_URL);
connection.on('error', (error) =>
  logger.warn({ err: error }, 'Redis is not answering: jobs wait and resume once it is back'),
);

// Enqueueing fails fast while Redis is away (no offline queue): the rows stay pending.
const queueConnection = createRedis(config.REDIS_URL, { enableOfflineQueue: false });
const queue = createJobQueue(queueConnection, config.REDIS_PREFIX);
queue.on('error', () => undefined); // the dispatcher logs its failed attempts

/**
 * Each provider's adapter, for its connection in Settings (else the environment's URL and
 * account), only where the environment holds its token; WORK_PROVIDER's always, as before
 * workspaces named their provider (D275, D277). Tokens never leave this process.
 */
const credentials = {
  assembla: config.PROVIDER_API_KEY !== '' && config.PROVIDER_API_SECRET !== '',
  jira: config.JIRA_API_TOKEN !== '',
  gitlab: config.GITLAB_TOKEN !== '',
};
const adapters = new Map<string, WorkProvider>();
const providers: ProviderSet = {
  defaultProvider: config.WORK_PROVIDER,
  credentials,
  siteUrl: config.PROVIDER_SITE_URL.replace(/\/+$/, ''),
  adapter(name, connection) {
    if (!credentials[name] && name !== config.WORK_PROVIDER) return null;
    const key = JSON.stringify([name, connection]);
    const known = adapters.get(key);
    if (known) return known;
    const made =
      name === 'gitlab'
        ? createGitlabProvider({
            baseUrl: connection?.baseUrl || config.GITLAB_URL,
            token: config.GITLAB_TOKEN,
            logger,
          })
        : name === 'jira'
          ? createJiraProvider({
              baseUrl: connection?.baseUrl || config.JIRA_BASE_URL,
              email: connection?.account || config.JIRA_EMAIL,
              apiToken: config.JIRA_API_TOKEN,
              logger,
            })
          : createAssemblaProvider({
              baseUrl: connection?.baseUrl || config.PROVIDER_URL,
              apiKey: config.PROVIDER_API_KEY,
              apiSecret: config.PROVIDER_API_SECRET,
              logger,
            });
    adapters.set(key, made);
    return made;
  },
};

// With TEST_CLOCK=1 the jobs stamp what happened at the api's test clock, read before each job.
const testClock = config.TEST_CLOCK ? new AdjustableClock() : null;
const handlers = createJobHandlers({
  pool,
  store,
  mailer,
  queue,
  clock: testClock ?? systemClock,
  companyTimeZone: config.COMPANY_TZ,
  siteUrl: config.SITE_URL,
  provider: { providers, logger, queue },
});
const worker = createWorker({
  connection,
  prefix: config.REDIS_PREFIX,
  concurrency: config.WORKER_CONCURRENCY,
  handlers,
  logger,
  retry: { baseMs: config.JOB_RETRY_BASE_MS, maxMs: config.JOB_RETRY_MAX_MS },
  ...(testClock && {
    followClock: () => followTestClock(connection, config.REDIS_PREFIX, testClock),
  }),
});
const dispatcher = new ReactionJobDispatcher({
  connectionString: config.DATABASE_URL,
  applicationName: 'teamledger-worker-dispatcher',
  pool,
  queue,
  redis: queueConnection,
  logger,
});
dispatcher.start();
// Redis may have lost the schedulers (a flush, a new server); settings changes after this
// re-schedule through reaction.reminder-schedule.
await settingsFromLog(store, config.COMPANY_TZ)
  .then(async (settings) => {
    await scheduleTimesheetAutoLock(queue, settings);
    await scheduleTimesheetReminders(queue, settings);
  })
  .catch((error: unknown) =>
    logger.warn(
      { err: error },
      'The automatic timesheet lock and the timesheet reminders are not scheduled yet',
    ),
  );
await scheduleDailyReminders(queue, await settingsFromLog(store, config.COMPANY_TZ)).then(
  (schedule) => logger.info({ schedule }, 'Daily reminder emails scheduled'),
  (error: unknown) =>
    logger.warn(
      { err: error },
      'Daily reminder emails are not scheduled yet: the next change of Settings schedules them',
    ),
);
// Settings show whether this worker holds each provider's token (never the token).
await reportCredentials(store, testClock ?? systemClock, credentials).catch((error: unknown) =>
  logger.warn({ err: error }, 'which provider tokens this worker holds could not be recorded'),
);
// The incremental worklog sync: one scheduler, so several workers still run it once a time.
await scheduleWorklogSync(queue, config.WORKLOG_SYNC_EVERY_MS).catch((error: unknown) =>
  logger.warn(
    { err: error },
    'the worklog sync schedule could not be set; it is set at the next start',
  ),
);
logger.info(
  { jobs: [...handlers.keys()] },
  'Worker running: it sends the emails and runs the provider syncs',
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Running jobs finish first; they still need the mailer, the store and the pool.
  await dispatcher.stop();
  await queue.close();
  await worker.close();
  mailer.close();
  await Promise.allSettled([store.close(), pool.end(), connection.quit(), queueConnection.quit()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
