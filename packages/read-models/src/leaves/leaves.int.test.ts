import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leaveStream,
  type LeaveApplied,
  type LeaveNotificationSent,
  type UserRegistered,
} from '@teamledger/domain';
import { usersProjection } from '../users/index.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { leavesProjection } from './projection.js';
import { leaveDates, listLeaves } from './queries.js';

const uma = '22222222-2222-4222-8222-222222222222';
const liam = '11111111-1111-4111-8111-111111111111';

const recorded = eventRecorder();
const leaveIdOf = (n: number) => `6666666${n}-6666-4666-8666-666666666666`;
const LEAVE_1 = leaveIdOf(1);
const leave = (n: number, userId: string, from: string, to: string, at: string) => {
  const leaveId = leaveIdOf(n);
  const event: LeaveApplied = {
    type: 'LeaveApplied',
    data: {
      leaveId,
      userId,
      leaveType: 'Annual',
      details: `Leave ${n}`,
      from,
      to,
      status: 'approved',
    },
  };
  return recorded(event, leaveStream(leaveId), at);
};

const events = [
  // Applied last, though it starts before the others: a list puts it first.
  leave(1, uma, '2026-03-09', '2026-03-11', '2026-03-05T09:00:00.000Z'),
  // The worker's record of the HR email changes no row.
  recorded(
    {
      type: 'LeaveNotificationSent',
      data: { leaveId: LEAVE_1, to: 'hr@x.test', at: '2026-03-05T09:00:05.000Z' },
    } satisfies LeaveNotificationSent,
    leaveStream(LEAVE_1),
  ),
  leave(2, liam, '2026-03-10', '2026-03-10', '2026-03-03T09:00:00.000Z'),
  leave(3, uma, '2026-03-30', '2026-04-02', '2026-03-04T09:00:00.000Z'),
];

describe('leaves read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb([usersProjection]);
    const registered: UserRegistered = {
      type: 'UserRegistered',
      data: {
        userId: uma,
        email: 'uma@x.test',
        name: 'Uma Patel',
        role: 'User',
        status: 'active',
        via: 'admin',
        teamName: null,
        leadIds: [],
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser: false,
        isLead: false,
        gender: null,
      },
    };
    await usersProjection.apply(t.db, eventRecorder(1000n)(registered, `user-${uma}`));
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, leavesProjection, events);
    expect(twice).toEqual(once);
  });

  it("lists one person's leaves or everyone's, the latest applied first", async () => {
    const own = await listLeaves(t.db, { userId: uma });
    expect(own.map((l) => [l.details, l.from, l.to, l.user.name])).toEqual([
      ['Leave 1', '2026-03-09', '2026-03-11', 'Uma Patel'],
      ['Leave 3', '2026-03-30', '2026-04-02', 'Uma Patel'],
    ]);
    expect(own[0]).toMatchObject({ leaveType: 'Annual', appliedAt: '2026-03-05T09:00:00.000Z' });
    const all = await listLeaves(t.db, { userId: null });
    expect(all.map((l) => [l.details, l.user.name])).toEqual([
      ['Leave 1', 'Uma Patel'],
      ['Leave 3', 'Uma Patel'],
      ['Leave 2', 'Unknown'],
    ]);
  });

  it('filters by overlap with a range', async () => {
    const march10 = await listLeaves(t.db, { userId: null, from: '2026-03-10', to: '2026-03-10' });
    expect(march10.map((l) => l.details)).toEqual(['Leave 1', 'Leave 2']);
    const april = await listLeaves(t.db, { userId: uma, from: '2026-04-01', to: '2026-04-30' });
    expect(april.map((l) => l.details)).toEqual(['Leave 3']);
  });

  it('expands leave days inside a range for the calendar rules', async () => {
    expect(await leaveDates(t.db, uma, '2026-03-10', '2026-03-31')).toEqual(
      new Set(['2026-03-10', '2026-03-11', '2026-03-30', '2026-03-31']),
    );
    expect(await leaveDates(t.db, liam, '2026-03-11', '2026-03-31')).toEqual(new Set());
  });
});
