import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { recordProviderDirectory } from '../test-support/provider-directory.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** The Add WorkSpace space picker, before and after the first Sync Routine (D187). */
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

describe('GET /api/provider/spaces', () => {
  it('is for admins: anonymous 401, a Viewer and a plain user 403', async () => {
    expect((await clientFor(t.app).get('/api/provider/spaces')).statusCode).toBe(401);
    expect((await viewer.get('/api/provider/spaces')).statusCode).toBe(403);
    expect((await user.get('/api/provider/spaces')).statusCode).toBe(403);
  });

  it('says no directory was synced yet, and a provider workspace takes the id as typed', async () => {
    const response = await manager.get('/api/provider/spaces');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'assembla', directorySynced: false, spaces: [] });

    const created = await admin.post('/api/workspaces', {
      name: 'Typed Space',
      isProviderSpace: true,
      providerSpaceId: 'typed-before-sync',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      isProviderSpace: true,
      providerSpaceId: 'typed-before-sync',
    });
  });

  it("serves the last Sync Routine's spaces by name, then refuses an id it does not hold", async () => {
    await recordProviderDirectory(t.deps.store, {
      spaces: [
        { id: 'zeta-1', name: 'zeta Ops' },
        { id: 'b7Xq9', name: 'Assembla Two' },
      ],
      users: [],
    });
    const response = await admin.get('/api/provider/spaces');
    expect(response.json()).toEqual({
      provider: 'assembla',
      directorySynced: true,
      spaces: [
        { id: 'b7Xq9', name: 'Assembla Two' },
        { id: 'zeta-1', name: 'zeta Ops' },
      ],
    });

    const before = await head();
    const unknown = await admin.post('/api/workspaces', {
      name: 'Free Text',
      isProviderSpace: true,
      providerSpaceId: 'free-text',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toEqual({
      code: 'provider_space_not_found',
      message: 'Assembla WorkSpace Not found',
      fields: { providerSpaceId: 'Assembla WorkSpace Not found' },
    });
    expect(await head()).toBe(before);

    const picked = await admin.post('/api/workspaces', {
      name: 'Assembla Two',
      isProviderSpace: true,
      providerSpaceId: 'b7Xq9',
    });
    expect(picked.statusCode).toBe(201);
  });
});
