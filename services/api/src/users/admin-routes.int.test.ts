import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { demoTeamId, demoWorkspaceId } from '../demo/seed-people-admin.js';
import { userStream } from '@teamledger/domain';
import { userIdForEmail } from './user-id.js';
import {
  clientFor,
  csvLines,
  signedInClients,
  streamEvents,
  type Client,
} from '../test-support/client.js';
import { recordProviderDirectory } from '../test-support/provider-directory.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let viewer: Client;
let user: Client;
const head = () => t.deps.store.headPosition();
const hq = demoWorkspaceId('hq');
const platformCore = demoWorkspaceId('platform');
const mobile = demoWorkspaceId('mobile');

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, manager, viewer, user } = await signedInClients(t.app, [
    'admin',
    'manager',
    'viewer',
    'user',
  ]));
  await recordProviderDirectory(t.deps.store, providerPeople([]));
}, 60_000);
afterAll(() => t.close());

/** The provider's people: Omar (any case matches) and whoever a test adds. */
const providerPeople = (more: string[]) => ({
  spaces: [{ id: 'northwind-platform', name: 'Platform Core' }],
  users: ['Omar@Northwind.test', ...more].map((email, index) => ({
    providerUserId: `p${index}`,
    email,
    name: email,
    spaceIds: ['northwind-platform'],
  })),
});

const PROVIDER_EMAIL_REFUSED = {
  code: 'provider_email_not_found',
  message: 'Assembla does not know this email.',
  fields: { email: 'Assembla does not know this email.' },
};

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const newUser = {
  name: 'Nia Brooks',
  email: 'Nia.Brooks@Northwind.test',
  role: 'User',
  status: 'active',
  teamName: 'platform',
  lead1: personId('lead'),
  lead2: '',
  lead3: '',
  workspaceIds: [platformCore, mobile],
  defaultWorkspaceId: mobile,
  isProviderUser: false,
  isLead: false,
  gender: 'F',
  password: '',
};

describe('GET /api/users', () => {
  it('refuses anonymous callers and plain users', async () => {
    expect((await clientFor(t.app).get('/api/users')).statusCode).toBe(401);
    expect((await user.get('/api/users')).statusCode).toBe(403);
  });

  it("shows a Viewer everyone but the deleted, with the spec's columns", async () => {
    const response = await viewer.get('/api/users');
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users.map((u: { name: string }) => u.name)).toEqual([
      'Amina Qureshi',
      'Cora Client',
      'Hira Hassan',
      'Liam Carter',
      'Marco Rossi',
      'Pavel Novak',
      'Riya Shah',
      'Uma Patel',
      'Vera Lind',
    ]);
    expect(users.find((u: { name: string }) => u.name === 'Uma Patel')).toEqual({
      id: personId('user'),
      name: 'Uma Patel',
      email: 'user@northwind.test',
      gender: 'F',
      role: 'User',
      status: 'active',
      joinedOn: null, // the demo's people were added before join dates
      leftOn: null,
      availability: 'Away',
      textStatus: '',
      teamName: 'Platform',
      isProviderUser: false,
      isLead: false,
      excludedFromHrReports: false,
      leads: [{ id: personId('lead'), name: 'Liam Carter' }],
      workspaces: [
        { id: mobile, name: 'Mobile App' },
        { id: platformCore, name: 'Platform Core' },
      ],
      defaultWorkspace: { id: platformCore, name: 'Platform Core' },
      registeredAt: expect.any(String),
    });
  });

  it('filters by status and by person, and refuses an unknown status', async () => {
    const waiting = await viewer.get('/api/users?status=inactive');
    expect(waiting.json().users.map((u: { email: string }) => u.email)).toEqual([
      'riya@northwind.test',
    ]);
    const one = await viewer.get(`/api/users?userId=${personId('lead')}`);
    expect(one.json().users.map((u: { name: string }) => u.name)).toEqual(['Liam Carter']);
    const bad = await viewer.get('/api/users?status=asleep');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'Unknown status' });
  });

  it('answers users.csv for Accept: text/csv, with formula-looking cells made text', async () => {
    const created = await admin.post('/api/users', {
      ...newUser,
      name: '=SUM(1+1)',
      email: 'formula@northwind.test',
    });
    expect(created.statusCode).toBe(201);
    const response = await viewer.get('/api/users', { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const lines = csvLines(response);
    expect(lines[0]).toBe(
      'Name,Email,Role,Status,Default Workspace,Is Assembla | Lead,Team Name,Leads',
    );
    expect(lines).toContain(
      "'=SUM(1+1),formula@northwind.test,User,Active,Mobile App,No | No,Platform,Liam Carter",
    );
    expect(lines).toContain(
      'Uma Patel,user@northwind.test,User,Active,Platform Core,No | No,Platform,Liam Carter',
    );
    expect(lines).toContain('Riya Shah,riya@northwind.test,User,InActive,,No | No,,');
    expect(lines).toHaveLength(11);
  });
});

