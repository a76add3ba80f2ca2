import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSyncStream } from '@teamledger/domain';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
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
  it('records the request and answers the id of the job that runs it', async () => {
    const response = await admin.post('/api/sync/routine');
    expect(response.statusCode).toBe(201);
    const { jobId } = response.json<{ jobId: string }>();
    const syncId = jobId.replace(/^provider-sync-/, '');
    const events = await t.deps.store.readStream(providerSyncStream(syncId));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [
        'ProviderSyncRequested',
        { syncId, kind: 'routine', workspaceId: null, requestedBy: personId('admin') },
      ],
    ]);

    // The reaction records the job; until a worker takes it, it is queued at 0%.
    let job: { statusCode: number; json: () => unknown } = { statusCode: 0, json: () => null };
    for (let tries = 0; tries < 50 && job.statusCode !== 200; tries++) {
      job = await admin.get(`/api/jobs/${jobId}`);
      if (job.statusCode !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job.json()).toEqual({ job: { id: jobId, state: 'queued', progress: 0, failure: null } });
  });

  it('refuses anonymous callers and a Viewer', async () => {
    expect((await clientFor(t.app).post('/api/sync/routine')).statusCode).toBe(401);
    expect((await viewer.post('/api/sync/routine')).statusCode).toBe(403);
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers 404 for a job nobody asked for and 400 for what is no job id', async () => {
    expect((await admin.get('/api/jobs/provider-sync-nothing')).statusCode).toBe(404);
    expect((await admin.get('/api/jobs/Not%20an%20id')).statusCode).toBe(400);
    expect((await viewer.get('/api/jobs/provider-sync-nothing')).statusCode).toBe(403);
  });
});
