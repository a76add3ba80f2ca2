import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leaveDecider,
  leaveStream,
  SETTINGS_STREAM,
  type SettingsChanged,
} from '@teamledger/domain';
import { createPostgresEventStore, executeCommand, type EventStore } from '@teamledger/eventstore';
import { ProjectorHost } from '@teamledger/projector';
import {
  createJobQueue,
  createLogger,
  createPool,
  createRedis,
  newId,
  systemClock,
  type Pool,
} from '@teamledger/platform';
import { migrateDatabase, processors } from '@teamledger/read-models';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { createJobHandlers } from '../jobs/index.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { applicantRegistered } from '../test-support/applicant.js';
import { TEST_SITE_URL } from '../test-support/running-worker.js';
import { startOwnRedis, type OwnRedis } from '../test-support/redis-server.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createWorker } from '../worker.js';
import { ReactionJobDispatcher } from './dispatcher.js';

const uma = '33333333-3333-4333-8333-333333333333';
const hr = 'hr@northwind.test';
const logger = createLogger('test', 'silent');
const prefix = 'reactions-test';

let database: TestDatabase;
let store: EventStore;
let pool: Pool;
let projector: ProjectorHost;
let redis: OwnRedis;
let sink: SmtpSink;
let mailer: Mailer;
let worker: Worker;
let dispatcher: ReactionJobDispatcher;
const connections: ReturnType<typeof createRedis>[] = [];

const at = new Date('2026-03-10T08:00:00.000Z');
const context = { actorId: null, at, correlationId: 'reactions-test', source: 'web' } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase({ DATABASE_URL: database.url });
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  pool = createPool(database.url, { max: 4 });
  projector = new ProjectorHost({
    connectionString: database.url,
    store,
    projections: processors,
    logger,
    clock: systemClock,
    lockRetryMs: 100,
  });
  await projector.start();
  redis = await startOwnRedis();
  sink = await startSmtpSink();
  mailer = createMailer({
    url: `smtp://127.0.0.1:${sink.port}`,
    from: 'Teamledger <no-reply@t.test>',
  });

  const workerConnection = createRedis(redis.url);
  const queueConnection = createRedis(redis.url, { enableOfflineQueue: false });
  for (const connection of [workerConnection, queueConnection]) {
    connection.on('error', () => undefined);
    connections.push(connection);
  }
  const queue = createJobQueue(queueConnection, prefix);
  queue.on('error', () => undefined); // Redis is stopped on purpose below
  worker = createWorker({
    connection: workerConnection,
    prefix,
    concurrency: 2,
    handlers: createJobHandlers({
      pool,
      store,
      mailer,
      queue,
      clock: systemClock,
      companyTimeZone: 'UTC',
      siteUrl: TEST_SITE_URL,
    }),
    logger,
  });
  worker.on('error', () => undefined);
  dispatcher = new ReactionJobDispatcher({
    connectionString: database.url,
    pool,
    queue,
    redis: queueConnection,
    logger,
    pollMs: 200,
    maxRetryDelayMs: 500,
  });
  dispatcher.start();

  await store.appendToStream(`user-${uma}`, [
    {
      id: newId(),
      ...applicantRegistered(uma),
      metadata: { ...context, at: at.toISOString(), causationId: null },
    },
  ]);
  await store.appendToStream(SETTINGS_STREAM, [
    {
      id: newId(),
      type: 'SettingsChanged',
      data: { changes: { hrEmail: hr }, previous: {} } satisfies SettingsChanged['data'],
      metadata: { ...context, at: at.toISOString(), causationId: null },
    },
  ]);
}, 60_000);

afterAll(async () => {
  await dispatcher.stop();
  await worker.close();
  mailer.close();
  for (const connection of connections) connection.disconnect();
  await redis.stop();
  await sink.stop();
  await projector.stop();
  await store.close();
  await pool.end();
  await database.drop();
});

const mailsWith = (details: string) => sink.mails.filter((mail) => mail.text.includes(details));
const sentRecords = async (leaveId: string) =>
  (await store.readStream(leaveStream(leaveId))).filter(
    (event) => event.type === 'LeaveNotificationSent',
  ).length;

describe('the HR email of a leave comes from the log, not from the request', () => {
  it('goes out exactly once after Redis comes back, when Redis was down at the append', async () => {
    await redis.stop();
    const leaveId = newId();
    const details = 'Applied while Redis was down.';
    await executeCommand(
      store,
      leaveStream(leaveId),
      leaveDecider,
      {
        type: 'ApplyForLeave',
        data: {
          leaveId,
          userId: uma,
          leaveType: 'Sick',
          details,
          from: '2026-03-10',
          to: '2026-03-10',
          today: '2026-03-10',
        },
      },
      context,
    );

    // The reaction records the job at once; it stays pending while Redis is away.
    await expect
      .poll(
        async () =>
          (await pool.query('SELECT dispatched_at FROM reaction_jobs')).rows.map(
            (row: { dispatched_at: Date | null }) => row.dispatched_at,
          ),
        { timeout: 10_000 },
      )
      .toEqual([null]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsWith(details)).toHaveLength(0);

    await redis.start();
    await expect.poll(() => mailsWith(details).length, { timeout: 30_000, interval: 200 }).toBe(1);
    expect(mailsWith(details)[0]!.envelope.to).toEqual([hr]);
    await expect.poll(() => sentRecords(leaveId), { timeout: 10_000 }).toBe(1);
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsWith(details)).toHaveLength(1);
  }, 60_000);

  it('still goes out when the process that appended the leave was killed right after', async () => {
    const leaveId = newId();
    const script = fileURLToPath(
      new URL('../test-support/apply-leave-then-die.ts', import.meta.url),
    );
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@teamledger/source', script],
      {
        env: { ...process.env, DATABASE_URL: database.url, LEAVE_ID: leaveId, USER_ID: uma },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const signal = await new Promise((resolve) => child.once('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');
    // The killed process appended the leave and nothing else; the worker may already have
    // sent the email and recorded it by now (how soon depends on the machine's load).
    const types = (await store.readStream(leaveStream(leaveId))).map((event) => event.type);
    expect(types[0]).toBe('LeaveApplied');
    expect(types.slice(1).every((type) => type === 'LeaveNotificationSent')).toBe(true);

    const details = 'Appended by a process killed right after.';
    await expect.poll(() => mailsWith(details).length, { timeout: 30_000, interval: 200 }).toBe(1);
    await expect.poll(() => sentRecords(leaveId), { timeout: 10_000 }).toBe(1);
  }, 60_000);
});
