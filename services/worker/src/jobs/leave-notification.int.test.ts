import { QueueEvents, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leaveDecider,
  leaveStream,
  SETTINGS_STREAM,
  type Settings,
  type SettingsChanged,
} from '@teamledger/domain';
import {
  type EventStore,
  executeCommand,
  type CommandContext,
  type EventMetadata,
} from '@teamledger/eventstore';
import { createLogger, createPool, createRedis, newId, type Clock } from '@teamledger/platform';
import { type ProjectionWatcher } from '@teamledger/read-models';
import type { ProjectorHost } from '@teamledger/projector';
import { createTestRedisPrefix, type TestDatabase } from '../../../../tests/support/database.js';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { createMailer } from '../mail/mailer.js';
import {
  createJobQueue,
  defaultJobOptions,
  JOB_ATTEMPTS,
  QUEUE_NAME,
  RETRY_BACKOFF_TYPE,
} from '@teamledger/platform';
import { applicantRegistered } from '../test-support/applicant.js';
import { TEST_SITE_URL } from '../test-support/running-worker.js';
import { startProjectedStore, type ProjectedStore } from '../test-support/projected-store.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createWorker } from '../worker.js';
import { createJobHandlers } from './index.js';
import { LEAVE_DECISION_EMAIL_JOB, LEAVE_NOTIFICATION_JOB } from '@teamledger/domain';
import { NO_HR_EMAIL_MESSAGE } from './leave-notification.js';

const uma = '22222222-2222-4222-8222-222222222222';
const hr = 'hr@northwind.test';
const refused = 'gone@northwind.test';
const appliedAt = new Date('2026-03-10T08:00:00.000Z');
const sentAt = new Date('2026-03-10T08:00:05.000Z');
const clock: Clock = { now: () => sentAt };
const logger = createLogger('test', 'silent');
const RETRY = { baseMs: 300, maxMs: 1_200 };

let projected: ProjectedStore;
let database: TestDatabase;
let store: EventStore;
let projector: ProjectorHost;
let watcher: ProjectionWatcher;
let pool: ReturnType<typeof createPool>;
let sink: SmtpSink;
let close: () => Promise<void>;
let queue: ReturnType<typeof createJobQueue>;
let events: QueueEvents;

beforeAll(async () => {
  projected = await startProjectedStore();
  ({ database, store, projector, watcher } = projected);
  pool = createPool(database.url, { max: 4 });
  sink = await startSmtpSink(new Map([[refused, 550]]));
  const mailer = createMailer({
    url: `smtp://127.0.0.1:${sink.port}`,
    from: 'Teamledger <no-reply@teamledger.local>',
  });
  const prefix = createTestRedisPrefix();
  queue = createJobQueue(createRedis(testRedisUrl), prefix);
  events = new QueueEvents(QUEUE_NAME, { connection: createRedis(testRedisUrl), prefix });
  await events.waitUntilReady();
  const connection = createRedis(testRedisUrl);
  const worker = createWorker({
    connection,
    prefix,
    concurrency: 2,
    handlers: createJobHandlers({
      pool,
      store,
      mailer,
      queue,
      clock,
      companyTimeZone: 'UTC',
      siteUrl: TEST_SITE_URL,
    }),
    logger,
    // The real schedule waits 30 s doubling to 1 h; here the same shape in milliseconds.
    retry: RETRY,
  });
  close = async () => {
    await worker.close();
    mailer.close();
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), events.close(), sink.stop()]);
    connection.disconnect();
  };

  await given('user-' + uma, applicantRegistered(uma));
  await setSettings({ hrEmail: hr, companyTimeZone: 'Europe/Berlin' });
}, 60_000);

afterAll(async () => {
  await close();
  await pool.end();
  await projected.close();
});

const metadata = (): EventMetadata => ({
  actorId: null,
  at: appliedAt.toISOString(),
  correlationId: newId(),
  causationId: null,
  source: 'web',
});

/** Appends an event and waits until every read model shows it. */
async function given(stream: string, event: { type: string; data: unknown }): Promise<void> {
  const { position } = await store.appendToStream(stream, [
    { id: newId(), ...event, metadata: metadata() },
  ]);
  expect(await watcher.waitFor(position, { timeoutMs: 10_000 })).toBe(true);
}

async function setSettings(changes: Partial<Settings>): Promise<void> {
  await given(SETTINGS_STREAM, {
    type: 'SettingsChanged',
    data: { changes, previous: {} },
  } satisfies SettingsChanged);
}

const sick = {
  leaveType: 'Sick',
  details: 'Flu, back on Tuesday.',
  from: '2026-03-10',
  // Over a weekend: 7 calendar days, 5 working days.
  to: '2026-03-16',
} as const;

