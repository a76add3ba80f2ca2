import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_USER_MESSAGE, standupStream } from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let user: Client;
let provider: Client;
const head = () => t.deps.store.headPosition();
const morning = new Date('2026-03-10T09:12:00.000Z');
const uma = () => personId('user');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(morning);
  await seedPeople(t.deps);
  ({ admin, manager, user, provider } = await signedInClients(t.app, [
    'admin',
    'manager',
    'user',
    'provider',
  ]));
}, 60_000);
afterAll(() => t.close());

const answers = { yesterday: 'Reviewed PRs', today: 'Ship standups', roadblocks: 'None' };

describe('POST /api/standups', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).post('/api/standups', answers)).statusCode).toBe(401);
    expect((await clientFor(t.app).get('/api/standups/today')).statusCode).toBe(401);
  });

  it('refuses a provider user with 403 and a clear message, appending nothing', async () => {
    const before = await head();
    const response = await provider.post('/api/standups', answers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'provider_user',
      message: PROVIDER_USER_MESSAGE,
    });
    expect(await head()).toBe(before);
  });

  it('answers 400 with a message per missing answer and appends nothing', async () => {
    const before = await head();
    const response = await user.post('/api/standups', { today: 'Ship', roadblocks: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      yesterday: 'What I did yesterday is required!',
      roadblocks: 'Do you have roadblocks is required!',
    });
    const tooLong = await user.post('/api/standups', { ...answers, today: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({
      today: 'What I will do today must be at most 2000 characters',
    });
    expect(await head()).toBe(before);
  });

  it('adds today’s standup with the default workspace; the prefill shows it at once', async () => {
    expect((await user.get('/api/standups/today')).json()).toEqual({
      date: '2026-03-10',
      standup: null,
    });
    const response = await user.post('/api/standups', answers);
    expect(response.statusCode).toBe(200);
    expect(await streamEvents(t.deps.store, standupStream(uma(), '2026-03-10'))).toEqual([
      {
        type: 'StandupAdded',
        data: {
          userId: uma(),
          date: '2026-03-10',
          ...answers,
          workspaceId: demoWorkspaceId('platform'),
          reportedAt: expect.stringMatching(/^2026-03-10T09:12:/),
        },
        actorId: uma(),
      },
    ]);
    const today = (await user.get('/api/standups/today')).json();
    expect(today).toEqual(response.json());
    expect(today.standup).toMatchObject({
      ...answers,
      workspace: { id: demoWorkspaceId('platform'), name: 'Platform Core' },
    });
  });

  it('updates it on a second submit, keeping the first reported at and blank answers', async () => {
    const first = (await user.get('/api/standups/today')).json().standup.reportedAt;
    t.clock.set(new Date('2026-03-10T14:30:00.000Z'));
    const response = await user.post('/api/standups', { roadblocks: 'Waiting for review' });
    expect(response.statusCode).toBe(200);
    expect(response.json().standup).toMatchObject({
      yesterday: 'Reviewed PRs',
      today: 'Ship standups',
      roadblocks: 'Waiting for review',
      reportedAt: first,
      updatedAt: expect.stringMatching(/^2026-03-10T14:30:/),
    });
    const events = await streamEvents(t.deps.store, standupStream(uma(), '2026-03-10'));
    expect(events.map((e) => e.type)).toEqual(['StandupAdded', 'StandupUpdated']);
    // The same answers again change nothing.
    const before = await head();
    expect(
      (await user.post('/api/standups', { roadblocks: 'Waiting for review' })).statusCode,
    ).toBe(200);
    expect(await head()).toBe(before);
  });

  it('appends once for a double submit with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'standup-double-click-1' };
    const [first, second] = await Promise.all([
      manager.post('/api/standups', answers, headers),
      manager.post('/api/standups', answers, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const events = await streamEvents(
      t.deps.store,
      standupStream(personId('manager'), '2026-03-10'),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.data.workspaceId).toBe(demoWorkspaceId('hq'));
  });

  it("files the standup under the company's date: 21:00 UTC is tomorrow in Karachi", async () => {
    const settings = (await admin.get('/api/settings')).json();
    await admin.put('/api/settings', { ...settings, companyTimeZone: 'Asia/Karachi' });
    t.clock.set(new Date('2026-03-10T21:00:00.000Z'));
    try {
      const response = await admin.post('/api/standups', answers);
      expect(response.json()).toMatchObject({ date: '2026-03-11', standup: { ...answers } });
      expect(
        await streamEvents(t.deps.store, standupStream(personId('admin'), '2026-03-11')),
      ).toHaveLength(1);
      expect(
        await streamEvents(t.deps.store, standupStream(personId('admin'), '2026-03-10')),
      ).toHaveLength(0);
    } finally {
      await admin.put('/api/settings', settings);
      t.clock.set(morning);
    }
  });

  it('records no workspace once the default workspace is deleted', async () => {
    // The viewer's default, Northwind HQ, goes; their session is the one they had before.
    expect((await admin.delete(`/api/workspaces/${demoWorkspaceId('hq')}`)).statusCode).toBe(204);
    t.clock.set(new Date('2026-03-12T09:00:00.000Z'));
    try {
      const response = await clientFor(t.app, await signIn(t.app, 'viewer')).post(
        '/api/standups',
        answers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().standup.workspace).toBeNull();
      const [added] = await streamEvents(
        t.deps.store,
        standupStream(personId('viewer'), '2026-03-12'),
      );
      expect(added?.data.workspaceId).toBeNull();
    } finally {
      t.clock.set(morning);
    }
  });
});
