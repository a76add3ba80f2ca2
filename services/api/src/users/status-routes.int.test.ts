import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { userStream } from '@teamledger/domain';
import { userIdForEmail } from './user-id.js';
import { signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let viewer: Client;
const head = () => t.deps.store.headPosition();
const riya = userIdForEmail(demoEmail('riya'));
const hq = demoWorkspaceId('hq');
const mobile = demoWorkspaceId('mobile');

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, viewer } = await signedInClients(t.app, ['admin', 'viewer']));
}, 60_000);
afterAll(() => t.close());

const status = (client: Client, id: string, body: unknown) =>
  client.post(`/api/users/${id}/status`, body);
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('blocking and activating', () => {
  it('blocks an active user, which ends their sessions, and activates them again', async () => {
    const uma = personId('user');
    const umaCookie = await signIn(t.app, 'user');
    const blocked = await status(admin, uma, { action: 'block', reason: 'Laptop stolen' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().status).toBe('blocked');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: umaCookie },
    });
    expect(me.statusCode).toBe(401);
    expect((await login(demoEmail('user'), DEMO_PASSWORD)).json().error.code).toBe(
      'account_blocked',
    );

    const active = await status(admin, uma, { action: 'activate' });
    expect(active.json().status).toBe('active');
    expect((await streamEvents(t.deps.store, userStream(uma))).slice(-2)).toEqual([
      {
        type: 'UserStatusChanged',
        data: { userId: uma, from: 'active', to: 'blocked', reason: 'Laptop stolen' },
        actorId: personId('admin'),
      },
      {
        type: 'UserStatusChanged',
        data: { userId: uma, from: 'blocked', to: 'active', reason: null },
        actorId: personId('admin'),
      },
    ]);
    expect((await login(demoEmail('user'), DEMO_PASSWORD)).statusCode).toBe(200);
    const history = (await admin.get(`/api/users/${uma}/history`)).json().entries;
    expect(history.slice(-2).map((e: { from: string; to: string }) => [e.from, e.to])).toEqual([
      ['active', 'blocked'],
      ['blocked', 'active'],
    ]);
  });

  it('refuses a Viewer (403), an unknown action (400) and one’s own status (422)', async () => {
    const before = await head();
    expect((await status(viewer, personId('user'), { action: 'block' })).statusCode).toBe(403);
    const unknown = await status(admin, personId('user'), { action: 'promote' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['action']);
    const own = await status(admin, personId('admin'), { action: 'block' });
    expect(own.statusCode).toBe(422);
    expect(own.json().error.message).toBe('You cannot change your own status.');
    expect(await head()).toBe(before);
  });

  it('answers 404 for nobody', async () => {
    const response = await status(admin, '00000000-0000-4000-8000-000000000005', {
      action: 'activate',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('accepting and rejecting registrations', () => {
  const register = (email: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email, password: 'my-password-1', confirmPassword: 'my-password-1' },
    });

  const lead = personId('lead');
  const team = { teamName: 'Platform', lead1: lead };
  it.each([
    [{ action: 'accept', ...team, workspaceIds: [hq] }, 'role', 'Please select Role!'],
    [
      { action: 'accept', role: 'User', ...team, workspaceIds: [] },
      'workspaceIds',
      'Please select WorkSpaces!',
    ],
    [
      { action: 'accept', role: 'User', lead1: lead, workspaceIds: [hq] },
      'teamName',
      'Team Name is required.',
    ],
    [
      { action: 'accept', role: 'User', teamName: 'Platform', workspaceIds: [hq] },
      'lead1',
      'Lead 1 is required.',
    ],
    [
      { action: 'accept', role: 'User', teamName: 'Platform', lead1: 'liam', workspaceIds: [hq] },
      'lead1',
      'Lead 1 is required.',
    ],
    [{ action: 'reject', reason: ' ' }, 'reason', 'Please input your Message!'],
  ])('refuses %o with the spec message and appends nothing', async (body, field, message) => {
    const before = await head();
    const response = await status(admin, riya, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await head()).toBe(before);
  });

  it('refuses workspaces that do not exist with 422', async () => {
    const response = await status(admin, riya, {
      action: 'accept',
      role: 'User',
      ...team,
      workspaceIds: ['00000000-0000-4000-8000-000000000006'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Choose WorkSpaces that exist.');
  });

  it.each([
    [{ teamName: 'Nowhere' }, 'teamName', 'There is no team named Nowhere.'],
    [{ lead1: '00000000-0000-4000-8000-000000000007' }, 'lead1', 'Lead 1 must be an active user.'],
    [{ lead1: riya }, 'lead1', 'Lead 1 must be an active user.'],
  ])('refuses %o with 422 and appends nothing', async (change, field, message) => {
    const before = await head();
    const response = await status(admin, riya, {
      action: 'accept',
      role: 'User',
      ...team,
      ...change,
      workspaceIds: [hq],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await head()).toBe(before);
  });

  it('accepts a registration with role, team, Lead 1 and workspaces; the person can then sign in', async () => {
    expect((await login(demoEmail('riya'), DEMO_PASSWORD)).json().error.code).toBe(
      'account_inactive',
    );
    const response = await status(admin, riya, {
      action: 'accept',
      role: 'Viewer',
      ...team,
      workspaceIds: [mobile, hq],
    });
    expect(response.statusCode).toBe(200);
    const { today } = (await admin.get('/api/me')).json<{ today: string }>();
    expect(response.json()).toMatchObject({
      joinedOn: today,
      status: 'active',
      role: 'Viewer',
      teamName: 'Platform',
      leads: [{ id: lead, name: 'Liam Carter' }],
      defaultWorkspace: { id: mobile, name: 'Mobile App' },
    });
    expect((await streamEvents(t.deps.store, userStream(riya))).slice(1)).toEqual([
      {
        type: 'UserUpdated',
        data: {
          userId: riya,
          changes: {
            role: 'Viewer',
            teamName: 'Platform',
            leadIds: [lead],
            workspaceIds: [mobile, hq],
            defaultWorkspaceId: mobile,
          },
          previous: {
            role: 'User',
            teamName: null,
            leadIds: [],
            workspaceIds: [],
            defaultWorkspaceId: null,
          },
        },
        actorId: personId('admin'),
      },
      {
        type: 'UserStatusChanged',
        data: {
          userId: riya,
          from: 'inactive',
          to: 'active',
          reason: 'Registration accepted',
          effectiveDate: today, // the day she joins
        },
        actorId: personId('admin'),
      },
    ]);
    expect((await login(demoEmail('riya'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts only an inactive registration', async () => {
    const response = await status(admin, riya, {
      action: 'accept',
      role: 'User',
      ...team,
      workspaceIds: [hq],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Only an inactive registration can be accepted; this user is active.',
    );
  });

  it('rejects a registration with a message, shown in the history', async () => {
    expect((await register('sam@elsewhere.test', 'Sam Stranger')).statusCode).toBe(201);
    const sam = userIdForEmail('sam@elsewhere.test');
    const response = await status(admin, sam, { action: 'reject', reason: 'Not one of us' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('rejected');
    const history = (await admin.get(`/api/users/${sam}/history`)).json().entries;
    expect(history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'inactive',
      to: 'rejected',
      reason: 'Not one of us',
    });
    expect((await login('sam@elsewhere.test', 'my-password-1')).json().error.code).toBe(
      'account_rejected',
    );
  });
});
