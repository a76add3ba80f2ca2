import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REMINDER_RECIPIENT_INACTIVE,
  REMINDER_RECIPIENT_NOT_LED,
  REMINDER_RECIPIENT_UNLISTED,
  reminderStream,
  scoreStream,
} from '@teamledger/domain';
import { demoEmail } from '../../services/api/src/demo/seed.js';
import {
  signedInClients,
  streamEvents,
  type Client,
} from '../../services/api/src/test-support/client.js';
import { personId, seedPeople } from '../../services/api/src/test-support/sessions.js';
import { createTestApp, type TestApp } from '../../services/api/src/test-support/test-app.js';
import { userIdForEmail } from '../../services/api/src/users/user-id.js';
import {
  startTestWorker,
  type RunningWorker,
} from '../../services/worker/src/test-support/running-worker.js';
import { startSmtpSink, type SmtpSink } from '../../services/worker/src/test-support/smtp-sink.js';
import { testRedisUrl } from '../support/env.js';

/**
 * Reminder floods (issue 27, item 3), with the api and the worker sending to an SMTP sink:
 * one reminder per person, subject and day and one score reminder per lead and month, however
 * often asked; reminders only to active people the sender may see in the reports; and a
 * per-sender hourly limit answering 429 with Retry-After.
 */
const PER_HOUR = 30;
let t: TestApp;
let sink: SmtpSink;
let worker: RunningWorker;
let admin: Client;
let lead: Client;
let hr: Client;
const uma = () => personId('user');
const mailsTo = (key: string) =>
  sink.mails.filter((mail) => mail.envelope.to.includes(demoEmail(key)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp({ REMINDERS_PER_HOUR: String(PER_HOUR) });
  t.clock.set(new Date('2026-03-11T17:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, lead, hr } = await signedInClients(t.app, ['admin', 'lead', 'hr']));
  sink = await startSmtpSink();
  worker = startTestWorker({
    databaseUrl: t.deps.config.DATABASE_URL,
    redisUrl: testRedisUrl,
    prefix: t.deps.config.REDIS_PREFIX,
    smtpPort: sink.port,
    store: t.deps.store,
    clock: t.clock,
  });
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await sink?.stop();
  await t?.close();
});

describe('POST /api/reminders, asked 25 times for one person, subject and day', () => {
  it('answers each with the first reminder, records it once and sends one email', async () => {
    const body = { userId: uma(), subject: 'hoursLog', date: '2026-03-10' };
    const answers = [];
    for (let i = 0; i < 25; i += 1) {
      answers.push(
        await lead.post('/api/reminders', body, { 'idempotency-key': `reminder-flood-${i}` }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(25).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().reminder.id));
    expect(ids.size).toBe(1);
    // An admin asking for the same reminder gets the same one too.
    const fromAdmin = await admin.post('/api/reminders', body);
    expect(fromAdmin.json().reminder.id).toBe([...ids][0]);

    const requested = (await streamEvents(t.deps.store, reminderStream(uma()))).filter(
      (event) => event.type === 'ReminderRequested',
    );
    expect(requested).toHaveLength(1);
    await expect.poll(() => mailsTo('user').length, { timeout: 20_000 }).toBe(1);
    // Nothing more arrives once the one job has run.
    await sleep(2_000);
    expect(mailsTo('user')).toHaveLength(1);
  });
});

describe('who a reminder may go to', () => {
  const remindersOf = async (key: Parameters<typeof personId>[0] | 'riya') =>
    streamEvents(
      t.deps.store,
      reminderStream(key === 'riya' ? userIdForEmail(demoEmail('riya')) : personId(key)),
    );

  it('refuses a lead reminding someone they do not lead (403), and records nothing', async () => {
    const response = await lead.post('/api/reminders', {
      userId: personId('hr'),
      subject: 'standupMissing',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(REMINDER_RECIPIENT_NOT_LED);
    expect(await remindersOf('hr')).toEqual([]);
  });

  it('refuses a Client and an Admin (422) and someone not active (422)', async () => {
    for (const key of ['client', 'admin', 'manager'] as const) {
      const response = await admin.post('/api/reminders', {
        userId: personId(key),
        subject: 'hoursLog',
      });
      expect(response.statusCode, key).toBe(422);
      expect(response.json().error.message, key).toBe(REMINDER_RECIPIENT_UNLISTED);
    }
    const riya = userIdForEmail(demoEmail('riya'));
    const inactive = await admin.post('/api/reminders', { userId: riya, subject: 'hoursLog' });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().error.message).toBe(REMINDER_RECIPIENT_INACTIVE);
    for (const key of ['client', 'admin', 'manager', 'riya'] as const) {
      expect(await remindersOf(key), key).toEqual([]);
    }
    expect(mailsTo('client').concat(mailsTo('admin'), mailsTo('riya'))).toEqual([]);
  });
});

describe('POST /api/scores/reminders, asked 10 times for one lead and month', () => {
  it('answers each with the first reminder, records it once and sends one email', async () => {
    // The provider user's 2026-02 has no step yet; their lead 1 is the demo lead.
    const body = { scores: [{ userId: personId('provider'), month: '2026-02' }] };
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await hr.post('/api/scores/reminders', body));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const first = answers[0]!.json().reminders;
    expect(first).toEqual([
      {
        id: expect.any(String),
        userId: personId('provider'),
        month: '2026-02',
        step: 'lead1',
        leadId: personId('lead'),
      },
    ]);
    for (const answer of answers) expect(answer.json().reminders).toEqual(first);

    const requested = (
      await streamEvents(t.deps.store, scoreStream(personId('provider'), '2026-02'))
    ).filter((event) => event.type === 'ScoreReminderRequested');
    expect(requested).toHaveLength(1);
    await expect.poll(() => mailsTo('lead').length, { timeout: 20_000 }).toBe(1);
    await sleep(2_000);
    expect(mailsTo('lead')).toHaveLength(1);
  });
});

describe('the hourly limit per sender', () => {
  const refusedAfter = async (send: () => ReturnType<Client['post']>) => {
    for (let sent = 1; sent <= PER_HOUR + 1; sent += 1) {
      const response = await send();
      if (response.statusCode === 429) return { sent, response };
    }
    throw new Error(`no 429 after ${PER_HOUR + 1} requests`);
  };

  it('answers 429 with Retry-After past the limit, for that sender only', async () => {
    const { sent, response } = await refusedAfter(() =>
      admin.post('/api/reminders', { userId: uma(), subject: 'lessHours', date: '2026-03-09' }),
    );
    // The admin sent 5 above (one repeat, four refused): every request counts.
    expect(sent).toBe(PER_HOUR - 5 + 1);
    const refused = response;
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(/^Too many reminders sent\. Try again in /);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Another sender is not held back by it.
    const other = await lead.post('/api/reminders', {
      userId: uma(),
      subject: 'lessHours',
      date: '2026-03-09',
    });
    expect(other.statusCode).toBe(201);
  });

  it('limits score reminders the same way', async () => {
    const body = { scores: [{ userId: personId('provider'), month: '2026-02' }] };
    const { sent, response } = await refusedAfter(() => hr.post('/api/scores/reminders', body));
    // HR sent 10 above.
    expect(sent).toBe(PER_HOUR - 10 + 1);
    const refused = response;
    expect(refused.json().error.message).toMatch(/^Too many score reminders sent\. /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
