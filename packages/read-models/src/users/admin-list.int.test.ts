import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent, UserRegistered, WorkspaceEvent } from '@teamledger/domain';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { workspacesProjection } from '../workspaces/index.js';
import { findUserAdminRow, listUsersForAdmin } from './admin-list.js';
import { usersProjection } from './projection.js';

const hq = '0e000000-0000-4000-8000-000000000001';
const lab = '0e000000-0000-4000-8000-000000000002';
const amina = '0f000000-0000-4000-8000-000000000001';
const liam = '0f000000-0000-4000-8000-000000000002';
const uma = '0f000000-0000-4000-8000-000000000003';
const gone = '0f000000-0000-4000-8000-000000000004';
const riya = '0f000000-0000-4000-8000-000000000005';

const recorded = eventRecorder();
const user = (event: UserEvent) =>
  recorded(event, `user-${event.data.userId}`, '2026-03-02T09:15:00.000Z');
const workspace = (event: WorkspaceEvent) => recorded(event, `workspace-${event.data.workspaceId}`);
const registered = (data: Partial<UserRegistered['data']> & { userId: string; name: string }) =>
  user({
    type: 'UserRegistered',
    data: {
      email: `${data.name.split(' ')[0]!.toLowerCase()}@x.test`,
      role: 'User',
      status: 'active',
      via: 'admin',
      teamName: 'Platform',
      leadIds: [],
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: false,
      isLead: false,
      gender: 'F',
      ...data,
    },
  });

const workspaceEvents = [
  workspace({
    type: 'WorkspaceCreated',
    data: {
      workspaceId: hq,
      name: 'HQ',
      isProviderSpace: false,
      providerSpaceId: null,
      providerCheck: null,
      hallType: 20,
    },
  }),
  workspace({
    type: 'WorkspaceCreated',
    data: {
      workspaceId: lab,
      name: 'Lab',
      isProviderSpace: false,
      providerSpaceId: null,
      providerCheck: null,
      hallType: 10,
    },
  }),
  workspace({ type: 'WorkspaceDeleted', data: { workspaceId: lab, name: 'Lab' } }),
];
const userEvents = [
  registered({
    userId: amina,
    name: 'Amina Qureshi',
    role: 'Admin',
    teamName: 'Management',
    workspaceIds: [hq],
    defaultWorkspaceId: hq,
  }),
  registered({ userId: liam, name: 'Liam Carter', gender: 'M', isLead: true, leadIds: [amina] }),
  registered({
    userId: uma,
    name: 'Uma Patel',
    leadIds: [liam, amina],
    workspaceIds: [lab, hq],
    defaultWorkspaceId: lab,
    isProviderUser: true,
  }),
  registered({ userId: gone, name: 'Gil Gone' }),
  user({
    type: 'UserStatusChanged',
    data: { userId: gone, from: 'active', to: 'deleted', reason: null },
  }),
  registered({ userId: riya, name: 'Riya Shah', status: 'inactive', via: 'self', teamName: null }),
  user({
    type: 'UserAvailabilityChanged',
    data: { userId: uma, availability: 'Online', textStatus: 'Reviewing' },
  }),
  user({
    type: 'UserUpdated',
    data: {
      userId: liam,
      changes: { excludedFromHrReports: true },
      previous: { excludedFromHrReports: false },
    },
  }),
  // An update that does not name the flag keeps it.
  user({
    type: 'UserUpdated',
    data: { userId: liam, changes: { teamName: 'Core' }, previous: { teamName: 'Platform' } },
  }),
];

describe('users admin list (users and workspaces read models)', () => {
  let database: TestDatabase;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await applyOnceAndTwice(db, workspacesProjection, workspaceEvents);
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('ends identical when every user event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(db, usersProjection, userEvents);
    expect(twice).toEqual(once);
  });

  it('shows a person with leads in order, live workspaces and the default one', async () => {
    expect(await findUserAdminRow(db, uma)).toEqual({
      id: uma,
      name: 'Uma Patel',
      email: 'uma@x.test',
      gender: 'F',
      role: 'User',
      status: 'active',
      joinedOn: null,
      leftOn: null,
      availability: 'Online',
      textStatus: 'Reviewing',
      teamName: 'Platform',
      isProviderUser: true,
      isLead: false,
      excludedFromHrReports: false,
      leads: [
        { id: liam, name: 'Liam Carter' },
        { id: amina, name: 'Amina Qureshi' },
      ],
      // Lab was deleted: it leaves the list, and as the default.
      workspaces: [{ id: hq, name: 'HQ' }],
      defaultWorkspace: null,
      registeredAt: '2026-03-02T09:15:00.000Z',
    });
    expect((await findUserAdminRow(db, amina))?.defaultWorkspace).toEqual({ id: hq, name: 'HQ' });
  });

  it('keeps the HR reports exclusion until an update names it', async () => {
    expect(await findUserAdminRow(db, liam)).toMatchObject({
      teamName: 'Core',
      excludedFromHrReports: true,
    });
  });

  it('lists everyone but deleted people by name; filters by status and by person', async () => {
    expect((await listUsersForAdmin(db)).map((u) => u.name)).toEqual([
      'Amina Qureshi',
      'Liam Carter',
      'Riya Shah',
      'Uma Patel',
    ]);
    expect((await listUsersForAdmin(db, { status: 'inactive' })).map((u) => u.name)).toEqual([
      'Riya Shah',
    ]);
    expect((await listUsersForAdmin(db, { status: 'deleted' })).map((u) => u.name)).toEqual([
      'Gil Gone',
    ]);
    expect((await listUsersForAdmin(db, { userId: liam })).map((u) => u.name)).toEqual([
      'Liam Carter',
    ]);
    expect(await listUsersForAdmin(db, { userId: liam, status: 'blocked' })).toEqual([]);
  });
});
