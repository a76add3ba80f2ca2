import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let viewer: Client;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, viewer } = await signedInClients(t.app, ['admin', 'viewer']));
}, 60_000);
afterAll(() => t.close());

describe('POST /api/sync/routine', () => {
  it('says honestly that the provider sync is not available, and starts nothing', async () => {
    const before = await t.deps.store.headPosition();
    const response = await admin.post('/api/sync/routine');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'provider_sync_unavailable',
      message: 'Provider sync is not available yet.',
    });
    expect(await t.deps.store.headPosition()).toBe(before);
  });

  it('refuses anonymous callers and a Viewer', async () => {
    expect((await clientFor(t.app).post('/api/sync/routine')).statusCode).toBe(401);
    expect((await viewer.post('/api/sync/routine')).statusCode).toBe(403);
  });
});
