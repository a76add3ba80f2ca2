import type { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  periodOfKey,
  SETTINGS_STREAM,
  TIMESHEET_REMINDERS_JOB,
  TIMESHEET_REMINDERS_SCHEDULER_ID,
  timesheetApproverStream,
  timesheetDecider,
  timesheetStream,
  worklogDayStream,
  type HoursLogged,
  type SettingsEvent,
  type TimesheetPeriod,
  type UserEvent,
} from '@teamledger/domain';
import { type EventStore, executeCommand } from '@teamledger/eventstore';
import type { Clock } from '@teamledger/platform';
import { applicantRegistered } from '../test-support/applicant.js';
import type { ProjectedStore } from '../test-support/projected-store.js';
import { TEST_SITE_URL } from '../test-support/running-worker.js';
import type { SmtpSink } from '../test-support/smtp-sink.js';
import { startWorkerStage, type WorkerStage } from '../test-support/worker-stage.js';
import { approvalsDigestEventId, timesheetReminderEventId } from './timesheet-reminder-emails.js';
import { approvalsDigestJobId, timesheetReminderJobId } from './timesheet-reminders.js';

// Monday 2026-11-30, 08:00 UTC: week 2026-W48 (Nov 23 to 29) ended yesterday. Settings remind
// people to submit and approvers of what waits, and lock a period 3 working days after its
// end (so its last day is Wednesday Dec 2). Liam leads Uma and Bo. Uma logged 38.5 h in W48
// and did not submit it; Bo submitted W47 and W48; Liam logged nothing and did not submit;
// Ed joined today, after the week.
const uma = '22222222-2222-4222-8222-222222222222';
const bo = '33333333-3333-4333-8333-333333333333';
const liam = '44444444-4444-4444-8444-444444444444';
const ed = '55555555-5555-4555-8555-555555555555';
const amina = '11111111-1111-4111-8111-111111111111';
const sentAt = new Date('2026-11-30T08:00:04.000Z');
const clock: Clock = { now: () => sentAt };
const w47 = periodOfKey('2026-W47')!;
const w48 = periodOfKey('2026-W48')!;
const title48 = 'Week 2026-W48 (Nov 23, 2026 – Nov 29, 2026)';

let projected: ProjectedStore;
let store: EventStore;
let sink: SmtpSink;
let queue: WorkerStage['queue'];
let events: QueueEvents;
let stage: WorkerStage;

const given = (stream: string, event: UserEvent | SettingsEvent | HoursLogged) =>
  projected.given(stream, event, amina);
