import type { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCORE_REMINDER_EMAIL_JOB,
  scoreDecider,
  scoreStream,
  type Role,
  type UserEvent,
} from '@teamledger/domain';
import { type EventStore, executeCommand } from '@teamledger/eventstore';
import { newId, type Clock } from '@teamledger/platform';
import { applicantRegistered } from '../test-support/applicant.js';
import { TEST_SITE_URL } from '../test-support/running-worker.js';
import type { ProjectedStore } from '../test-support/projected-store.js';
import type { SmtpSink } from '../test-support/smtp-sink.js';
import { startWorkerStage, type WorkerStage } from '../test-support/worker-stage.js';

// A score reminder asked for as the API asks (on the score's stream); the reaction records
// the job, the dispatcher queues it, the worker emails the lead and records the send.
const uma = '22222222-2222-4222-8222-222222222222';
const liam = '33333333-3333-4333-8333-333333333333';
const hira = '11111111-1111-4111-8111-111111111111';
const sentAt = new Date('2026-03-10T18:00:05.000Z');
const clock: Clock = { now: () => sentAt };

let projected: ProjectedStore;
let store: EventStore;
let sink: SmtpSink;
let queue: WorkerStage['queue'];
let events: QueueEvents;
let stage: WorkerStage;

const person = (userId: string, name: string, email: string, role: Role = 'User') => {
  const registered = applicantRegistered(userId);
  return { ...registered, data: { ...registered.data, name, email, role } };
};

const given = (stream: string, event: UserEvent) => projected.given(stream, event);

beforeAll(async () => {
  stage = await startWorkerStage({ clock, refusals: new Map() });
  ({ projected, store, sink, queue, events } = stage);
  await given(`user-${uma}`, applicantRegistered(uma));
  await given(`user-${liam}`, person(liam, 'Liam Carter', 'liam@northwind.test'));
  await given(`user-${hira}`, person(hira, 'Hira Hassan', 'hira@northwind.test', 'Viewer'));
}, 60_000);

afterAll(() => stage.close());

describe('score-reminder-email', () => {
  it('emails the lead from the log, records the send, and sends nothing when run again', async () => {
    const reminderId = newId();
    await executeCommand(
      store,
      scoreStream(uma, '2026-02'),
      scoreDecider,
      {
        type: 'RequestScoreReminders',
        data: {
          userId: uma,
          month: '2026-02',
          step: 'lead1',
          leadIds: [liam],
          reminderIds: [reminderId, newId(), newId()],
          requestedBy: hira,
        },
      },
      {
        actorId: hira,
        at: new Date('2026-03-10T18:00:00.000Z'),
        correlationId: 'ask',
        source: 'web',
      },
    );
    await expect.poll(() => sink.mails.length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(sink.mails[0]).toMatchObject({
      to: 'liam@northwind.test',
      subject: 'Score reminder: February 2026',
      replyTo: 'Hira Hassan <hira@northwind.test>',
    });
    expect(sink.mails[0]!.text).toContain('Hi Liam Carter,');
    expect(sink.mails[0]!.text).toContain(
      'Your scores for February 2026 are not submitted yet for 1 person:',
    );
    expect(sink.mails[0]!.text).toContain('Uma Patel');
    expect(sink.mails[0]!.html).toContain('Uma Patel');
    // It links to where the lead scores, under the site URL.
    expect(sink.mails[0]!.text).toContain(`Open Team Score: ${TEST_SITE_URL}/scores_lead`);
    const streamOf = async () => await store.readStream(scoreStream(uma, '2026-02'));
    await expect.poll(async () => (await streamOf()).length, { timeout: 10_000 }).toBe(2);
    const [requested, sent] = await streamOf();
    expect(sent).toMatchObject({
      type: 'ScoreReminderSent',
      data: { reminderId, to: 'liam@northwind.test', at: sentAt.toISOString() },
      metadata: { causationId: requested!.id, correlationId: 'ask', source: 'system' },
    });

    const job = (await queue.getJob(`${SCORE_REMINDER_EMAIL_JOB}-${requested!.id}`))!;
    await job.retry('completed');
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: false });
    expect(sink.mails).toHaveLength(1);
    expect(await streamOf()).toHaveLength(2);
  }, 60_000);
});
