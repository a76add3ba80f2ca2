import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAdminRow } from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { userIdForEmail } from './user-id.js';

/**
 * The role matrix cells of "nobody grants a role above their own, and only an Admin changes
 * an Admin": every route that sets a role or changes an account, as a Manager (403, nothing
 * appended) and as an Admin (2xx).
 */
let t: TestApp;
let admin: Client;
let manager: Client;
const hq = demoWorkspaceId('hq');
const adminId = personId('admin');
const managerId = personId('manager');
const umaId = personId('user');

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, manager } = await signedInClients(t.app, ['admin', 'manager']));
}, 60_000);
afterAll(() => t.close());

const newUser = (email: string, role: string) => ({
  name: `New ${role}`,
  email,
  role,
  status: 'active',
  teamName: 'Management',
  lead1: managerId,
  workspaceIds: [hq],
  defaultWorkspaceId: hq,
  password: 'first-password-1',
});

/** PUT /api/users/:id body that keeps everything as it is, but what `changes` says. */
async function editBody(id: string, changes: Record<string, unknown> = {}) {
  const row = (await admin.get(`/api/users/${id}`)).json() as UserAdminRow;
  const [lead1 = managerId === id ? adminId : managerId, lead2 = '', lead3 = ''] = row.leads.map(
    (lead) => lead.id,
  );
  return {
    name: row.name,
    role: row.role,
    teamName: row.teamName ?? 'Management',
    lead1,
    lead2,
    lead3,
    workspaceIds: row.workspaces.map((w) => w.id),
    defaultWorkspaceId: row.defaultWorkspace?.id ?? '',
    isProviderUser: row.isProviderUser,
    isLead: row.isLead,
    gender: row.gender ?? 'M',
    ...changes,
  };
}

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: email, email, password: 'register-1', confirmPassword: 'register-1' },
  });

/** The call answers 403 role_rank and appends no event. */
async function expectRefused(call: () => Promise<{ statusCode: number; json(): unknown }>) {
  const head = await t.deps.store.headPosition();
  const response = await call();
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ error: { code: 'role_rank' } });
  expect(await t.deps.store.readAll({ from: head })).toEqual([]);
  return response;
}

const roleOf = async (id: string) =>
  ((await admin.get(`/api/users/${id}`)).json() as UserAdminRow).role;

describe('a Manager cannot reach above their own role', () => {
  it('cannot add an Admin (POST /api/users)', async () => {
    const response = await expectRefused(() =>
      manager.post('/api/users', newUser('boss@northwind.test', 'Admin')),
    );
    expect(response.json()).toMatchObject({
      error: { message: 'You cannot give the Admin role: it ranks above your own (Manager).' },
    });
    expect(
      (await admin.get(`/api/users/${userIdForEmail('boss@northwind.test')}`)).statusCode,
    ).toBe(404);
  });

  it('cannot promote themselves to Admin (PUT /api/users/:id)', async () => {
    await expectRefused(async () =>
      manager.put(`/api/users/${managerId}`, await editBody(managerId, { role: 'Admin' })),
    );
    expect(await roleOf(managerId)).toBe('Manager');
  });

  it('cannot promote someone else to Admin', async () => {
    await expectRefused(async () =>
      manager.put(`/api/users/${umaId}`, await editBody(umaId, { role: 'Admin' })),
    );
    expect(await roleOf(umaId)).toBe('User');
  });

  it("cannot set a new password on an Admin's account, nor edit it", async () => {
    const response = await expectRefused(async () =>
      manager.put(
        `/api/users/${adminId}`,
        await editBody(adminId, { newPassword: 'taken-over-1' }),
      ),
    );
    expect(response.json()).toMatchObject({
      error: { message: 'Only an Admin or a superAdmin can change the account of an Admin.' },
    });
    await expectRefused(async () =>
      manager.put(`/api/users/${adminId}`, await editBody(adminId, { role: 'User' })),
    );
  });

  it('cannot block, delete or otherwise change the status of an Admin', async () => {
    await expectRefused(() =>
      manager.post(`/api/users/${adminId}/status`, { action: 'block', reason: 'mine now' }),
    );
    await expectRefused(() => manager.delete(`/api/users/${adminId}`));
    const status = ((await admin.get(`/api/users/${adminId}`)).json() as UserAdminRow).status;
    expect(status).toBe('active');
  });

  it('cannot accept a registration as an Admin', async () => {
    expect((await register('climber@northwind.test')).statusCode).toBe(201);
    const id = userIdForEmail('climber@northwind.test');
    await expectRefused(() =>
      manager.post(`/api/users/${id}/status`, {
        action: 'accept',
        role: 'Admin',
        teamName: 'Platform',
        lead1: personId('lead'),
        workspaceIds: [hq],
      }),
    );
    expect(((await admin.get(`/api/users/${id}`)).json() as UserAdminRow).status).toBe('inactive');
  });

  it('still gives Manager and below, and changes a Manager or a User', async () => {
    const created = await manager.post('/api/users', {
      ...newUser('deputy@northwind.test', 'Manager'),
      password: '',
    });
    expect(created.statusCode).toBe(201);
    const edited = await manager.put(
      `/api/users/${umaId}`,
      await editBody(umaId, { role: 'Viewer' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().role).toBe('Viewer');
    const back = await manager.put(`/api/users/${umaId}`, await editBody(umaId, { role: 'User' }));
    expect(back.json().role).toBe('User');
  });
});

describe('an Admin can do all of it', () => {
  const secondAdmin = userIdForEmail('second.admin@northwind.test');

  it('adds an Admin', async () => {
    const response = await admin.post(
      '/api/users',
      newUser('second.admin@northwind.test', 'Admin'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: secondAdmin, role: 'Admin' });
  });

  it('promotes a Manager to Admin and back', async () => {
    const deputy = userIdForEmail('deputy@northwind.test');
    const up = await admin.put(`/api/users/${deputy}`, await editBody(deputy, { role: 'Admin' }));
    expect(up.statusCode).toBe(200);
    expect(up.json().role).toBe('Admin');
    const down = await admin.put(
      `/api/users/${deputy}`,
      await editBody(deputy, { role: 'Manager' }),
    );
    expect(down.json().role).toBe('Manager');
  });

  it("sets a new password on another Admin's account", async () => {
    const response = await admin.put(
      `/api/users/${secondAdmin}`,
      await editBody(secondAdmin, { newPassword: 'reset-by-admin-1' }),
    );
    expect(response.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'second.admin@northwind.test', password: 'reset-by-admin-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('accepts a registration as an Admin', async () => {
    const id = userIdForEmail('climber@northwind.test');
    const response = await admin.post(`/api/users/${id}/status`, {
      action: 'accept',
      role: 'Admin',
      teamName: 'Platform',
      lead1: personId('lead'),
      workspaceIds: [hq],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Admin', status: 'active' });
  });

  it('blocks, activates and deletes another Admin', async () => {
    const blocked = await admin.post(`/api/users/${secondAdmin}/status`, { action: 'block' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().status).toBe('blocked');
    const active = await admin.post(`/api/users/${secondAdmin}/status`, { action: 'activate' });
    expect(active.json().status).toBe('active');
    expect((await admin.delete(`/api/users/${secondAdmin}`)).statusCode).toBe(204);
  });
});