describe('POST /api/users (Add New User)', () => {
  it('refuses a Viewer with 403 and appends nothing', async () => {
    const before = await head();
    expect((await viewer.post('/api/users', newUser)).statusCode).toBe(403);
    expect(await head()).toBe(before);
  });

  it('names every missing field with the spec message and appends nothing', async () => {
    const before = await head();
    const response = await admin.post('/api/users', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      role: 'Role is required.',
      status: 'Status is required.',
      teamName: 'Team Name is required.',
      lead1: 'Lead 1 is required.',
      workspaceIds: 'WorkSpaces is required.',
      defaultWorkspaceId: 'Default WorkSpace is required.',
    });
    expect(await head()).toBe(before);
  });

  it('answers 409 "User already exists" for a known email in any case', async () => {
    const before = await head();
    const response = await admin.post('/api/users', { ...newUser, email: ' USER@northwind.TEST ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'user_exists',
      message: 'User already exists',
      fields: { email: 'User already exists' },
    });
    expect(await head()).toBe(before);
  });

  it.each([
    [{ teamName: 'Nobody' }, 'There is no team named Nobody.'],
    [{ lead1: '00000000-0000-4000-8000-000000000001' }, 'Lead 1 must be an active user.'],
    [{ lead2: userIdForEmail(demoEmail('riya')) }, 'Lead 2 must be an active user.'],
    [{ lead1: personId('client') }, 'Lead 1 cannot be a Client.'],
    [
      {
        workspaceIds: ['00000000-0000-4000-8000-000000000002'],
        defaultWorkspaceId: '00000000-0000-4000-8000-000000000002',
      },
      'Choose WorkSpaces that exist.',
    ],
  ])('refuses %o with 422 and appends nothing', async (change, message) => {
    const before = await head();
    const response = await admin.post('/api/users', { ...newUser, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(message);
    expect(await head()).toBe(before);
  });

  it('adds a user (Manager) with the team spelled as the team is, and lists them', async () => {
    const response = await manager.post('/api/users', newUser);
    expect(response.statusCode).toBe(201);
    const id = userIdForEmail('nia.brooks@northwind.test');
    // Without a join date, the person joins on the company's today.
    const { today } = (await manager.get('/api/me')).json<{ today: string }>();
    expect(response.json()).toMatchObject({
      id,
      joinedOn: today,
      name: 'Nia Brooks',
      email: 'nia.brooks@northwind.test',
      status: 'active',
      teamName: 'Platform',
      leads: [{ id: personId('lead'), name: 'Liam Carter' }],
      defaultWorkspace: { id: mobile, name: 'Mobile App' },
    });
    expect(await streamEvents(t.deps.store, userStream(id))).toEqual([
      {
        type: 'UserRegistered',
        data: {
          userId: id,
          email: 'nia.brooks@northwind.test',
          name: 'Nia Brooks',
          role: 'User',
          status: 'active',
          teamName: 'Platform',
          leadIds: [personId('lead')],
          workspaceIds: [platformCore, mobile],
          defaultWorkspaceId: mobile,
          isProviderUser: false,
          isLead: false,
          gender: 'F',
          via: 'admin',
          joinedOn: today,
        },
        actorId: personId('manager'),
      },
      {
        type: 'SecurityLinkIssued',
        data: {
          userId: id,
          linkId: expect.any(String),
          purpose: 'invitation',
          expiresAt: expect.any(String),
        },
        actorId: personId('manager'),
      },
    ]);
    // Without a password nobody can sign in as them yet: the invitation sets it.
    expect((await login('nia.brooks@northwind.test', 'any-password-1')).statusCode).toBe(401);
    const row = (await viewer.get(`/api/users/${id}`)).json();
    expect(row.name).toBe('Nia Brooks');
  });

  it('adds a provider-linked user with a password, who can then sign in', async () => {
    const response = await admin.post('/api/users', {
      ...newUser,
      name: 'Omar Said',
      email: 'omar@northwind.test',
      isProviderUser: true,
      password: 'omar-password-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().isProviderUser).toBe(true);
    expect((await login('omar@northwind.test', 'omar-password-1')).statusCode).toBe(200);
  });

  it('refuses a provider-linked user whose email the provider directory lacks (422 on email)', async () => {
    const before = await head();
    const response = await admin.post('/api/users', {
      ...newUser,
      name: 'Zed Unknown',
      email: 'zed@northwind.test',
      isProviderUser: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: PROVIDER_EMAIL_REFUSED });
    expect(await head()).toBe(before);
    // The same person, not linked to the provider, is added unchecked.
    const local = await admin.post('/api/users', {
      ...newUser,
      name: 'Zed Unknown',
      email: 'zed@northwind.test',
    });
    expect(local.statusCode).toBe(201);
  });
});

describe('GET /api/users/:id', () => {
  it('answers one person, 404 for nobody and 403 for a plain user', async () => {
    expect((await viewer.get(`/api/users/${personId('lead')}`)).json().teamName).toBe('Platform');
    const nobody = await viewer.get('/api/users/00000000-0000-4000-8000-000000000003');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('User was not found.');
    expect((await user.get(`/api/users/${personId('user')}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/users/:id (User Detail)', () => {
  const pavel = personId('provider');
  const edit = {
    name: 'Pavel Novak',
    role: 'User',
    teamName: 'Platform',
    lead1: personId('lead'),
    lead2: '',
    lead3: '',
    workspaceIds: [platformCore],
    defaultWorkspaceId: platformCore,
    isProviderUser: true,
    isLead: false,
    gender: 'M',
    newPassword: '',
  };
  const eventsOf = async (id: string) => streamEvents(t.deps.store, userStream(id));

  it.each([
    [{ name: '' }, 'name', 'Username is required.'],
    [{ teamName: '' }, 'teamName', 'Team Name is required.'],
    [{ lead1: '' }, 'lead1', 'Lead 1 is required.'],
    [{ newPassword: 'short' }, 'newPassword', 'It should be at least 8 characters long'],
  ])('refuses %o with 400 on %s and appends nothing', async (change, field, message) => {
    const before = await head();
    const response = await admin.put(`/api/users/${pavel}`, { ...edit, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await head()).toBe(before);
  });

  it('checks the email when linking to the provider: 422 until the directory knows it', async () => {
    const unlinked = await admin.put(`/api/users/${pavel}`, { ...edit, isProviderUser: false });
    expect(unlinked.statusCode).toBe(200);
    const before = await head();
    const refused = await admin.put(`/api/users/${pavel}`, edit);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: PROVIDER_EMAIL_REFUSED });
    expect(await head()).toBe(before);

    await recordProviderDirectory(t.deps.store, providerPeople([demoEmail('provider')]));
    const linked = await admin.put(`/api/users/${pavel}`, edit);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().isProviderUser).toBe(true);
  });

  it('refuses making someone their own lead', async () => {
    const before = await head();
    const response = await admin.put(`/api/users/${pavel}`, { ...edit, lead2: pavel });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('A user cannot be their own lead.');
    expect(await head()).toBe(before);
  });

  it('refuses a Client or a blocked person as a lead with 422 and appends nothing', async () => {
    const before = await head();
    const client = await admin.put(`/api/users/${pavel}`, { ...edit, lead2: personId('client') });
    expect(client.statusCode).toBe(422);
    expect(client.json().error).toEqual({
      code: 'lead_cannot_lead',
      message: 'Lead 2 cannot be a Client.',
      fields: { lead2: 'Lead 2 cannot be a Client.' },
    });
    const riya = await admin.put(`/api/users/${pavel}`, {
      ...edit,
      lead1: userIdForEmail(demoEmail('riya')),
    });
    expect(riya.statusCode).toBe(422);
    expect(riya.json().error).toMatchObject({
      message: 'Lead 1 must be an active user.',
      fields: { lead1: 'Lead 1 must be an active user.' },
    });
    expect(await head()).toBe(before);
  });

  it('records only what changed, and a blank new password keeps the old one', async () => {
    const before = (await eventsOf(pavel)).length;
    const response = await admin.put(`/api/users/${pavel}`, {
      ...edit,
      name: 'Pavel N.',
      lead2: personId('manager'),
      workspaceIds: [platformCore, hq],
      isLead: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Pavel N.',
      isLead: true,
      leads: [
        { id: personId('lead'), name: 'Liam Carter' },
        { id: personId('manager'), name: 'Marco Rossi' },
      ],
      workspaces: [
        { id: hq, name: 'Northwind HQ' },
        { id: platformCore, name: 'Platform Core' },
      ],
    });
    const events = await eventsOf(pavel);
    expect(events.slice(before)).toEqual([
      {
        type: 'UserUpdated',
        data: {
          userId: pavel,
          changes: {
            name: 'Pavel N.',
            leadIds: [personId('lead'), personId('manager')],
            workspaceIds: [platformCore, hq],
            isLead: true,
          },
          previous: {
            name: 'Pavel Novak',
            leadIds: [personId('lead')],
            workspaceIds: [platformCore],
            isLead: false,
          },
        },
        actorId: personId('admin'),
      },
    ]);
    expect((await login(demoEmail('provider'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('excludes a person from the HR reports and back, and keeps it when the field is left out', async () => {
    const before = (await eventsOf(pavel)).length;
    const excluded = await admin.put(`/api/users/${pavel}`, {
      ...edit,
      excludedFromHrReports: true,
    });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().excludedFromHrReports).toBe(true);
    // The rest of `edit` may differ from Pavel's current fields: only the flag is asserted.
    expect((await eventsOf(pavel)).at(-1)!.data).toMatchObject({
      changes: { excludedFromHrReports: true },
      previous: { excludedFromHrReports: false },
    });
    const kept = await admin.put(`/api/users/${pavel}`, edit);
    expect(kept.json().excludedFromHrReports).toBe(true);
    expect((await viewer.get(`/api/users/${pavel}`)).json().excludedFromHrReports).toBe(true);
    const back = await admin.put(`/api/users/${pavel}`, { ...edit, excludedFromHrReports: false });
    expect(back.json().excludedFromHrReports).toBe(false);
    expect((await eventsOf(pavel)).length).toBeGreaterThan(before);
    const bad = await admin.put(`/api/users/${pavel}`, { ...edit, excludedFromHrReports: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['excludedFromHrReports']);
  });

  it("sets a new password as changed by 'admin'; the person signs in with it", async () => {
    const response = await admin.put(`/api/users/${pavel}`, {
      ...edit,
      name: 'Pavel N.',
      lead2: personId('manager'),
      workspaceIds: [platformCore, hq],
      isLead: true,
      newPassword: 'pavel-new-pass',
    });
    expect(response.statusCode).toBe(200);
    const last = (await eventsOf(pavel)).at(-1)!;
    expect(last.type).toBe('UserPasswordChanged');
    expect(last.data).toEqual({ userId: pavel, by: 'admin' });
    expect((await login(demoEmail('provider'), DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(demoEmail('provider'), 'pavel-new-pass')).statusCode).toBe(200);
  });

  it('keeps a renamed team without recording a change for it', async () => {
    const renamed = await admin.put(`/api/teams/${demoTeamId('People')}`, { name: 'People Ops' });
    expect(renamed.statusCode).toBe(200);
    const hira = personId('hr');
    const before = (await eventsOf(hira)).length;
    const response = await admin.put(`/api/users/${hira}`, {
      name: 'Hira Hassan',
      role: 'Viewer',
      teamName: 'People Ops',
      lead1: personId('admin'),
      lead2: '',
      lead3: '',
      workspaceIds: [hq],
      defaultWorkspaceId: hq,
      isProviderUser: false,
      isLead: false,
      gender: 'F',
      newPassword: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().teamName).toBe('People Ops');
    const added = (await eventsOf(hira)).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.data.changes).toEqual({ leadIds: [personId('admin')] });
  });

  it('answers 404 for nobody and 403 for a Viewer', async () => {
    expect(
      (await admin.put('/api/users/00000000-0000-4000-8000-000000000004', edit)).statusCode,
    ).toBe(404);
    expect((await viewer.put(`/api/users/${pavel}`, edit)).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it('refuses a Viewer and the admin themselves', async () => {
    expect((await viewer.delete(`/api/users/${personId('client')}`)).statusCode).toBe(403);
    const own = await admin.delete(`/api/users/${personId('admin')}`);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.message).toBe('You cannot change your own status.');
  });

  it('makes the status deleted, keeps the history, and leaves the default list', async () => {
    const cora = personId('client');
    expect((await admin.delete(`/api/users/${cora}`)).statusCode).toBe(204);
    expect((await streamEvents(t.deps.store, userStream(cora))).at(-1)).toEqual({
      type: 'UserStatusChanged',
      data: { userId: cora, from: 'active', to: 'deleted', reason: null },
      actorId: personId('admin'),
    });
    const names = (await viewer.get('/api/users'))
      .json()
      .users.map((u: { name: string }) => u.name);
    expect(names).not.toContain('Cora Client');
    const deleted = (await viewer.get('/api/users?status=deleted')).json().users;
    expect(deleted.map((u: { name: string }) => u.name)).toEqual(['Cora Client']);
    const history = (await admin.get(`/api/users/${cora}/history`)).json().entries;
    expect(history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'active',
      to: 'deleted',
      actor: { id: personId('admin'), name: 'Amina Qureshi' },
    });
  });
});
