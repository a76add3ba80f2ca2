import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceStream } from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { recordProviderDirectory } from '../test-support/provider-directory.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let viewer: Client;
let user: Client;
const head = () => t.deps.store.headPosition();
const platformCore = demoWorkspaceId('platform');

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, viewer, user } = await signedInClients(t.app, ['admin', 'viewer', 'user']));
  await recordProviderDirectory(t.deps.store, {
    spaces: [
      { id: 'northwind-platform', name: 'Platform Core' },
      { id: 'b7Xq9', name: 'Assembla Two' },
    ],
    users: [],
  });
}, 60_000);
afterAll(() => t.close());

const workspaceNamed = async (name: string) =>
  (await user.get('/api/workspaces'))
    .json()
    .workspaces.find((w: { name: string }) => w.name === name);

describe('GET /api/workspaces', () => {
  it('refuses anonymous callers', async () => {
    expect((await clientFor(t.app).get('/api/workspaces')).statusCode).toBe(401);
  });

  it('lists workspaces by name, members in seat order, to anyone signed in', async () => {
    const response = await user.get('/api/workspaces');
    expect(response.statusCode).toBe(200);
    const { workspaces } = response.json();
    expect(workspaces.map((w: { name: string }) => w.name)).toEqual([
      'Mobile App',
      'Northwind HQ',
      'Platform Core',
    ]);
    expect(workspaces[2]).toEqual({
      id: platformCore,
      name: 'Platform Core',
      isProviderSpace: true,
      provider: 'assembla',
      providerSpaceId: 'northwind-platform',
      providerCheck: 'not_checked',
      hallType: 10,
      members: [
        { id: personId('lead'), name: 'Liam Carter', seat: 1 },
        { id: personId('user'), name: 'Uma Patel', seat: 2 },
        { id: personId('provider'), name: 'Pavel Novak', seat: 3 },
        { id: personId('manager'), name: 'Marco Rossi', seat: 4 },
      ],
    });
  });
});

describe('POST /api/workspaces', () => {
  it('refuses a Viewer and a plain user with 403', async () => {
    expect((await viewer.post('/api/workspaces', { name: 'Lab' })).statusCode).toBe(403);
    expect((await user.post('/api/workspaces', { name: 'Lab' })).statusCode).toBe(403);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required.'],
    [{ name: 'Lab', hallType: 15 }, 'hallType', 'Choose a hall type of 10, 20, 30 or 40.'],
    [{ name: 'Lab', isProviderSpace: true }, 'providerSpaceId', 'Assembla space id is required.'],
  ])('refuses %o with 400 on %s and appends nothing', async (payload, field, message) => {
    const before = await head();
    const response = await admin.post('/api/workspaces', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await head()).toBe(before);
  });

  it('adds a local workspace', async () => {
    const response = await admin.post('/api/workspaces', {
      name: 'Design Lab',
      hallType: 20,
      providerSpaceId: 'ignored for a local space',
    });
    expect(response.statusCode).toBe(201);
    const workspace = response.json();
    expect(workspace).toEqual({
      id: expect.any(String),
      name: 'Design Lab',
      isProviderSpace: false,
      provider: null,
      providerSpaceId: null,
      providerCheck: null,
      hallType: 20,
      members: [],
    });
    expect(await streamEvents(t.deps.store, workspaceStream(workspace.id))).toEqual([
      {
        type: 'WorkspaceCreated',
        data: {
          workspaceId: workspace.id,
          name: 'Design Lab',
          isProviderSpace: false,
          providerSpaceId: null,
          providerCheck: null,
          hallType: 20,
        },
        actorId: personId('admin'),
      },
    ]);
  });

  it('adds a provider workspace, recorded as not checked against the provider', async () => {
    const response = await admin.post('/api/workspaces', {
      name: 'Assembla Two',
      isProviderSpace: true,
      providerSpaceId: 'b7Xq9',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isProviderSpace: true,
      providerSpaceId: 'b7Xq9',
      providerCheck: 'not_checked',
      hallType: 10,
    });
  });

  it("refuses a space the provider directory does not have: 422 'Assembla WorkSpace Not found'", async () => {
    const before = await head();
    const response = await admin.post('/api/workspaces', {
      name: 'Ghost Space',
      isProviderSpace: true,
      providerSpaceId: 'no-such-space',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'provider_space_not_found',
        message: 'Assembla WorkSpace Not found',
        fields: { providerSpaceId: 'Assembla WorkSpace Not found' },
      },
    });
    expect(await head()).toBe(before);
    expect(await workspaceNamed('Ghost Space')).toBeUndefined();
  });

  it('refuses a taken name and a provider space linked to another workspace with 409', async () => {
    const before = await head();
    const name = await admin.post('/api/workspaces', { name: 'northwind hq' });
    expect(name.statusCode).toBe(409);
    expect(name.json().error.message).toBe('A WorkSpace with this name already exists.');
    const linked = await admin.post('/api/workspaces', {
      name: 'Platform Again',
      isProviderSpace: true,
      providerSpaceId: 'northwind-platform',
    });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().error.message).toBe(
      'This Assembla space is already linked to the WorkSpace Platform Core.',
    );
    expect(await head()).toBe(before);
  });
});

