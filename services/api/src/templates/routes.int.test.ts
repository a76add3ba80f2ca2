import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateStream } from '@teamledger/domain';
import { demoTeamId } from '../demo/seed-people-admin.js';
import { demoTemplateId } from '../demo/seed-scores.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let lead: Client;
let viewer: Client;
let user: Client;
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, lead, viewer, user } = await signedInClients(t.app, [
    'admin',
    'lead',
    'viewer',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

const fields = (...names: string[]) => names.map((name, i) => ({ name, order: i + 1 }));

describe('GET /api/templates', () => {
  it('refuses anonymous callers and plain users', async () => {
    expect((await clientFor(t.app).get('/api/templates')).statusCode).toBe(401);
    expect((await user.get('/api/templates')).statusCode).toBe(403);
  });
  it("lists the demo's templates with their teams and numbered fields, for a lead too", async () => {
    const response = await lead.get('/api/templates');
    expect(response.statusCode).toBe(200);
    expect(response.json().templates).toEqual([
      {
        id: demoTemplateId('Engineering'),
        name: 'Engineering',
        teams: [{ id: demoTeamId('Platform'), name: 'Platform' }],
        fields: fields('Code quality', 'Delivery', 'Teamwork', 'Communication'),
      },
      {
        id: demoTemplateId('Operations'),
        name: 'Operations',
        teams: [
          { id: demoTeamId('Management'), name: 'Management' },
          { id: demoTeamId('People'), name: 'People' },
        ],
        fields: fields('Ownership', 'Communication', 'Reliability'),
      },
    ]);
  });
});

describe('POST, PUT and DELETE /api/templates', () => {
  let qa: string;
  beforeAll(async () => {
    qa = (await admin.post('/api/teams', { name: 'QA' })).json().id;
  });

  it("refuses bad input with the spec's messages and appends nothing", async () => {
    const before = await head();
    const response = await admin.post('/api/templates', { name: '', teamIds: [], fields: [''] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is required.',
      teamIds: 'Team Name is required.',
      'fields.0': 'Missing Title',
    });
    expect(await head()).toBe(before);
  });

  it('refuses a team another template has (409) and a Viewer (403)', async () => {
    const before = await head();
    const taken = await admin.post('/api/templates', {
      name: 'QA',
      teamIds: [demoTeamId('Platform')],
      fields: ['Accuracy'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A team can be in one template only.');
    const body = { name: 'QA', teamIds: [qa], fields: ['Accuracy'] };
    expect((await viewer.post('/api/templates', body)).statusCode).toBe(403);
    expect(await head()).toBe(before);
  });

  it('adds, edits and deletes a template', async () => {
    const created = await admin.post('/api/templates', {
      name: ' QA ',
      teamIds: [qa],
      fields: ['Accuracy', 'Speed'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({
      id,
      name: 'QA',
      teams: [{ id: qa, name: 'QA' }],
      fields: fields('Accuracy', 'Speed'),
    });
    const updated = await admin.put(`/api/templates/${id}`, {
      name: 'Quality',
      teamIds: [qa],
      fields: ['Speed'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().fields).toEqual(fields('Speed'));
    expect((await admin.delete(`/api/templates/${id}`)).statusCode).toBe(204);
    expect((await streamEvents(t.deps.store, templateStream(id))).map((e) => e.type)).toEqual([
      'TemplateCreated',
      'TemplateUpdated',
      'TemplateDeleted',
    ]);
    expect((await streamEvents(t.deps.store, templateStream(id)))[0]?.actorId).toBe(
      personId('admin'),
    );
    const names = (await admin.get('/api/templates'))
      .json()
      .templates.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Engineering', 'Operations']);
    expect((await admin.delete(`/api/templates/${id}`)).statusCode).toBe(404);
  });
});
