import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRequestStream } from '@teamledger/domain';
import { demoLeadRequestId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let viewer: Client;
let lead: Client;
let user: Client;
let provider: Client;
const head = () => t.deps.store.headPosition();
const dana = demoLeadRequestId('dana');
const fay = demoLeadRequestId('fay');

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, viewer, lead, user, provider } = await signedInClients(t.app, [
    'admin',
    'viewer',
    'lead',
    'user',
    'provider',
  ]));
}, 60_000);
afterAll(() => t.close());

const names = async (client: Client) =>
  (await client.get('/api/lead-requests')).json().leadRequests.map((l: { name: string }) => l.name);
const newLead = {
  name: 'Gus Park',
  email: 'gus@umbrella.test',
  message: 'Needs 5 licences',
  ticketUrl: 'https://northwind.assembla.test/spaces/x/tickets/7',
  assigneeId: personId('user'),
};

describe('GET /api/lead-requests', () => {
  it('refuses anonymous callers', async () => {
    expect((await clientFor(t.app).get('/api/lead-requests')).statusCode).toBe(401);
  });

  it('shows a User their own lead requests and admins and Viewers all of them', async () => {
    expect(await names(user)).toEqual(['Dana Wells', 'Eli Moreno']);
    expect(await names(provider)).toEqual(['Fay Lin']);
    expect(await names(lead)).toEqual([]);
    expect((await names(viewer)).sort()).toEqual(['Dana Wells', 'Eli Moreno', 'Fay Lin']);
  });

  it('lists who can hold a lead: active people with role User', async () => {
    const { assignees } = (await user.get('/api/lead-requests')).json();
    expect(assignees).toEqual([
      { id: personId('lead'), name: 'Liam Carter', isProviderUser: false },
      { id: personId('provider'), name: 'Pavel Novak', isProviderUser: true },
      { id: personId('user'), name: 'Uma Patel', isProviderUser: false },
    ]);
  });
});

describe('POST /api/lead-requests', () => {
  it('refuses a Viewer and a User with 403', async () => {
    expect((await viewer.post('/api/lead-requests', newLead)).statusCode).toBe(403);
    expect((await user.post('/api/lead-requests', newLead)).statusCode).toBe(403);
  });

  it.each([
    [
      { ticketUrl: 'javascript:alert(1)' },
      'ticketUrl',
      'Enter a link that starts with http:// or https://.',
    ],
    [{ assigneeId: '' }, 'assigneeId', 'Please select user!'],
    [{ name: '' }, 'name', 'Name is required.'],
  ])('refuses %o with 400 on %s and appends nothing', async (change, field, message) => {
    const before = await head();
    const response = await admin.post('/api/lead-requests', { ...newLead, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await head()).toBe(before);
  });

  it('refuses an assignee who is not an active User with 422', async () => {
    const before = await head();
    const response = await admin.post('/api/lead-requests', {
      ...newLead,
      assigneeId: personId('viewer'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'A lead request can be assigned only to an active person with role User.',
    );
    expect(await head()).toBe(before);
  });

  it('assigns a new lead request, which the assignee then sees first', async () => {
    const response = await admin.post('/api/lead-requests', newLead);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Gus Park',
      status: 'assigned',
      ticketUrl: 'https://northwind.assembla.test/spaces/x/tickets/7',
      assignee: { id: personId('user'), name: 'Uma Patel' },
      reason: null,
    });
    expect(await streamEvents(t.deps.store, leadRequestStream(created.id))).toEqual([
      {
        type: 'LeadRequestAssigned',
        data: { ...newLead, leadRequestId: created.id },
        actorId: personId('admin'),
      },
    ]);
    expect((await names(user))[0]).toBe('Gus Park');
  });
});

describe('acting on a lead request', () => {
  it('refuses someone who is not the assignee with 403, and a Viewer by the table', async () => {
    const before = await head();
    const other = await provider.post(`/api/lead-requests/${dana}/accept`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(
      'Only the person this lead is assigned to, or an admin, can do this.',
    );
    expect((await viewer.post(`/api/lead-requests/${dana}/accept`)).statusCode).toBe(403);
    expect(await head()).toBe(before);
  });

  it('refuses a rejection without a message and a re-assignment without a person', async () => {
    const before = await head();
    const reject = await user.post(`/api/lead-requests/${dana}/reject`, { reason: ' ' });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().error.fields.reason).toBe('Please input your Message!');
    const reassign = await user.post(`/api/lead-requests/${dana}/reassign`, { assigneeId: '' });
    expect(reassign.statusCode).toBe(400);
    expect(reassign.json().error.fields.assigneeId).toBe('Please select user!');
    expect(await head()).toBe(before);
  });

  it('re-assigns only to another active provider user', async () => {
    const toLead = await user.post(`/api/lead-requests/${dana}/reassign`, {
      assigneeId: personId('lead'),
    });
    expect(toLead.statusCode).toBe(422);
    expect(toLead.json().error.message).toBe(
      'A lead request can be re-assigned only to an active provider user.',
    );
    const moved = await user.post(`/api/lead-requests/${dana}/reassign`, {
      assigneeId: personId('provider'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'assigned',
      assignee: { id: personId('provider'), name: 'Pavel Novak' },
    });
    expect((await streamEvents(t.deps.store, leadRequestStream(dana))).at(-1)).toEqual({
      type: 'LeadRequestReassigned',
      data: { leadRequestId: dana, from: personId('user'), to: personId('provider') },
      actorId: personId('user'),
    });
    expect(await names(user)).not.toContain('Dana Wells');
    expect(await names(provider)).toContain('Dana Wells');
  });

  it('lets the new assignee accept, after which it is closed', async () => {
    const accepted = await provider.post(`/api/lead-requests/${dana}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const again = await provider.post(`/api/lead-requests/${dana}/reject`, { reason: 'Oops' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('This lead request is already accepted.');
  });

  it('lets an admin reject for the assignee, with the message kept', async () => {
    const rejected = await admin.post(`/api/lead-requests/${fay}/reject`, {
      reason: 'Duplicate of an older lead',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Duplicate of an older lead',
    });
    expect((await streamEvents(t.deps.store, leadRequestStream(fay))).at(-1)).toEqual({
      type: 'LeadRequestRejected',
      data: {
        leadRequestId: fay,
        assigneeId: personId('provider'),
        reason: 'Duplicate of an older lead',
      },
      actorId: personId('admin'),
    });
  });

  it('answers 404 for an unknown lead request', async () => {
    const response = await admin.post(
      '/api/lead-requests/00000000-0000-4000-8000-000000000007/accept',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Lead request was not found.');
  });
});