describe('PUT /api/workspaces/:id', () => {
  it('renames a workspace and keeps the old name in the event', async () => {
    const id = demoWorkspaceId('mobile');
    const response = await admin.put(`/api/workspaces/${id}`, { name: 'Mobile Apps' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Mobile Apps');
    expect((await streamEvents(t.deps.store, workspaceStream(id))).at(-1)).toMatchObject({
      type: 'WorkspaceUpdated',
      data: { workspaceId: id, changes: { name: 'Mobile Apps' }, previous: { name: 'Mobile App' } },
    });
  });

  it('refuses the name of another workspace (409) and an unknown workspace (404)', async () => {
    const clash = await admin.put(`/api/workspaces/${demoWorkspaceId('mobile')}`, {
      name: 'Platform Core',
    });
    expect(clash.statusCode).toBe(409);
    const unknown = await admin.put('/api/workspaces/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('WorkSpace was not found.');
  });
});

describe('PUT /api/workspaces/:id/seating', () => {
  const seating = (payload: unknown) =>
    admin.put(`/api/workspaces/${platformCore}/seating`, payload);

  it('sets the hall type and the seat order, with the previous seating in the event', async () => {
    const order = ['provider', 'lead', 'manager', 'user'] as const;
    const response = await seating({ hallType: 20, seatOrder: order.map(personId) });
    expect(response.statusCode).toBe(200);
    expect(response.json().hallType).toBe(20);
    expect(
      response.json().members.map((m: { id: string; seat: number }) => [m.id, m.seat]),
    ).toEqual(order.map((key, index) => [personId(key), index + 1]));
    expect((await streamEvents(t.deps.store, workspaceStream(platformCore))).at(-1)).toEqual({
      type: 'WorkspaceSeatingChanged',
      data: {
        workspaceId: platformCore,
        hallType: 20,
        seatOrder: order.map(personId),
        previous: {
          hallType: 10,
          seatOrder: (['lead', 'user', 'provider', 'manager'] as const).map(personId),
        },
      },
      actorId: personId('admin'),
    });
  });

  it('refuses someone who is not a member with 422 and appends nothing', async () => {
    const before = await head();
    const response = await seating({ hallType: 20, seatOrder: [personId('admin')] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Only members of this WorkSpace can have a seat in it.',
    );
    expect(await head()).toBe(before);
  });

  it.each([
    [{ hallType: 25, seatOrder: [] }, 'hallType', 'Choose a hall type of 10, 20, 30 or 40.'],
    [
      { hallType: 10, seatOrder: [personId('user'), personId('user')] },
      'seatOrder',
      'Each person can have only one seat.',
    ],
  ])('refuses %o with 400 on %s', async (payload, field, message) => {
    const before = await head();
    const response = await seating(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await head()).toBe(before);
  });

  it('refuses a Viewer with 403', async () => {
    const response = await viewer.put(`/api/workspaces/${platformCore}/seating`, {
      hallType: 10,
      seatOrder: [],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /api/workspaces/:id', () => {
  it('deletes a workspace, which leaves the list and answers 404 afterwards', async () => {
    const lab = await workspaceNamed('Design Lab');
    expect((await viewer.delete(`/api/workspaces/${lab.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/workspaces/${lab.id}`)).statusCode).toBe(204);
    expect((await streamEvents(t.deps.store, workspaceStream(lab.id))).at(-1)).toMatchObject({
      type: 'WorkspaceDeleted',
      data: { workspaceId: lab.id, name: 'Design Lab' },
    });
    expect(await workspaceNamed('Design Lab')).toBeUndefined();
    expect((await admin.delete(`/api/workspaces/${lab.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/workspaces/${lab.id}`, { name: 'Lab' })).statusCode).toBe(404);
  });
});
