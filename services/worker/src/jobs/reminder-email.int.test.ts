import type { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REMINDER_EMAIL_JOB,
  reminderDecider,
  reminderStream,
  type ReminderRequested,
  type Role,
  type UserEvent,
} from '@teamledger/domain';
import { type EventStore, executeCommand, type CommandContext } from '@teamledger/eventstore';
import { newId, type Clock } from '@teamledger/platform';
import { findReminder } from '@teamledger/read-models';
import { applicantRegistered } from '../test-support/applicant.js';
import { TEST_SITE_URL, type RunningWorker } from '../test-support/running-worker.js';
import type { ProjectedStore } from '../test-support/projected-store.js';
import type { SmtpSink } from '../test-support/smtp-sink.js';
import { startWorkerStage, type WorkerStage } from '../test-support/worker-stage.js';

// Reminders asked for as the API asks (the command on the person's reminders stream); the
// projector's reaction records the job, the dispatcher queues it, the worker sends it.
const uma = '22222222-2222-4222-8222-222222222222';
const amina = '11111111-1111-4111-8111-111111111111';
const gil = '44444444-4444-4444-8444-444444444444';
const bo = '55555555-5555-4555-8555-555555555555';
const refused = 'gil@northwind.test';
const sentAt = new Date('2026-03-10T18:00:05.000Z');
const clock: Clock = { now: () => sentAt };

let projected: ProjectedStore;
let store: EventStore;
let sink: SmtpSink;
let running: RunningWorker;
let queue: WorkerStage['queue'];
let events: QueueEvents;
let stage: WorkerStage;

const person = (userId: string, name: string, email: string, role: Role = 'User') => {
  const registered = applicantRegistered(userId);
  return { ...registered, data: { ...registered.data, name, email, role } };
};

const given = (stream: string, event: UserEvent) => projected.given(stream, event);

beforeAll(async () => {
  stage = await startWorkerStage({ clock, refusals: new Map([[refused, 550]]) });
  ({ projected, store, sink, running, queue, events } = stage);

  await given(`user-${uma}`, applicantRegistered(uma));
  await given(`user-${amina}`, person(amina, 'Amina Qureshi', 'amina@northwind.test', 'Admin'));
  await given(`user-${gil}`, person(gil, 'Gil Gone', refused));
  await given(`user-${bo}`, person(bo, 'Bo Blocked', 'bo@northwind.test'));
  await given(`user-${bo}`, {
    type: 'UserStatusChanged',
    data: { userId: bo, from: 'active', to: 'blocked', reason: null },
  });
}, 60_000);

afterAll(() => stage.close());

const context: CommandContext = {
  actorId: amina,
  at: new Date('2026-03-10T18:00:00.000Z'),
  correlationId: 'remind-request',
  source: 'web',
};

/** Asks for a reminder as the API does; answers its id and the id of its event. */
async function requestReminder(
  userId: string,
  subject: ReminderRequested['data']['subject'],
  date: string | null,
) {
  const reminderId = newId();
  await executeCommand(
    store,
    reminderStream(userId),
    reminderDecider,
    {
      type: 'RequestReminder',
      data: {
        reminderId,
        userId,
        subject,
        date,
        requestedBy: amina,
        recipient: { status: 'active', role: 'User', leadIds: [] },
        senderRemindsAnyone: true,
        today: '2026-03-10',
      },
    },
    context,
  );
  return reminderId;
}

const streamOf = async (userId: string) =>
  (await store.readStream(reminderStream(userId))).map(({ id, type, data, metadata }) => ({
    id,
    type,
    data,
    metadata,
  }));

const stateOf = async (reminderId: string) => (await findReminder(running.pool, reminderId))?.state;