/** Applies for leave as the API does, and waits for the read models. */
async function applyForLeave(): Promise<string> {
  const leaveId = newId();
  const context: CommandContext = {
    actorId: uma,
    at: appliedAt,
    correlationId: 'apply-request',
    source: 'web',
  };
  const { position } = await executeCommand(
    store,
    leaveStream(leaveId),
    leaveDecider,
    { type: 'ApplyForLeave', data: { leaveId, userId: uma, ...sick, today: '2026-03-10' } },
    context,
  );
  expect(await watcher.waitFor(position!, { timeoutMs: 10_000 })).toBe(true);
  return leaveId;
}

/** Queues the job the way the API does (job id from the leave). */
const queueNotification = (leaveId: string) =>
  queue.add(LEAVE_NOTIFICATION_JOB, { leaveId }, { jobId: `${LEAVE_NOTIFICATION_JOB}-${leaveId}` });

const stream = async (leaveId: string) =>
  (await store.readStream(leaveStream(leaveId))).map(({ id, type, data, metadata }) => ({
    id,
    type,
    data,
    metadata,
  }));

const failure = async (job: Job) => {
  await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow();
  const failed = await queue.getJob(job.id!);
  return { reason: failed?.failedReason, attemptsMade: failed?.attemptsMade };
};

describe('leave-notification', () => {
  let leaveId: string;

  it('emails HR, the approver of a person without Lead 1, answered to the applicant, and records the send', async () => {
    leaveId = await applyForLeave();
    const job = await queueNotification(leaveId);
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: true });

    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail).toMatchObject({
      envelope: { from: 'no-reply@teamledger.local', to: [hr] },
      from: 'Teamledger <no-reply@teamledger.local>',
      to: hr,
      replyTo: 'Uma Patel <uma@northwind.test>',
      subject: 'Leave application: Uma Patel — Sick',
    });
    expect(mail!.text).toBe(
      [
        'Uma Patel (uma@northwind.test) applied for Sick leave.',
        '',
        'First day:  Mar 10, 2026',
        'Last day:   Mar 16, 2026 (5 working days)',
        'Applied on: Mar 10, 2026, 9:00 AM (Europe/Berlin)',
        '',
        'Details:',
        'Flu, back on Tuesday.',
        '',
        'It waits for your approval in Teamledger.',
        '',
        `Open Leave Approvals: ${TEST_SITE_URL}/LeaveApprovals`,
        '',
        'Reply to this email to answer Uma Patel.',
      ].join('\n'),
    );

    const [applied, sent, ...more] = await stream(leaveId);
    expect(more).toEqual([]);
    expect(applied?.type).toBe('LeaveApplied');
    expect(sent).toMatchObject({
      type: 'LeaveNotificationSent',
      data: { leaveId, to: hr, at: sentAt.toISOString() },
      metadata: {
        actorId: null,
        at: sentAt.toISOString(),
        correlationId: 'apply-request',
        causationId: applied!.id,
        source: 'system',
      },
    });
    // The read models move past the new event: the leaves projection leaves it alone.
    expect(await watcher.waitFor(await store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    expect((await projector.health()).status).toBe('ok');
  });

  it('sends nothing when the same job runs again', async () => {
    const job = (await queue.getJob(`${LEAVE_NOTIFICATION_JOB}-${leaveId}`))!;
    await job.retry('completed');
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: false });
    expect(sink.mails).toHaveLength(1);
    expect((await stream(leaveId)).map((event) => event.type)).toEqual([
      'LeaveApplied',
      'LeaveNotificationSent',
    ]);
  });

  it('fails at once, without retries, when Settings have no HR email', async () => {
    await setSettings({ hrEmail: '' });
    try {
      const other = await applyForLeave();
      expect(await failure(await queueNotification(other))).toEqual({
        reason: NO_HR_EMAIL_MESSAGE,
        attemptsMade: 1,
      });
      expect(sink.mails).toHaveLength(1);
      expect((await stream(other)).map((event) => event.type)).toEqual(['LeaveApplied']);
    } finally {
      await setSettings({ hrEmail: hr });
    }
  });

  it('fails at once when the mail server refuses the HR address for good (550)', async () => {
    await setSettings({ hrEmail: refused });
    try {
      const other = await applyForLeave();
      const { reason, attemptsMade } = await failure(await queueNotification(other));
      expect(attemptsMade).toBe(1);
      expect(reason).toMatch(/^The email could not be sent and retrying will not help: 550 /);
      expect((await stream(other)).map((event) => event.type)).toEqual(['LeaveApplied']);
    } finally {
      await setSettings({ hrEmail: hr });
    }
  });

  it('fails at once for a payload that names no leave', async () => {
    const bad = await queue.add(LEAVE_NOTIFICATION_JOB, { leaveId: 'leave-1' });
    expect(await failure(bad)).toEqual({
      reason: expect.stringContaining('Invalid leave-notification payload'),
      attemptsMade: 1,
    });
    const unknown = newId();
    expect(await failure(await queue.add(LEAVE_NOTIFICATION_JOB, { leaveId: unknown }))).toEqual({
      reason: `Leave ${unknown} was not found.`,
      attemptsMade: 1,
    });
  });

  it('retries while the mail server is down and sends once it is back', async () => {
    const other = await applyForLeave();
    await sink.stop();
    const job = await queueNotification(other);
    // The first attempt fails on the refused connection and waits for its backoff.
    await expect
      .poll(async () => (await queue.getJob(job.id!))?.attemptsMade, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1);
    expect(await queue.getJob(job.id!).then((j) => j?.getState())).toBe('delayed');
    expect(sink.mails).toHaveLength(1);

    await sink.start();
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: true });
    expect((await queue.getJob(job.id!))?.attemptsMade).toBeGreaterThan(1);
    expect(sink.mails).toHaveLength(2);
    expect(sink.mails[1]?.subject).toBe('Leave application: Uma Patel — Sick');
    expect((await stream(other)).map((event) => event.type)).toEqual([
      'LeaveApplied',
      'LeaveNotificationSent',
    ]);
  });

  it('keeps retrying while the mail server answers 451, and delivers exactly once', async () => {
    const other = await applyForLeave();
    const before = sink.mails.length;
    const refusalsBefore = sink.refusals;
    // Two seconds of 451 at this scale stand for minutes of it: several tries are refused,
    // each waiting longer, and the one after the refusals end goes through.
    sink.refuseFor(2_000);
    const job = await queueNotification(other);
    expect(job.opts).toMatchObject({
      attempts: JOB_ATTEMPTS,
      backoff: { type: RETRY_BACKOFF_TYPE },
    });
    expect(await job.waitUntilFinished(events, 20_000)).toEqual({ sent: true });

    const done = (await queue.getJob(job.id!))!;
    expect(sink.refusals - refusalsBefore).toBeGreaterThanOrEqual(3);
    expect(done.attemptsMade).toBe(sink.refusals - refusalsBefore + 1);
    expect(sink.mails).toHaveLength(before + 1);
    expect(sink.mails.at(-1)?.subject).toBe('Leave application: Uma Patel — Sick');
    expect((await stream(other)).map((event) => event.type)).toEqual([
      'LeaveApplied',
      'LeaveNotificationSent',
    ]);
  });

  it('keeps a job that failed for good, so it can be retried later', async () => {
    expect(defaultJobOptions.removeOnFail).toEqual({ age: 30 * 24 * 3600 });
    await setSettings({ hrEmail: '' });
    const other = await applyForLeave();
    const job = await queueNotification(other);
    await failure(job);
    await setSettings({ hrEmail: hr });
    const failed = (await queue.getJob(job.id!))!;
    expect(await failed.getState()).toBe('failed');
    await failed.retry('failed');
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: true });
    expect((await stream(other)).map((event) => event.type)).toEqual([
      'LeaveApplied',
      'LeaveNotificationSent',
    ]);
  });
});

