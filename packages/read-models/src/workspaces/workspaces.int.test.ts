import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRegistered, WorkspaceEvent } from '@teamledger/domain';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { usersProjection } from '../users/index.js';
import { workspacesProjection } from './projection.js';
import {
  findLiveWorkspaceByName,
  findLiveWorkspaceByProviderSpace,
  findWorkspaceById,
  listWorkspaces,
  liveProviderWorkspaces,
  liveWorkspaceIds,
  workspaceMemberIds,
} from './queries.js';

const hq = '0c000000-0000-4000-8000-000000000001';
const core = '0c000000-0000-4000-8000-000000000002';
const old = '0c000000-0000-4000-8000-000000000003';
const mobile = '0c000000-0000-4000-8000-000000000004';
const uma = '0d000000-0000-4000-8000-000000000001';
const liam = '0d000000-0000-4000-8000-000000000002';
const pavel = '0d000000-0000-4000-8000-000000000003';
const gone = '0d000000-0000-4000-8000-000000000004';

const recorded = eventRecorder();
const ws = (event: WorkspaceEvent) => recorded(event, `workspace-${event.data.workspaceId}`);
const person = (
  userId: string,
  name: string,
  workspaceIds: string[],
  status: 'active' | 'inactive' = 'active',
) =>
  recorded(
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: `${name.toLowerCase()}@x.test`,
        name,
        role: 'User',
        status,
        via: 'admin',
        teamName: null,
        leadIds: [],
        workspaceIds,
        defaultWorkspaceId: workspaceIds[0] ?? null,
        isProviderUser: false,
        isLead: false,
        gender: null,
      },
    } satisfies UserRegistered,
    `user-${userId}`,
  );

const events = [
  ws({
    type: 'WorkspaceCreated',
    data: {
      workspaceId: hq,
      name: 'Head Office',
      isProviderSpace: false,
      providerSpaceId: null,
      providerCheck: null,
      hallType: 20,
    },
  }),
  ws({
    type: 'WorkspaceCreated',
    data: {
      workspaceId: core,
      name: 'Core',
      isProviderSpace: true,
      providerSpaceId: 'dFgH12',
      providerCheck: 'not_checked',
      hallType: 10,
    },
  }),
  ws({
    type: 'WorkspaceCreated',
    data: {
      workspaceId: old,
      name: 'Old Lab',
      isProviderSpace: false,
      providerSpaceId: null,
      providerCheck: null,
      hallType: 10,
    },
  }),
  ws({
    type: 'WorkspaceUpdated',
    data: { workspaceId: hq, changes: { name: 'HQ' }, previous: { name: 'Head Office' } },
  }),
  ws({
    type: 'WorkspaceSeatingChanged',
    data: {
      workspaceId: hq,
      hallType: 30,
      // gone left the workspace later: their seat stays empty, so Uma keeps seat 3.
      seatOrder: [liam, gone, uma],
      previous: { hallType: 20, seatOrder: [] },
    },
  }),
  ws({ type: 'WorkspaceDeleted', data: { workspaceId: old, name: 'Old Lab' } }),
  ws({
    type: 'WorkspaceCreated',
    data: {
      workspaceId: mobile,
      name: 'Mobile',
      isProviderSpace: false,
      providerSpaceId: null,
      providerCheck: null,
      hallType: 10,
    },
  }),
  ws({
    type: 'WorkspaceProviderChanged',
    data: {
      workspaceId: mobile,
      provider: 'gitlab',
      providerSpaceId: 'north/mobile',
      previous: { provider: null, providerSpaceId: null },
    },
  }),
  ws({
    type: 'WorkspaceProviderChanged',
    data: {
      workspaceId: mobile,
      provider: 'jira',
      providerSpaceId: 'TL',
      previous: { provider: 'gitlab', providerSpaceId: 'north/mobile' },
    },
  }),
];
const people = [
  person(uma, 'Uma', [hq, core]),
  person(liam, 'Liam', [hq]),
  person(pavel, 'Pavel', [hq, core]),
  person(gone, 'Gina', [core], 'inactive'),
];

describe('workspaces read model', () => {
  let database: TestDatabase;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await applyOnceAndTwice(db, usersProjection, people);
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(db, workspacesProjection, events);
    expect(twice).toEqual(once);
  });

  it('lists live workspaces with active members by seat, then unseated by name', async () => {
    // Core named no provider: it shows the worker's WORK_PROVIDER.
    expect(await listWorkspaces(db, 'assembla')).toEqual([
      {
        id: core,
        name: 'Core',
        isProviderSpace: true,
        provider: 'assembla',
        providerSpaceId: 'dFgH12',
        providerCheck: 'not_checked',
        hallType: 10,
        members: [
          { id: pavel, name: 'Pavel', seat: null },
          { id: uma, name: 'Uma', seat: null },
        ],
      },
      {
        id: hq,
        name: 'HQ',
        isProviderSpace: false,
        provider: null,
        providerSpaceId: null,
        providerCheck: null,
        hallType: 30,
        members: [
          { id: liam, name: 'Liam', seat: 1 },
          { id: uma, name: 'Uma', seat: 3 },
          { id: pavel, name: 'Pavel', seat: null },
        ],
      },
      {
        id: mobile,
        name: 'Mobile',
        isProviderSpace: true,
        provider: 'jira',
        providerSpaceId: 'TL',
        providerCheck: 'not_checked',
        hallType: 10,
        members: [],
      },
    ]);
    expect((await listWorkspaces(db, 'gitlab')).map((w) => [w.name, w.provider])).toEqual([
      ['Core', 'gitlab'],
      ['HQ', null],
      ['Mobile', 'jira'],
    ]);
  });

  it('finds by id (deleted too), by live name and by provider space', async () => {
    expect(await findWorkspaceById(db, old)).toMatchObject({ name: 'Old Lab', deleted: true });
    expect(await findWorkspaceById(db, hq)).toMatchObject({
      seatOrder: [liam, gone, uma],
      deleted: false,
    });
    expect((await findLiveWorkspaceByName(db, 'hq'))?.id).toBe(hq);
    expect(await findLiveWorkspaceByName(db, 'Old Lab')).toBeNull();
    expect((await findLiveWorkspaceByProviderSpace(db, 'dFgH12'))?.id).toBe(core);
    // A named provider's link is held by its key; the one it left is free.
    expect((await findLiveWorkspaceByProviderSpace(db, 'jira:TL'))?.id).toBe(mobile);
    expect(await findLiveWorkspaceByProviderSpace(db, 'TL')).toBeNull();
    expect(await findLiveWorkspaceByProviderSpace(db, 'gitlab:north/mobile')).toBeNull();
    expect(await liveProviderWorkspaces(db)).toEqual([
      { id: core, name: 'Core', provider: null, providerSpaceId: 'dFgH12' },
      { id: mobile, name: 'Mobile', provider: 'jira', providerSpaceId: 'TL' },
    ]);
    expect(await liveWorkspaceIds(db, [hq, old, core])).toEqual(expect.arrayContaining([hq, core]));
    expect(await liveWorkspaceIds(db, [old])).toEqual([]);
    expect((await workspaceMemberIds(db, core)).sort()).toEqual([uma, pavel].sort());
  });
});