describe('reminder-email', () => {
  let reminderId: string;

  it('emails the person from the log, answered to who asked, and records the send', async () => {
    reminderId = await requestReminder(uma, 'lessHours', '2026-03-09');
    await expect.poll(() => sink.mails.length, { timeout: 20_000, interval: 100 }).toBe(1);
    const [mail] = sink.mails;
    expect(mail).toMatchObject({
      envelope: { from: 'no-reply@teamledger.local', to: ['uma@northwind.test'] },
      to: 'uma@northwind.test',
      replyTo: 'Amina Qureshi <amina@northwind.test>',
      subject: 'Less hours reminder',
    });
    expect(mail!.text).toBe(
      [
        'Hi Uma Patel,',
        '',
        'The hours you logged for Mar 9, 2026 are fewer than a full working day. Please log the rest of your hours in Teamledger.',
        '',
        `Log your hours: ${TEST_SITE_URL}/AddHoursLog`,
        '',
        'Amina Qureshi sent you this reminder; reply to this email to answer them.',
      ].join('\n'),
    );
    // mailparser found the HTML alternative beside the text.
    expect(mail!.html).toContain('<p>Hi Uma Patel,</p>');

    await expect.poll(() => stateOf(reminderId), { timeout: 10_000 }).toBe('sent');
    const [requested, sent, ...more] = await streamOf(uma);
    expect(more).toEqual([]);
    expect(requested?.type).toBe('ReminderRequested');
    expect(sent).toMatchObject({
      type: 'ReminderSent',
      data: { reminderId, to: 'uma@northwind.test', at: sentAt.toISOString() },
      metadata: {
        actorId: null,
        at: sentAt.toISOString(),
        correlationId: 'remind-request',
        causationId: requested!.id,
        source: 'system',
      },
    });
    expect(await findReminder(running.pool, reminderId)).toMatchObject({
      state: 'sent',
      sentAt: sentAt.toISOString(),
      failure: null,
    });
  });

  it('sends nothing when the same job runs again', async () => {
    const [requested] = await streamOf(uma);
    const job = (await queue.getJob(`${REMINDER_EMAIL_JOB}-${requested!.id}`))!;
    await job.retry('completed');
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: false });
    expect(sink.mails).toHaveLength(1);
    expect((await streamOf(uma)).map((event) => event.type)).toEqual([
      'ReminderRequested',
      'ReminderSent',
    ]);
  });

  it('says which day the other subjects are about, and none when no day was given', async () => {
    await requestReminder(uma, 'standupMissing', '2026-03-10');
    await requestReminder(uma, 'hoursLog', null);
    await expect.poll(() => sink.mails.length, { timeout: 20_000, interval: 100 }).toBe(3);
    const bySubject = new Map(sink.mails.map((mail) => [mail.subject, mail.text.split('\n')[2]]));
    expect(bySubject.get('Standup missing reminder')).toBe(
      'Your standup for Mar 10, 2026 is missing. Please add it in Teamledger.',
    );
    expect(bySubject.get('Hours log reminder')).toBe('Please log your hours in Teamledger.');
  });

  it('records a refusal of the address as failed, at once and without retries', async () => {
    const refusedId = await requestReminder(gil, 'hoursLog', '2026-03-10');
    await expect.poll(() => stateOf(refusedId), { timeout: 20_000, interval: 100 }).toBe('failed');
    const [requested, failed, ...more] = await streamOf(gil);
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      type: 'ReminderFailed',
      data: {
        reminderId: refusedId,
        reason: expect.stringMatching(
          /^The email could not be sent and retrying will not help: 550 /,
        ),
        at: sentAt.toISOString(),
      },
      metadata: { causationId: requested!.id, source: 'system' },
    });
    const job = (await queue.getJob(`${REMINDER_EMAIL_JOB}-${requested!.id}`))!;
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(sink.mails.filter((mail) => mail.to === refused)).toEqual([]);
  });

  it('sends nothing to a person who is no longer active, and records why', async () => {
    // Asked for before Bo was blocked: the request was fine, the send is not.
    const reminderId = newId();
    await store.appendToStream(reminderStream(bo), [
      {
        id: newId(),
        type: 'ReminderRequested',
        data: {
          reminderId,
          userId: bo,
          subject: 'hoursLog',
          date: null,
          requestedBy: amina,
        } satisfies ReminderRequested['data'],
        metadata: { ...context, at: context.at.toISOString(), causationId: null },
      },
    ]);
    await expect.poll(() => stateOf(reminderId), { timeout: 20_000, interval: 100 }).toBe('failed');
    expect((await findReminder(running.pool, reminderId))?.failure).toBe(
      'Bo Blocked is no longer active.',
    );
    expect(sink.mails.filter((mail) => mail.to === 'bo@northwind.test')).toEqual([]);
  });
});
