import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamStream } from '@teamledger/domain';
import { findUserById } from '@teamledger/read-models';
import { demoTeamId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let viewer: Client;
let user: Client;
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, manager, viewer, user } = await signedInClients(t.app, [
    'admin',
    'manager',
    'viewer',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/teams', () => {
  it('refuses anonymous callers and plain users', async () => {
    expect((await clientFor(t.app).get('/api/teams')).statusCode).toBe(401);
    expect((await user.get('/api/teams')).statusCode).toBe(403);
  });

  it('lists the teams by name with their member counts, for a Viewer too', async () => {
    const response = await viewer.get('/api/teams');
    expect(response.statusCode).toBe(200);
    expect(response.json().teams).toEqual([
      { id: demoTeamId('Management'), name: 'Management', memberCount: 3 },
      { id: demoTeamId('People'), name: 'People', memberCount: 1 },
      { id: demoTeamId('Platform'), name: 'Platform', memberCount: 3 },
    ]);
  });
});

describe('POST /api/teams', () => {
  it('refuses a Viewer with 403 and appends nothing', async () => {
    const before = await head();
    expect((await viewer.post('/api/teams', { name: 'QA' })).statusCode).toBe(403);
    expect(await head()).toBe(before);
  });

  it('refuses a blank name with the spec message and appends nothing', async () => {
    const before = await head();
    const response = await admin.post('/api/teams', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Name is required.' });
    expect(await head()).toBe(before);
  });

  it('refuses a name another team has, ignoring case, with 409', async () => {
    const before = await head();
    const response = await admin.post('/api/teams', { name: ' platform ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'team_name_taken',
      message: 'A team with this name already exists.',
      fields: { name: 'A team with this name already exists.' },
    });
    expect(await head()).toBe(before);
  });

  it('adds a team (Manager), records who did it, and lists it', async () => {
    const response = await manager.post('/api/teams', { name: '  QA  ' });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toEqual({ id: expect.any(String), name: 'QA', memberCount: 0 });
    expect(await streamEvents(t.deps.store, teamStream(team.id))).toEqual([
      { type: 'TeamCreated', data: { teamId: team.id, name: 'QA' }, actorId: personId('manager') },
    ]);
    const names = (await viewer.get('/api/teams'))
      .json()
      .teams.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Management', 'People', 'Platform', 'QA']);
  });

  it('adds a team once for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'team-create-0001' };
    const first = await admin.post('/api/teams', { name: 'Design' }, headers);
    const again = await admin.post('/api/teams', { name: 'Design' }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const designs = (await admin.get('/api/teams'))
      .json()
      .teams.filter((x: { name: string }) => x.name === 'Design');
    expect(designs).toHaveLength(1);
  });
});

describe('PUT /api/teams/:id', () => {
  it('renames a team; its members follow without their own streams changing', async () => {
    const leadStream = `user-${personId('lead')}`;
    const before = (await t.deps.store.readStream(leadStream)).length;
    const response = await admin.put(`/api/teams/${demoTeamId('Platform')}`, {
      name: 'Core Platform',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: demoTeamId('Platform'),
      name: 'Core Platform',
      memberCount: 3,
    });
    expect((await streamEvents(t.deps.store, teamStream(demoTeamId('Platform')))).at(-1)).toEqual({
      type: 'TeamRenamed',
      data: { teamId: demoTeamId('Platform'), from: 'Platform', to: 'Core Platform' },
      actorId: personId('admin'),
    });
    for (const key of ['lead', 'user', 'provider'] as const) {
      expect((await findUserById(t.deps.pool, personId(key)))?.teamName).toBe('Core Platform');
    }
    expect((await t.deps.store.readStream(leadStream)).length).toBe(before);
  });

  it('refuses the name of another team with 409 and a blank name with 400', async () => {
    const id = demoTeamId('People');
    expect((await admin.put(`/api/teams/${id}`, { name: 'MANAGEMENT' })).statusCode).toBe(409);
    const blank = await admin.put(`/api/teams/${id}`, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Name is required.');
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    const unknown = await admin.put('/api/teams/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Team was not found.');
    expect((await admin.put('/api/teams/not-an-id', { name: 'X' })).statusCode).toBe(400);
  });

  it('refuses a plain user with 403', async () => {
    expect((await user.put(`/api/teams/${demoTeamId('People')}`, { name: 'HR' })).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/teams/:id', () => {
  it('refuses to delete a team that still has members, with 422', async () => {
    const before = await head();
    const response = await admin.delete(`/api/teams/${demoTeamId('Management')}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'This team still has 3 members. Move them to another team first.',
    );
    expect(await head()).toBe(before);
  });

  it('deletes an empty team, which then leaves the list and answers 404', async () => {
    const qa = (await admin.get('/api/teams'))
      .json()
      .teams.find((x: { name: string }) => x.name === 'QA');
    expect((await viewer.delete(`/api/teams/${qa.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/teams/${qa.id}`)).statusCode).toBe(204);
    expect((await streamEvents(t.deps.store, teamStream(qa.id))).at(-1)?.type).toBe('TeamDeleted');
    const names = (await admin.get('/api/teams')).json().teams.map((x: { name: string }) => x.name);
    expect(names).not.toContain('QA');
    expect((await admin.delete(`/api/teams/${qa.id}`)).statusCode).toBe(404);
    // The name is free again.
    expect((await admin.post('/api/teams', { name: 'qa' })).statusCode).toBe(201);
  });
});