const person = (userId: string, name: string, leadIds: string[], joinedOn: string): UserEvent => {
  const registered = applicantRegistered(userId);
  return {
    ...registered,
    data: {
      ...registered.data,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@northwind.test`,
      leadIds,
      joinedOn,
    },
  };
};
const logged = (n: number, date: string, hours: number): HoursLogged => ({
  type: 'HoursLogged',
  data: {
    worklogId: `77777777-7777-4777-8777-00000000000${n}`,
    userId: uma,
    workspaceId: '66666666-6666-4666-8666-666666666666',
    milestoneId: null,
    title: 'Payroll export',
    details: '',
    hours,
    date,
    loggedAt: null,
    ticket: null,
  },
});
const submit = (userId: string, period: TimesheetPeriod, today: string, hours: number) =>
  executeCommand(
    store,
    timesheetStream(userId, period.key),
    timesheetDecider,
    {
      type: 'SubmitTimesheet',
      data: {
        userId,
        period,
        actor: { id: userId, role: 'User' },
        today,
        days: [{ date: period.from, hours }],
      },
    },
    { actorId: userId, at: new Date(`${today}T17:00:00.000Z`), correlationId: 'bo', source: 'web' },
  );

beforeAll(async () => {
  stage = await startWorkerStage({ clock });
  ({ projected, store, sink, queue, events } = stage);

  await given(`user-${liam}`, person(liam, 'Liam Carter', [], '2025-01-06'));
  await given(`user-${uma}`, person(uma, 'Uma Patel', [liam], '2025-01-06'));
  await given(`user-${bo}`, person(bo, 'Bo Brown', [liam], '2025-01-06'));
  await given(`user-${ed}`, person(ed, 'Ed Stone', [liam], '2026-11-30'));
  for (let day = 0; day < 5; day++) {
    const date = addDays(w48.from, day);
    await given(worklogDayStream(uma, date), logged(day, date, day === 4 ? 6.5 : 8));
  }
  await submit(bo, w47, '2026-11-22', 40);
  await submit(bo, w48, '2026-11-29', 37.5);
  await given(SETTINGS_STREAM, {
    type: 'SettingsChanged',
    data: {
      changes: {
        timesheetAutoLockDays: 3,
        timesheetReminders: { submit: true, approve: true, time: '08:00' },
      },
      previous: {},
    },
  });
  await projected.watcher.waitFor(await store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);

afterAll(() => stage.close());

const run = async () =>
  (await queue.add(TIMESHEET_REMINDERS_JOB, {})).waitUntilFinished(events, 20_000);
const finished = async (jobId: string) =>
  (await queue.getJob(jobId))!.waitUntilFinished(events, 20_000);

describe('the timesheet reminders', () => {
  it('run on weekdays at the time Settings give them', async () => {
    await expect
      .poll(() => queue.getJobScheduler(TIMESHEET_REMINDERS_SCHEDULER_ID), {
        timeout: 15_000,
        interval: 200,
      })
      .toMatchObject({ pattern: '0 8 * * 1-5', tz: 'UTC', name: TIMESHEET_REMINDERS_JOB });
  });

  it('remind each person with an open period once, with its hours, and the approver of what waits', async () => {
    expect(await run()).toEqual({ date: '2026-11-30', reminders: 2, digests: 1 });
    const jobs = [
      timesheetReminderJobId(uma, w48.key, 'ended', '2026-11-30'),
      timesheetReminderJobId(liam, w48.key, 'ended', '2026-11-30'),
      approvalsDigestJobId(liam, '2026-11-30'),
    ];
    expect(await Promise.all(jobs.map(finished))).toEqual([
      { sent: true },
      { sent: true },
      { sent: true, periods: 2 },
    ]);

    const byRecipient = new Map(sink.mails.map((mail) => [`${mail.to} ${mail.subject}`, mail]));
    expect([...byRecipient.keys()].sort()).toEqual([
      'liam@northwind.test 2 timesheets waiting for your approval on Nov 30, 2026',
      `liam@northwind.test Submit your timesheet for ${title48}: 0 h logged`,
      `uma@northwind.test Submit your timesheet for ${title48}: 38.5 h logged`,
    ]);
    const toUma = byRecipient.get(
      `uma@northwind.test Submit your timesheet for ${title48}: 38.5 h logged`,
    )!;
    expect(toUma.text).toContain(
      `Your timesheet for ${title48} has ended and waits to be submitted. 38.5 h are logged in it.`,
    );
    expect(toUma.text).toContain(
      'Submit it by Dec 2, 2026: after that day it is locked and only your approver can give you more time.',
    );
    expect(toUma.text).toContain(`Open My timesheet: ${TEST_SITE_URL}/MyTimesheet`);
    const digest = byRecipient.get(
      'liam@northwind.test 2 timesheets waiting for your approval on Nov 30, 2026',
    )!;
    expect(digest.text).toContain(
      '- Bo Brown: Week 2026-W47 (Nov 16, 2026 – Nov 22, 2026), 40 h, submitted on Nov 22, 2026\n' +
        `- Bo Brown: ${title48}, 37.5 h, submitted on Nov 29, 2026`,
    );
    expect(digest.text).toContain(`Open Timesheet Approvals: ${TEST_SITE_URL}/TimesheetApprovals`);

    // Each email is recorded once: in the period's stream, and in the approver's.
    const [reminded] = await store.readStream(timesheetStream(uma, w48.key));
    expect(reminded).toMatchObject({
      id: timesheetReminderEventId(uma, w48.key, 'ended', '2026-11-30'),
      type: 'TimesheetReminderEmailed',
      data: {
        userId: uma,
        period: '2026-W48',
        from: '2026-11-23',
        to: '2026-11-29',
        reminder: 'ended',
        on: '2026-11-30',
        hours: 38.5,
        email: 'uma@northwind.test',
        at: sentAt.toISOString(),
      },
      metadata: { source: 'system' },
    });
    expect(await store.readStream(timesheetApproverStream(liam))).toMatchObject([
      {
        id: approvalsDigestEventId(liam, '2026-11-30'),
        type: 'TimesheetApprovalsReminded',
        data: {
          approverId: liam,
          on: '2026-11-30',
          periods: [
            { userId: bo, period: '2026-W47', hours: 40, submittedOn: '2026-11-22' },
            { userId: bo, period: '2026-W48', hours: 37.5, submittedOn: '2026-11-29' },
          ],
          to: 'liam@northwind.test',
        },
      },
    ]);
    // Bo submitted: his W48 holds its submission only.
    expect((await store.readStream(timesheetStream(bo, w48.key))).map((e) => e.type)).toEqual([
      'TimesheetSubmitted',
    ]);
  }, 60_000);

  it('send nothing more when the run, or one of its emails, runs again that day', async () => {
    expect(await run()).toEqual({ date: '2026-11-30', reminders: 2, digests: 1 });
    // The same job ids: BullMQ kept the finished jobs and queued none of them again.
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: 0 });
    for (const jobId of [
      timesheetReminderJobId(uma, w48.key, 'ended', '2026-11-30'),
      approvalsDigestJobId(liam, '2026-11-30'),
    ]) {
      const job = (await queue.getJob(jobId))!;
      await job.retry('completed');
      expect(await job.waitUntilFinished(events, 15_000)).toEqual({ sent: false });
    }
    expect(sink.mails).toHaveLength(3);
    expect(await store.readStream(timesheetStream(uma, w48.key))).toHaveLength(1);
    expect(await store.readStream(timesheetApproverStream(liam))).toHaveLength(1);
  }, 60_000);

  it('stop when Settings switch both off: no scheduler, and a queued run sends nothing', async () => {
    await given(SETTINGS_STREAM, {
      type: 'SettingsChanged',
      data: {
        changes: { timesheetReminders: { submit: false, approve: false, time: '08:00' } },
        previous: {},
      },
    });
    await expect
      .poll(() => queue.getJobScheduler(TIMESHEET_REMINDERS_SCHEDULER_ID), {
        timeout: 15_000,
        interval: 200,
      })
      .toBeUndefined();
    expect(await run()).toEqual({ date: null, reminders: 0, digests: 0 });
    expect(sink.mails).toHaveLength(3);
  }, 60_000);
});
