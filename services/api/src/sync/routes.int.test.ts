import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSyncStream } from '@teamledger/domain';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let viewer: Client;
let user: Client;
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

/** The request a started sync recorded, read back from its stream by the answered job id. */
async function recordedRequest(response: { json: <T>() => T }) {
  const { jobId } = response.json<{ jobId: string }>();
  const syncId = jobId.replace(/^provider-sync-/, '');
  const events = await t.deps.store.readStream(providerSyncStream(syncId));
  return { syncId, recorded: events.map((event) => [event.type, event.data]) };
}

async function workspaceNamed(name: string) {
  const { workspaces } = (await admin.get('/api/workspaces')).json<{
    workspaces: { id: string; name: string; isProviderSpace: boolean }[];
  }>();
  const found = workspaces.find((workspace) => workspace.name === name);
  if (!found) throw new Error(`No workspace ${name} in the demo company`);
  return found;
}
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

    // From the answer on, until a worker takes it, the job is queued at 0%.
    const job = await admin.get(`/api/jobs/${jobId}`);
    expect(job.statusCode).toBe(200);
    expect(job.json()).toEqual({
      job: {
        id: jobId,
        state: 'queued',
        progress: 0,
        failure: null,
        skipped: null,
        counts: null,
        workspaces: [],
      },
    });
  });

  it('answers every started job queued at once, 10 times in a row', async () => {
    for (let round = 0; round < 10; round++) {
      const { jobId } = (await admin.post('/api/sync/routine')).json<{ jobId: string }>();
      const job = await admin.get(`/api/jobs/${jobId}`);
      expect(job.statusCode, `round ${round}`).toBe(200);
      expect(job.json().job.state).toBe('queued');
    }
  });

  it('refuses anonymous callers and a Viewer', async () => {
    expect((await clientFor(t.app).post('/api/sync/routine')).statusCode).toBe(401);
    expect((await viewer.post('/api/sync/routine')).statusCode).toBe(403);
  });
});

describe('POST /api/milestones/sync', () => {
  it('records a milestones sync of every provider workspace for an admin and a manager', async () => {
    for (const [client, key] of [
      [admin, 'admin'],
      [manager, 'manager'],
    ] as const) {
      const response = await client.post('/api/milestones/sync');
      expect(response.statusCode).toBe(201);
      const { syncId, recorded } = await recordedRequest(response);
      expect(recorded).toEqual([
        [
          'ProviderSyncRequested',
          { syncId, kind: 'milestones', workspaceId: null, requestedBy: personId(key) },
        ],
      ]);
    }
  });

  it('refuses anonymous callers, a Viewer and a User without recording anything', async () => {
    const before = await t.deps.store.headPosition();
    expect((await clientFor(t.app).post('/api/milestones/sync')).statusCode).toBe(401);
    expect((await viewer.post('/api/milestones/sync')).statusCode).toBe(403);
    expect((await user.post('/api/milestones/sync')).statusCode).toBe(403);
    expect(await t.deps.store.headPosition()).toEqual(before);
  });
});

describe('POST /api/workspaces/:id/milestones/sync', () => {
  it('records a milestones sync of that one provider workspace', async () => {
    const space = await workspaceNamed('Platform Core');
    expect(space.isProviderSpace).toBe(true);
    const response = await manager.post(`/api/workspaces/${space.id}/milestones/sync`);
    expect(response.statusCode).toBe(201);
    const { syncId, recorded } = await recordedRequest(response);
    expect(recorded).toEqual([
      [
        'ProviderSyncRequested',
        { syncId, kind: 'milestones', workspaceId: space.id, requestedBy: personId('manager') },
      ],
    ]);
  });

  it('answers 404 for no workspace, 422 for one of our own, 400 for no id; records nothing', async () => {
    const before = await t.deps.store.headPosition();
    const unknown = await admin.post(
      '/api/workspaces/5d0c7a4e-2b1f-4c3a-9e8d-7f6a5b4c3d2e/milestones/sync',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: 'not_found', message: 'WorkSpace was not found.' },
    });

    const own = await workspaceNamed('Northwind HQ');
    const refused = await admin.post(`/api/workspaces/${own.id}/milestones/sync`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'not_provider_space',
        message: 'This WorkSpace is not an Assembla WorkSpace.',
      },
    });

    expect((await admin.post('/api/workspaces/nope/milestones/sync')).statusCode).toBe(400);
    expect(await t.deps.store.headPosition()).toEqual(before);
  });

  it('refuses a Viewer and a User', async () => {
    const space = await workspaceNamed('Platform Core');
    expect((await viewer.post(`/api/workspaces/${space.id}/milestones/sync`)).statusCode).toBe(403);
    expect((await user.post(`/api/workspaces/${space.id}/milestones/sync`)).statusCode).toBe(403);
  });
});

describe('GET /api/jobs/:id', () => {
  const nobodys = 'provider-sync-00000000-0000-4000-8000-000000000000';

  it('answers 404 for a job nobody asked for and 400 for what is no job id', async () => {
    expect((await admin.get(`/api/jobs/${nobodys}`)).statusCode).toBe(404);
    expect((await admin.get('/api/jobs/Not%20an%20id')).statusCode).toBe(400);
    expect((await viewer.get(`/api/jobs/${nobodys}`)).statusCode).toBe(403);
  });

  it('answers a started sync queued before its reaction records the job (projector stopped)', async () => {
    // The projector stays stopped: the tests after this one need none.
    await t.projector.stop();
    const started = await admin.post('/api/sync/routine');
    expect(started.statusCode).toBe(201);
    const { jobId } = started.json<{ jobId: string }>();
    const { rows } = await t.deps.pool.query('SELECT 1 FROM reaction_jobs WHERE job_id = $1', [
      jobId,
    ]);
    expect(rows).toEqual([]);
    const job = await admin.get(`/api/jobs/${jobId}`);
    expect(job.statusCode).toBe(200);
    expect(job.json()).toEqual({
      job: {
        id: jobId,
        state: 'queued',
        progress: 0,
        failure: null,
        skipped: null,
        counts: null,
        workspaces: [],
      },
    });
    // Another kind of job id that nobody asked for stays unknown.
    const other = 'leave-notification-00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/jobs/${other}`)).statusCode).toBe(404);
  });

  it.each(['id', 'events', 'meta', 'completed', 'stalled-check', 'wait', 'provider-sync-1'])(
    "refuses the queue's own key %j as no job id, with 400 and never a made-up job",
    async (key) => {
      const answer = await admin.get(`/api/jobs/${key}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toContain('Not a job id');
    },
  );
});
