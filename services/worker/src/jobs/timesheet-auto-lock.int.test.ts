import type { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  periodOfKey,
  SETTINGS_STREAM,
  TIMESHEET_AUTO_LOCK_JOB,
  timesheetDecider,
  timesheetStream,
  type SettingsEvent,
  type UserEvent,
} from '@teamledger/domain';
import { type EventStore, executeCommand } from '@teamledger/eventstore';
import type { Clock } from '@teamledger/platform';
import { applicantRegistered } from '../test-support/applicant.js';
import type { ProjectedStore } from '../test-support/projected-store.js';
import { startWorkerStage, type WorkerStage } from '../test-support/worker-stage.js';
import { autoLockEventId } from './timesheet-auto-lock.js';

// Thursday 2026-12-03, 00:15 UTC: week 2026-W48 (Nov 23 to 29) ended three working days ago
// (Mon 30, Tue 1, Wed 2). Settings lock a period left open 3 working days after its end.
// Uma and Bo joined on Monday 23 November; Bo submitted his week, Uma did not.
const uma = '22222222-2222-4222-8222-222222222222';
const bo = '33333333-3333-4333-8333-333333333333';
const amina = '11111111-1111-4111-8111-111111111111';
const clock: Clock = { now: () => new Date('2026-12-03T00:15:00.000Z') };
const week = periodOfKey('2026-W48')!;

let projected: ProjectedStore;
let store: EventStore;
let queue: WorkerStage['queue'];
let events: QueueEvents;
let stage: WorkerStage;

const given = (stream: string, event: UserEvent | SettingsEvent) =>
  projected.given(stream, event, amina);
const joined = (userId: string, name: string): UserEvent => {
  const registered = applicantRegistered(userId);
  return {
    ...registered,
    data: { ...registered.data, name, email: `${userId}@northwind.test`, joinedOn: '2026-11-23' },
  };
};

beforeAll(async () => {
  stage = await startWorkerStage({ clock });
  ({ projected, store, queue, events } = stage);
  await given(`user-${uma}`, joined(uma, 'Uma Patel'));
  await given(`user-${bo}`, joined(bo, 'Bo Brown'));
  await given(SETTINGS_STREAM, {
    type: 'SettingsChanged',
    data: { changes: { timesheetAutoLockDays: 3 }, previous: {} },
  });
  await executeCommand(
    store,
    timesheetStream(bo, week.key),
    timesheetDecider,
    {
      type: 'SubmitTimesheet',
      data: {
        userId: bo,
        period: week,
        actor: { id: bo, role: 'User' },
        today: '2026-11-30',
        days: [{ date: '2026-11-23', hours: 8 }],
      },
    },
    { actorId: bo, at: new Date('2026-11-30T09:00:00.000Z'), correlationId: 'bo', source: 'web' },
  );
  await projected.watcher.waitFor(await store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);

afterAll(() => stage.close());

describe('the automatic timesheet lock', () => {
  it('locks the periods left open too long, once, with an id of its own, and leaves a submitted one', async () => {
    const run = async () =>
      (await queue.add(TIMESHEET_AUTO_LOCK_JOB, {})).waitUntilFinished(events, 20_000);
    expect(await run()).toEqual({ date: '2026-12-03', locked: 1 });
    const umas = await store.readStream(timesheetStream(uma, week.key));
    expect(umas).toHaveLength(1);
    expect(umas[0]).toMatchObject({
      id: autoLockEventId(uma, week.key, null),
      type: 'TimesheetLocked',
      data: { userId: uma, period: '2026-W48', on: '2026-12-03', afterWorkingDays: 3 },
      metadata: { source: 'system' },
    });
    expect((await store.readStream(timesheetStream(bo, week.key))).map((e) => e.type)).toEqual([
      'TimesheetSubmitted',
    ]);
    // The next run (a scheduler firing twice) sees it locked and locks nothing more.
    await projected.watcher.waitFor(await store.headPosition(), { timeoutMs: 10_000 });
    expect(await run()).toEqual({ date: '2026-12-03', locked: 0 });
    expect(await store.readStream(timesheetStream(uma, week.key))).toHaveLength(1);
  }, 60_000);
});
