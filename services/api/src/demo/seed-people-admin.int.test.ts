import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listLeadRequests,
  listTeams,
  listUsersForAdmin,
  listWorkspaces,
} from '@teamledger/read-models';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('demo seed: teams, workspaces, seats, lead requests, a waiting registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPeople(t.deps);
  }, 60_000);
  afterAll(() => t.close());

  it('puts every demo person in a real team and workspace', async () => {
    expect((await listTeams(t.deps.pool)).map((team) => [team.name, team.memberCount])).toEqual([
      ['Management', 3],
      ['People', 1],
      ['Platform', 3],
    ]);
    const workspaces = await listWorkspaces(t.deps.pool, 'assembla');
    expect(workspaces.map((w) => [w.name, w.isProviderSpace, w.members.length])).toEqual([
      ['Mobile App', false, 2],
      ['Northwind HQ', false, 4],
      ['Platform Core', true, 4],
    ]);
    expect(workspaces[1]!.members.map((m) => m.seat)).toEqual([1, 2, 3, 4]);
    const people = await listUsersForAdmin(t.deps.pool, { status: 'active' });
    const withoutWorkspace = people.filter((p) => p.role !== 'Client' && !p.defaultWorkspace);
    expect(withoutWorkspace).toEqual([]);
  });

  it('leaves lead requests for Uma and Pavel, one accepted, and Riya waiting', async () => {
    const leads = await listLeadRequests(t.deps.pool);
    expect(leads.map((l) => [l.name, l.status, l.assignee.id]).sort()).toEqual([
      ['Dana Wells', 'assigned', personId('user')],
      ['Eli Moreno', 'accepted', personId('user')],
      ['Fay Lin', 'assigned', personId('provider')],
    ]);
    const waiting = await listUsersForAdmin(t.deps.pool, { status: 'inactive' });
    expect(waiting.map((p) => p.name)).toEqual(['Riya Shah']);
  });

  it('appends nothing when run again', async () => {
    const before = await t.deps.store.headPosition();
    await seedPeople(t.deps);
    expect(await t.deps.store.headPosition()).toBe(before);
  });
});
