import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneStream } from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let viewer: Client;
let lead: Client;
let user: Client;
const head = () => t.deps.store.headPosition();
const mobile = demoWorkspaceId('mobile');
const platform = demoWorkspaceId('platform');
const fields = {
  title: 'Release 3.0',
  startDate: '2026-03-16',
  dueDate: '2026-04-17',
  description: 'Tablet layouts',
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, manager, viewer, lead, user } = await signedInClients(t.app, [
    'admin',
    'manager',
    'viewer',
    'lead',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

const listed = async () =>
  (await user.get(`/api/workspaces/${mobile}/milestones`))
    .json()
    .milestones.map((m: { title: string }) => m.title);

describe('GET /api/workspaces/:id/milestones', () => {
  it('lists the open milestones, soonest due first, to anyone signed in', async () => {
    expect((await clientFor(t.app).get(`/api/workspaces/${mobile}/milestones`)).statusCode).toBe(
      401,
    );
    const response = await user.get(`/api/workspaces/${mobile}/milestones`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.workspace).toEqual({ id: mobile, name: 'Mobile App', isProviderSpace: false });
    expect(list.today).toBe('2026-03-11');
    expect(
      list.milestones.map((m: { title: string; dueDate: string }) => [m.title, m.dueDate]),
    ).toEqual([
      ['Beta feedback', '2026-03-09'],
      ['Release 2.0', '2026-03-20'],
    ]);
    expect(list.milestones[0]).toMatchObject({
      isCompleted: false,
      isProviderMilestone: false,
      isActive: true,
    });
  });

  it('answers 404 for a workspace that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await user.get(`/api/workspaces/${unknown}/milestones`)).statusCode).toBe(404);
  });
});

describe('POST /api/workspaces/:id/milestones', () => {
  it('is for admins only: a Viewer and a plain user get 403', async () => {
    expect((await viewer.post(`/api/workspaces/${mobile}/milestones`, fields)).statusCode).toBe(
      403,
    );
    expect((await user.post(`/api/workspaces/${mobile}/milestones`, fields)).statusCode).toBe(403);
  });

  it('adds a milestone: MilestoneCreated, listed at once', async () => {
    const response = await manager.post(`/api/workspaces/${mobile}/milestones`, fields);
    expect(response.statusCode).toBe(201);
    const { milestone } = response.json();
    expect(milestone).toEqual({
      id: expect.any(String),
      workspaceId: mobile,
      ...fields,
      isCompleted: false,
      isProviderMilestone: false,
      isActive: true,
    });
    expect(await streamEvents(t.deps.store, milestoneStream(milestone.id))).toEqual([
      {
        type: 'MilestoneCreated',
        data: { milestoneId: milestone.id, workspaceId: mobile, ...fields },
        actorId: expect.any(String),
      },
    ]);
    expect(await listed()).toEqual(['Beta feedback', 'Release 2.0', 'Release 3.0']);
  });

  it('answers 400 with field messages and appends nothing for bad input', async () => {
    const before = await head();
    const response = await admin.post(`/api/workspaces/${mobile}/milestones`, {
      title: ' ',
      description: 'x'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'Name is required.',
      startDate: 'Date is required.',
      dueDate: 'Date is required.',
      description: 'At most 100 characters.',
    });
    const reversed = await admin.post(`/api/workspaces/${mobile}/milestones`, {
      ...fields,
      dueDate: '2026-03-01',
    });
    expect(reversed.json().error.fields).toEqual({
      dueDate: 'The due date cannot be before the start date.',
    });
    expect(await head()).toBe(before);
  });

  it('refuses an Assembla workspace with 422 and a missing one with 404', async () => {
    const provider = await admin.post(`/api/workspaces/${platform}/milestones`, fields);
    expect(provider.statusCode).toBe(422);
    expect(provider.json().error.code).toBe('provider_workspace');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/workspaces/${unknown}/milestones`, fields)).statusCode).toBe(
      404,
    );
  });

  it('appends once for a double submit with the same Idempotency-Key', async () => {
    const before = await head();
    const headers = { 'idempotency-key': 'milestone-double-click-1' };
    const body = { ...fields, title: 'Release 3.1' };
    const first = await admin.post(`/api/workspaces/${mobile}/milestones`, body, headers);
    const second = await admin.post(`/api/workspaces/${mobile}/milestones`, body, headers);
    expect(second.json()).toEqual(first.json());
    expect(await head()).toBe(before + 1n);
  });
});

describe('a milestone', () => {
  const idOf = async (title: string) =>
    (await user.get(`/api/workspaces/${mobile}/milestones`))
      .json()
      .milestones.find((m: { title: string }) => m.title === title).id as string;

  it('shows its detail with the hours logged against it to non-users and leads', async () => {
    const id = await idOf('Release 2.0');
    expect((await user.get(`/api/milestones/${id}`)).statusCode).toBe(403);
    expect((await lead.get(`/api/milestones/${id}`)).statusCode).toBe(200);
    const detail = (await viewer.get(`/api/milestones/${id}`)).json();
    expect(detail.milestone).toMatchObject({ title: 'Release 2.0', workspaceName: 'Mobile App' });
    expect(detail.tasks.length).toBeGreaterThan(0);
    const sum = detail.tasks.reduce(
      (total: number, task: { hours: number }) => total + task.hours,
      0,
    );
    expect(detail.totalHours).toBeCloseTo(sum, 6);
    expect(new Set(detail.tasks.map((task: { user: { name: string } }) => task.user.name))).toEqual(
      new Set(['Uma Patel', 'Liam Carter']),
    );
  });

  it('is edited; set Completed it leaves the list', async () => {
    const id = await idOf('Release 3.0');
    const renamed = await admin.put(`/api/milestones/${id}`, {
      ...fields,
      title: 'Release 3.0 (tablets)',
      status: 'Active',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().milestone.title).toBe('Release 3.0 (tablets)');
    expect(
      (await viewer.put(`/api/milestones/${id}`, { ...fields, status: 'Active' })).statusCode,
    ).toBe(403);
    const bad = await admin.put(`/api/milestones/${id}`, { ...fields, status: 'Done' });
    expect(bad.json().error.fields).toEqual({ status: 'Status is required.' });
    const completed = await admin.put(`/api/milestones/${id}`, { ...fields, status: 'Completed' });
    expect(completed.json().milestone.isCompleted).toBe(true);
    expect(await listed()).not.toContain('Release 3.0');
    const events = await streamEvents(t.deps.store, milestoneStream(id));
    expect(events.map((e) => [e.type, e.data.changes])).toEqual([
      ['MilestoneCreated', undefined],
      ['MilestoneUpdated', { title: 'Release 3.0 (tablets)' }],
      ['MilestoneUpdated', { title: 'Release 3.0', isCompleted: true }],
    ]);
  });

  it('is completed once, with the Complete button', async () => {
    const id = await idOf('Release 3.1');
    const response = await admin.post(`/api/milestones/${id}/complete`);
    expect(response.statusCode).toBe(200);
    expect(response.json().milestone.isCompleted).toBe(true);
    const before = await head();
    expect((await admin.post(`/api/milestones/${id}/complete`)).statusCode).toBe(200);
    expect(await head()).toBe(before);
    const types = (await streamEvents(t.deps.store, milestoneStream(id))).map((e) => e.type);
    expect(types).toEqual(['MilestoneCreated', 'MilestoneCompleted']);
  });

  it('is deleted, then gone (404)', async () => {
    const id = await idOf('Beta feedback');
    expect((await admin.delete(`/api/milestones/${id}`)).statusCode).toBe(200);
    expect(await listed()).toEqual(['Release 2.0']);
    expect((await admin.get(`/api/milestones/${id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/milestones/${id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/milestones/${id}/complete`)).statusCode).toBe(404);
  });
  it('lists the completed ones too on request (Show completed), never the deleted', async () => {
    const response = await user.get(`/api/workspaces/${mobile}/milestones?completed=include`);
    expect(response.statusCode).toBe(200);
    const rows = response
      .json()
      .milestones.map((m: { title: string; isCompleted: boolean }) => [m.title, m.isCompleted]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Release 1.5', true],
        ['Release 2.0', false],
        ['Release 3.0', true],
        ['Release 3.1', true],
      ]),
    );
    const open = await user.get(`/api/workspaces/${mobile}/milestones?completed=exclude`);
    expect(open.json().milestones.map((m: { title: string }) => m.title)).toEqual(['Release 2.0']);
  });

  it('answers 400 for a completed filter it does not know', async () => {
    const response = await user.get(`/api/workspaces/${mobile}/milestones?completed=yes`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      completed: "completed is 'include' or 'exclude'.",
    });
  });
});
