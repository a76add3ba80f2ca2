import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_REMINDERS_JOB,
  SETTINGS_STREAM,
  defaultSettings,
  reminderStream,
  type SettingsEvent,
  type UserEvent,
} from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import { createJobQueue, createRedis, type Clock } from '@teamledger/platform';
import { createTestRedisPrefix } from '../support/database.js';
import { applicantRegistered } from '../../services/worker/src/test-support/applicant.js';
import {
  startProjectedStore,
  type ProjectedStore,
} from '../../services/worker/src/test-support/projected-store.js';
import {
  startOwnRedis,
  type OwnRedis,
} from '../../services/worker/src/test-support/redis-server.js';
import {
  startTestWorker,
  type RunningWorker,
} from '../../services/worker/src/test-support/running-worker.js';
import { startSmtpSink, type SmtpSink } from '../../services/worker/src/test-support/smtp-sink.js';

// A daily run during which the mail server refuses every email for 2 minutes and Redis goes
// down for 10 seconds. Redis keeps an append-only file, as in production; the worker, the
// dispatcher and the queue reconnect by themselves, and the reminders keep their retries.
const REFUSING_MS = 120_000;
const PEOPLE = 6;
const ids = Array.from(
  { length: PEOPLE },
  (_, index) => `${String(index + 1).repeat(8)}-0000-4000-8000-00000000000${index + 1}`,
);
const addressOf = (index: number) => `person${index + 1}@northwind.test`;
const clock: Clock = { now: () => new Date('2026-03-09T10:30:00.000Z') };

let projected: ProjectedStore;
let store: EventStore;
let redis: OwnRedis;
let sink: SmtpSink;
let running: RunningWorker;
let queue: ReturnType<typeof createJobQueue>;
let events: QueueEvents;
const connections: ReturnType<typeof createRedis>[] = [];

const given = (stream: string, event: UserEvent | SettingsEvent) => projected.given(stream, event);

beforeAll(async () => {
  projected = await startProjectedStore();
  ({ store } = projected);
  [redis, sink] = await Promise.all([startOwnRedis({ appendOnly: true }), startSmtpSink()]);
  const prefix = createTestRedisPrefix();
  running = startTestWorker({
    databaseUrl: projected.database.url,
    redisUrl: redis.url,
    prefix,
    smtpPort: sink.port,
    store,
    clock,
    // 55 tries from 1 s doubling to 4 s span about 3.5 minutes: past the 2-minute refusal.
    retry: { baseMs: 1_000, maxMs: 4_000 },
  });
  const queueConnection = createRedis(redis.url);
  const eventsConnection = createRedis(redis.url);
  for (const connection of [queueConnection, eventsConnection]) {
    connection.on('error', () => undefined);
    connections.push(connection);
  }
  queue = createJobQueue(queueConnection, prefix);
  queue.on('error', () => undefined);
  events = new QueueEvents('jobs', { connection: eventsConnection, prefix });
  events.on('error', () => undefined);
  await events.waitUntilReady();

  for (const [index, id] of ids.entries()) {
    const registered = applicantRegistered(id);
    await given(`user-${id}`, {
      ...registered,
      data: { ...registered.data, name: `Person ${index + 1}`, email: addressOf(index) },
    });
  }
  const schedule = defaultSettings('UTC').reminderSchedule;
  await given(SETTINGS_STREAM, {
    type: 'SettingsChanged',
    data: {
      changes: { reminderSchedule: { ...schedule, hoursLog: { enabled: true, time: '18:30' } } },
      previous: {},
    },
  });
}, 60_000);

afterAll(async () => {
  await running.close();
  await Promise.all([queue.close(), events.close(), sink.stop()]);
  for (const connection of connections) connection.disconnect();
  await redis.remove();
  await projected.close();
});

const sentRecords = async (userId: string) =>
  (await store.readStream(reminderStream(userId))).filter((event) => event.type === 'ReminderSent')
    .length;

describe('Redis down for 10 seconds while the mail server refuses for 2 minutes', () => {
  it('sends every due reminder exactly once afterwards', async () => {
    const refusingSince = Date.now();
    sink.refuseFor(REFUSING_MS);
    const run = await queue.add(DAILY_REMINDERS_JOB, { subject: 'hoursLog' });
    expect(await run.waitUntilFinished(events, 20_000)).toMatchObject({ due: PEOPLE });
    // The reminders' jobs are queued and being retried against the refusing server.
    await expect.poll(() => sink.refusals, { timeout: 20_000, interval: 100 }).toBeGreaterThan(2);

    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await redis.start();

    const refusalEnds = REFUSING_MS - (Date.now() - refusingSince);
    await new Promise((resolve) => setTimeout(resolve, refusalEnds - 1_000));
    expect(sink.mails).toHaveLength(0);
    // A job that was running when Redis went away may have lost its lock: the worker's
    // stalled check (every 2 s) puts it back.
    await expect.poll(() => sink.mails.length, { timeout: 90_000, interval: 250 }).toBe(PEOPLE);
    expect(sink.mails.map((mail) => mail.to).sort()).toEqual(
      ids.map((_, i) => addressOf(i)).sort(),
    );
    for (const id of ids) {
      await expect.poll(() => sentRecords(id), { timeout: 10_000 }).toBe(1);
    }
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(sink.mails).toHaveLength(PEOPLE);
    // eslint-disable-next-line no-console -- the figures the reliability issue reports: emails due and sent
    console.info(
      `email faults: ${PEOPLE} due, ${sink.mails.length} sent, ${sink.refusals} refusals, Redis down 10 s`,
    );
  }, 300_000);
});