describe('leave-decision-email', () => {
  const liam = '11111111-1111-4111-8111-111111111111';

  it("emails the applicant the approver's decision and note, answered to the approver", async () => {
    await given('user-' + liam, {
      ...applicantRegistered(liam),
      data: {
        ...applicantRegistered(liam).data,
        userId: liam,
        email: 'liam@northwind.test',
        name: 'Liam Carter',
      },
    });
    const leaveId = await applyForLeave();
    const { position, events: appended } = await executeCommand(
      store,
      leaveStream(leaveId),
      leaveDecider,
      {
        type: 'RejectLeave',
        data: {
          leaveId,
          note: 'Release week; take the week after?',
          actor: { id: liam, role: 'Admin' },
          lead1Id: null,
          hrUserId: null,
          approver: 'lead1',
          today: '2026-03-10',
        },
      },
      { actorId: liam, at: sentAt, correlationId: 'reject-request', source: 'web' },
    );
    expect(await watcher.waitFor(position!, { timeoutMs: 10_000 })).toBe(true);
    expect(appended.map((event) => event.type)).toEqual(['LeaveRejected']);
    const [, rejected] = await store.readStream(leaveStream(leaveId));
    const before = sink.mails.length;
    const job = await queue.add(
      LEAVE_DECISION_EMAIL_JOB,
      { leaveId, eventId: rejected!.id },
      { jobId: `${LEAVE_DECISION_EMAIL_JOB}-${rejected!.id}` },
    );
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: true });
    expect(sink.mails).toHaveLength(before + 1);
    expect(sink.mails.at(-1)).toMatchObject({
      to: 'uma@northwind.test',
      replyTo: 'Liam Carter <liam@northwind.test>',
      subject: 'Leave rejected: Sick, Mar 10, 2026 to Mar 16, 2026',
    });
    expect(sink.mails.at(-1)!.text).toContain(
      'Your Sick leave, Mar 10, 2026 to Mar 16, 2026 (5 working days), was rejected by Liam Carter.',
    );
    expect(sink.mails.at(-1)!.text).toContain('Note:\nRelease week; take the week after?');
    expect(sink.mails.at(-1)!.text).toContain(`Open My leave: ${TEST_SITE_URL}/ApplyLeave`);
  });
});
