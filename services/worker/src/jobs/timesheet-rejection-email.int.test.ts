import type { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  periodOfKey,
  TIMESHEET_REJECTION_EMAIL_JOB,
  timesheetDecider,
  timesheetStream,
  type UserEvent,
} from '@teamledger/domain';
import { type EventStore, executeCommand } from '@teamledger/eventstore';
import type { Clock } from '@teamledger/platform';
import { applicantRegistered } from '../test-support/applicant.js';
import { TEST_SITE_URL } from '../test-support/running-worker.js';
import type { ProjectedStore } from '../test-support/projected-store.js';
import type { SmtpSink } from '../test-support/smtp-sink.js';
import { startWorkerStage, type WorkerStage } from '../test-support/worker-stage.js';

// Uma's week 2026-W48 is submitted, then rejected by Liam with a note, as the API does it;
// the reaction records the job, the dispatcher queues it, the worker emails Uma the note and
// records the send.
const uma = '22222222-2222-4222-8222-222222222222';
const liam = '33333333-3333-4333-8333-333333333333';
const sentAt = new Date('2026-12-01T09:00:05.000Z');
const clock: Clock = { now: () => sentAt };
const week = periodOfKey('2026-W48')!;

let projected: ProjectedStore;
let store: EventStore;
let sink: SmtpSink;
let queue: WorkerStage['queue'];
let events: QueueEvents;
let stage: WorkerStage;

const given = (stream: string, event: UserEvent) => projected.given(stream, event);
const liamRegistered = (): UserEvent => {
  const registered = applicantRegistered(liam);
  return {
    ...registered,
    data: { ...registered.data, name: 'Liam Carter', email: 'liam@northwind.test' },
  };
};

beforeAll(async () => {
  stage = await startWorkerStage({ clock, refusals: new Map() });
  ({ projected, store, sink, queue, events } = stage);
  await given(`user-${uma}`, applicantRegistered(uma));
  await given(`user-${liam}`, liamRegistered());
}, 60_000);

afterAll(() => stage.close());

const step = (actorId: string, command: Parameters<typeof timesheetDecider.decide>[0]) =>
  executeCommand(store, timesheetStream(uma, week.key), timesheetDecider, command, {
    actorId,
    at: new Date('2026-12-01T09:00:00.000Z'),
    correlationId: 'reject',
    source: 'web',
  });

describe('timesheet-rejection-email', () => {
  it('emails the note to the person, records the send, and sends nothing when run again', async () => {
    const context = { userId: uma, period: week, today: '2026-12-01' };
    await step(uma, {
      type: 'SubmitTimesheet',
      data: {
        ...context,
        actor: { id: uma, role: 'User' },
        days: [{ date: '2026-11-23', hours: 8 }],
      },
    });
    await step(liam, {
      type: 'RejectTimesheet',
      data: {
        ...context,
        actor: { id: liam, role: 'User' },
        lead1Id: liam,
        hrUserId: null,
        approver: 'lead1',
        note: 'Friday is missing.\nPlease add it.',
      },
    });
    await expect.poll(() => sink.mails.length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(sink.mails[0]).toMatchObject({
      to: 'uma@northwind.test',
      subject: 'Timesheet rejected: Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026)',
      replyTo: 'Liam Carter <liam@northwind.test>',
    });
    const { text, html } = sink.mails[0]!;
    expect(text).toContain('Hi Uma Patel,');
    expect(text).toContain(
      'Your timesheet for Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026) was rejected by Liam Carter. It is open again: fix it and submit it once more.',
    );
    expect(text).toContain('Note:\nFriday is missing.\nPlease add it.');
    expect(html).toContain('Friday is missing.');
    expect(text).toContain(`Open My timesheet: ${TEST_SITE_URL}/MyTimesheet`);

    const streamOf = async () => await store.readStream(timesheetStream(uma, week.key));
    await expect.poll(async () => (await streamOf()).length, { timeout: 10_000 }).toBe(3);
    const [, rejected, sent] = await streamOf();
    expect(sent).toMatchObject({
      type: 'TimesheetRejectionEmailed',
      data: { rejectionEventId: rejected!.id, to: 'uma@northwind.test', at: sentAt.toISOString() },
      metadata: { causationId: rejected!.id, correlationId: 'reject', source: 'system' },
    });

    const job = (await queue.getJob(`${TIMESHEET_REJECTION_EMAIL_JOB}-${rejected!.id}`))!;
    await job.retry('completed');
    expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: false });
    expect(sink.mails).toHaveLength(1);
    expect(await streamOf()).toHaveLength(3);
  }, 60_000);
});
