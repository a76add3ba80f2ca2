import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent, UserRegistered, WorkspaceCreated } from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { workspacesProjection } from '../workspaces/index.js';
import { usersProjection } from './projection.js';
import { reportPeople, type ReportPeopleFilter } from './queries.js';

const core = '0e000000-0000-4000-8000-000000000001';
const mobile = '0e000000-0000-4000-8000-000000000002';
const id = (n: number) => `0f000000-0000-4000-8000-00000000000${n}`;
const uma = id(1);
const vik = id(2);
const lea = id(3);
const xan = id(4);
const ada = id(5);
const bo = id(6);
const cy = id(7);
const di = id(8);

const recorded = eventRecorder();
const user = (event: UserEvent) => recorded(event, `user-${event.data.userId}`);
const registered = (data: Partial<UserRegistered['data']> & { userId: string; name: string }) =>
  user({
    type: 'UserRegistered',
    data: {
      email: `${data.name.split(' ')[0]!.toLowerCase()}@x.test`,
      role: 'User',
      status: 'active',
      via: 'admin',
      teamName: 'Atlas',
      leadIds: [],
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: false,
      isLead: false,
      gender: 'F',
      ...data,
    },
  });
const workspace = (workspaceId: string, name: string) =>
  recorded(
    {
      type: 'WorkspaceCreated',
      data: {
        workspaceId,
        name,
        isProviderSpace: false,
        providerSpaceId: null,
        providerCheck: null,
        hallType: 10,
      },
    } satisfies WorkspaceCreated,
    `workspace-${workspaceId}`,
  );

const everyone: ReportPeopleFilter = {
  from: '2026-03-02',
  to: '2026-03-31',
  userIds: null,
  workspaceIds: null,
  teamName: null,
  hrReport: false,
};
const names = async (filter: Partial<ReportPeopleFilter>) =>
  (await reportPeople(t.db, { ...everyone, ...filter })).map((person) => person.name);

let t: ReadModelDb;
beforeAll(async () => {
  t = await openReadModelDb([usersProjection, workspacesProjection]);
  for (const event of [workspace(core, 'Core'), workspace(mobile, 'Mobile')]) {
    await workspacesProjection.apply(t.db, event);
  }
  for (const event of [
    registered({ userId: uma, name: 'Uma Patel', workspaceIds: [core] }),
    registered({ userId: vik, name: 'Vik Rao', role: 'Viewer', workspaceIds: [mobile, core] }),
    registered({ userId: lea, name: 'Lea Novak', workspaceIds: [mobile] }),
    user({
      type: 'UserStatusChanged',
      data: {
        userId: lea,
        from: 'active',
        to: 'left',
        reason: 'Moved',
        effectiveDate: '2026-03-05',
      },
    }),
    registered({ userId: xan, name: 'Xan Moss', teamName: 'Office' }),
    user({
      type: 'UserUpdated',
      data: {
        userId: xan,
        changes: { excludedFromHrReports: true },
        previous: { excludedFromHrReports: false },
      },
    }),
    registered({ userId: ada, name: 'Ada Stone', role: 'Admin' }),
    registered({ userId: bo, name: 'Bo Blocked' }),
    user({
      type: 'UserStatusChanged',
      data: { userId: bo, from: 'active', to: 'blocked', reason: null },
    }),
    // Cy starts in April; Di registered and was accepted on 2026-03-20.
    registered({ userId: cy, name: 'Cy Hart', joinedOn: '2026-04-06' }),
    registered({ userId: di, name: 'Di Lane', status: 'inactive', via: 'self' }),
    user({
      type: 'UserStatusChanged',
      data: {
        userId: di,
        from: 'inactive',
        to: 'active',
        reason: 'Registration accepted',
        effectiveDate: '2026-03-20',
      },
    }),
  ]) {
    await usersProjection.apply(t.db, event);
  }
});
afterAll(() => t.close());

describe('reportPeople', () => {
  it('lists active and left User and Viewer people by name, with their workspaces', async () => {
    expect(await reportPeople(t.db, everyone)).toEqual([
      {
        id: di,
        name: 'Di Lane',
        teamName: 'Atlas',
        status: 'active',
        joinedOn: '2026-03-20',
        leftOn: null,
        workspaces: [],
      },
      {
        id: lea,
        name: 'Lea Novak',
        teamName: 'Atlas',
        status: 'left',
        joinedOn: null,
        leftOn: '2026-03-05',
        workspaces: [{ id: mobile, name: 'Mobile' }],
      },
      {
        id: uma,
        name: 'Uma Patel',
        teamName: 'Atlas',
        status: 'active',
        joinedOn: null,
        leftOn: null,
        workspaces: [{ id: core, name: 'Core' }],
      },
      {
        id: vik,
        name: 'Vik Rao',
        teamName: 'Atlas',
        status: 'active',
        joinedOn: null,
        leftOn: null,
        workspaces: [
          { id: core, name: 'Core' },
          { id: mobile, name: 'Mobile' },
        ],
      },
      {
        id: xan,
        name: 'Xan Moss',
        teamName: 'Office',
        status: 'active',
        joinedOn: null,
        leftOn: null,
        workspaces: [],
      },
    ]);
  });

  it('leaves out the people excluded from HR reports in an HR report', async () => {
    expect(await names({ hrReport: true })).toEqual([
      'Di Lane',
      'Lea Novak',
      'Uma Patel',
      'Vik Rao',
    ]);
  });

  it('leaves out someone who left on the first day of the report or before', async () => {
    // Lea left on 2026-03-05: a report from the 4th still has a day of hers, from the 5th none.
    expect(await names({ from: '2026-03-04' })).toContain('Lea Novak');
    expect(await names({ from: '2026-03-05' })).not.toContain('Lea Novak');
  });

  it('lists a new hire from the day they joined: a report that ends before it has none of their days', async () => {
    // Di joined on 2026-03-20 (accepted): a report to the 19th has no day of hers.
    expect(await names({ to: '2026-03-19' })).not.toContain('Di Lane');
    expect(await names({ to: '2026-03-20' })).toContain('Di Lane');
    // Cy joins on 2026-04-06: March has none of his days, April does.
    expect(await names({})).not.toContain('Cy Hart');
    expect(await names({ from: '2026-04-01', to: '2026-04-30' })).toContain('Cy Hart');
  });

  it('filters by people, by the workspaces they belong to and by team, ignoring case', async () => {
    expect(await names({ userIds: [uma, ada, bo] })).toEqual(['Uma Patel']);
    expect(await names({ workspaceIds: [mobile] })).toEqual(['Lea Novak', 'Vik Rao']);
    expect(await names({ teamName: 'office' })).toEqual(['Xan Moss']);
  });
});
