import type { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_REMINDERS_JOB,
  SETTINGS_STREAM,
  dailyReminderSchedulerId,
  defaultSettings,
  reminderStream,
  type SettingsEvent,
  type UserEvent,
} from '@teamledger/domain';
import type { EventStore } from '@teamledger/eventstore';
import type { Clock } from '@teamledger/platform';
import { applicantRegistered } from '../test-support/applicant.js';
import type { ProjectedStore } from '../test-support/projected-store.js';
import type { SmtpSink } from '../test-support/smtp-sink.js';
import { startWorkerStage, type WorkerStage } from '../test-support/worker-stage.js';
import { dailyReminderId } from './daily-reminders.js';

// Monday 2026-03-09, 10:30 in the company zone (UTC): the standup cut-off of the run.
const uma = '22222222-2222-4222-8222-222222222222';
const bo = '33333333-3333-4333-8333-333333333333';
const liam = '44444444-4444-4444-8444-444444444444';
const amina = '11111111-1111-4111-8111-111111111111';
const clock: Clock = { now: () => new Date('2026-03-09T10:30:00.000Z') };

let projected: ProjectedStore;
let store: EventStore;
let sink: SmtpSink;
let queue: WorkerStage['queue'];
let events: QueueEvents;
let stage: WorkerStage;

const given = (stream: string, event: UserEvent | SettingsEvent) =>
  projected.given(stream, event, amina);

const person = (userId: string, name: string, email: string, leadIds: string[]): UserEvent => {
  const registered = applicantRegistered(userId);
  return { ...registered, data: { ...registered.data, name, email, leadIds } };
};

beforeAll(async () => {
  stage = await startWorkerStage({ clock });
  ({ projected, store, sink, queue, events } = stage);

  await given(`user-${liam}`, person(liam, 'Liam Carter', 'liam@northwind.test', []));
  await given(`user-${uma}`, person(uma, 'Uma Patel', 'uma@northwind.test', [liam]));
  await given(`user-${bo}`, person(bo, 'Bo Brown', 'bo@northwind.test', [liam]));
}, 60_000);

afterAll(() => stage.close());

describe('the daily reminder run', () => {
  it('follows the Settings reminder times: a scheduler per enabled one, in the company zone', async () => {
    const schedule = defaultSettings('UTC').reminderSchedule;
    await given(SETTINGS_STREAM, {
      type: 'SettingsChanged',
      data: {
        changes: {
          companyTimeZone: 'Asia/Kolkata',
          reminderSchedule: { ...schedule, standupMissing: { enabled: true, time: '10:30' } },
        },
        previous: {},
      },
    });
    await expect
      .poll(() => queue.getJobScheduler(dailyReminderSchedulerId('standupMissing')), {
        timeout: 15_000,
        interval: 200,
      })
      .toMatchObject({ pattern: '30 10 * * *', tz: 'Asia/Kolkata', name: DAILY_REMINDERS_JOB });
    expect(await queue.getJobScheduler(dailyReminderSchedulerId('hoursLog'))).toBeUndefined();

    // Switched to another time, and back to the zone of the clock below.
    await given(SETTINGS_STREAM, {
      type: 'SettingsChanged',
      data: {
        changes: {
          companyTimeZone: 'UTC',
          reminderSchedule: { ...schedule, standupMissing: { enabled: true, time: '09:45' } },
        },
        previous: {},
      },
    });
    await expect
      .poll(() => queue.getJobScheduler(dailyReminderSchedulerId('standupMissing')), {
        timeout: 15_000,
        interval: 200,
      })
      .toMatchObject({ pattern: '45 9 * * *', tz: 'UTC' });
  });

  it('reminds each person without a standup once, and their lead with one digest, through a mail server that refuses for a while', async () => {
    sink.refuseFor(2_000);
    const job = await queue.add(DAILY_REMINDERS_JOB, { subject: 'standupMissing' });
    expect(await job.waitUntilFinished(events, 20_000)).toEqual({
      date: '2026-03-09',
      due: 3,
      digests: 1,
    });
    await expect.poll(() => sink.mails.length, { timeout: 30_000, interval: 200 }).toBe(4);
    expect(sink.refusals).toBeGreaterThan(0);

    const byRecipient = new Map(sink.mails.map((mail) => [`${mail.to} ${mail.subject}`, mail]));
    expect([...byRecipient.keys()].sort()).toEqual([
      'bo@northwind.test Standup missing reminder',
      'liam@northwind.test Standup missing reminder',
      'liam@northwind.test Standup missing reminder: 2 of your people on Mar 9, 2026',
      'uma@northwind.test Standup missing reminder',
    ]);
    const digest = byRecipient.get(
      'liam@northwind.test Standup missing reminder: 2 of your people on Mar 9, 2026',
    )!;
    expect(digest.text).toContain(
      '- Bo Brown (bo@northwind.test)\n- Uma Patel (uma@northwind.test)',
    );
    expect(digest.html).toContain('<li>Uma Patel (uma@northwind.test)</li>');
    const toUma = byRecipient.get('uma@northwind.test Standup missing reminder')!;
    expect(toUma.text).toContain('Your standup for Mar 9, 2026 is missing.');
    expect(toUma.text).toContain('This reminder was sent from Teamledger.');

    // The send is recorded on the person's reminders stream, as for a reminder from the report.
    await expect
      .poll(async () => (await store.readStream(reminderStream(uma))).map((e) => e.type), {
        timeout: 10_000,
      })
      .toEqual(['ReminderRequested', 'ReminderSent']);
    const [requested] = await store.readStream(reminderStream(uma));
    expect(requested!.data).toMatchObject({
      reminderId: dailyReminderId('standupMissing', '2026-03-09', uma),
      subject: 'standupMissing',
      date: '2026-03-09',
    });
  });

  it('sends nothing more when the run runs again that day', async () => {
    const job = await queue.add(DAILY_REMINDERS_JOB, { subject: 'standupMissing' });
    await job.waitUntilFinished(events, 20_000);
    // Long enough for a duplicate reminder or digest to have gone through the outbox.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sink.mails).toHaveLength(4);
    expect((await store.readStream(reminderStream(bo))).map((e) => e.type)).toEqual([
      'ReminderRequested',
      'ReminderSent',
    ]);
  });

  it('does nothing for a reminder switched off', async () => {
    const job = await queue.add(DAILY_REMINDERS_JOB, { subject: 'hoursLog' });
    expect(await job.waitUntilFinished(events, 20_000)).toEqual({ date: null, due: 0 });
  });
});
