import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderStream } from '@teamledger/domain';
import { demoEmail } from '../demo/seed.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { userIdForEmail } from '../users/user-id.js';

let t: TestApp;
let admin: Client;
let lead: Client;
let viewer: Client;
let user: Client;

const URL = '/api/reminders';
const uma = () => personId('user');
const head = () => t.deps.store.headPosition();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T17:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, lead, viewer, user } = await signedInClients(t.app, [
    'admin',
    'lead',
    'viewer',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

describe('POST /api/reminders', () => {
  it('refuses anonymous callers with 401, a plain user and a Viewer with 403', async () => {
    const body = { userId: uma(), subject: 'hoursLog' };
    expect((await clientFor(t.app).post(URL, body)).statusCode).toBe(401);
    expect((await user.post(URL, body)).statusCode).toBe(403);
    expect((await viewer.post(URL, body)).statusCode).toBe(403);
  });

  it('refuses a missing or unknown subject with 400 and appends nothing', async () => {
    const before = await head();
    for (const body of [
      { userId: uma() },
      { userId: uma(), subject: '' },
      { userId: uma(), subject: 'Hours log reminder' },
    ]) {
      const response = await admin.post(URL, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ subject: 'Please select a subject!' });
    }
    const stray = await admin.post(URL, { userId: uma(), subject: 'hoursLog', body: 'Hi' });
    expect(stray.statusCode).toBe(400);
    expect(await head()).toBe(before);
  });

  it('refuses nobody (404), an inactive person (422) and a day after today (400)', async () => {
    const before = await head();
    const nobody = await admin.post(URL, {
      userId: '00000000-0000-4000-8000-000000000009',
      subject: 'hoursLog',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('User was not found.');
    // Riya registered herself and waits to be accepted.
    const riya = userIdForEmail(demoEmail('riya'));
    const inactive = await admin.post(URL, { userId: riya, subject: 'hoursLog' });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().error.message).toBe('Reminders go to active people only.');
    const future = await admin.post(URL, {
      userId: uma(),
      subject: 'hoursLog',
      date: '2026-03-12',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({
      date: 'The day of a reminder cannot be after today.',
    });
    expect(await head()).toBe(before);
  });

  it('records ReminderRequested once for a repeated Idempotency-Key and answers it queued', async () => {
    const before = (await streamEvents(t.deps.store, reminderStream(uma()))).length;
    const body = { userId: uma(), subject: 'lessHours', date: '2026-03-10' };
    const key = { 'idempotency-key': 'remind-uma-2026-03-10' };
    const asked = t.clock.now().toISOString();
    const first = await lead.post(URL, body, key);
    const answered = t.clock.now().toISOString();
    expect(first.statusCode).toBe(201);
    const { reminder } = first.json();
    // ISO UTC strings order as the instants they name.
    expect(reminder.requestedAt >= asked && reminder.requestedAt <= answered).toBe(true);
    expect(reminder).toEqual({
      id: expect.any(String),
      user: { id: uma(), name: 'Uma Patel' },
      subject: 'lessHours',
      date: '2026-03-10',
      state: 'queued',
      requestedAt: expect.any(String),
      sentAt: null,
      failure: null,
    });
    const again = await lead.post(URL, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const added = (await streamEvents(t.deps.store, reminderStream(uma()))).slice(before);
    expect(added).toEqual([
      {
        type: 'ReminderRequested',
        data: {
          reminderId: reminder.id,
          userId: uma(),
          subject: 'lessHours',
          date: '2026-03-10',
          requestedBy: personId('lead'),
        },
        actorId: personId('lead'),
      },
    ]);
    // The reaction, not the route, asks the worker for the email: ids only.
    await expect
      .poll(
        async () =>
          (
            await t.deps.pool.query(
              `SELECT job_name, payload FROM reaction_jobs WHERE payload->>'reminderId' = $1`,
              [reminder.id],
            )
          ).rows,
        { timeout: 10_000 },
      )
      .toEqual([
        { job_name: 'reminder-email', payload: { reminderId: reminder.id, userId: uma() } },
      ]);
  });

  it('takes a reminder without a day from an admin', async () => {
    const response = await admin.post(URL, { userId: personId('lead'), subject: 'standupMissing' });
    expect(response.statusCode).toBe(201);
    expect(response.json().reminder).toMatchObject({
      user: { id: personId('lead'), name: 'Liam Carter' },
      date: null,
      state: 'queued',
    });
  });
});

describe('GET /api/reminders/:id', () => {
  it('tells the state of a reminder to admins and leads only', async () => {
    const sent = await admin.post(URL, { userId: uma(), subject: 'hoursLog', date: '2026-03-11' });
    const { id } = sent.json().reminder;
    const answer = await lead.get(`${URL}/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(sent.json());
    expect((await user.get(`${URL}/${id}`)).statusCode).toBe(403);
    expect((await clientFor(t.app).get(`${URL}/${id}`)).statusCode).toBe(401);
  });

  it('answers 404 for no reminder and 400 for a bad id', async () => {
    const nothing = await admin.get(`${URL}/00000000-0000-4000-8000-000000000009`);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().error.message).toBe('Reminder was not found.');
    expect((await admin.get(`${URL}/reminder-1`)).statusCode).toBe(400);
  });
});
