import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneStream, type MilestoneCreated } from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { signedInClients, type Client } from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
const mobile = demoWorkspaceId('mobile');
const poisonId = newId();
const READ_YOUR_WRITES_MS = 20_000;

beforeAll(async () => {
  // A read-your-writes bound far above a command's normal time, so "answers at once"
  // below is seconds away from "waited it out".
  t = await createTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: String(READ_YOUR_WRITES_MS) });
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin } = await signedInClients(t.app, ['admin']));
  // An event a read model cannot apply: PostgreSQL has no year 0. Commands refuse such a
  // date today; the store may still hold one from an older version or another writer.
  await t.deps.store.appendToStream(milestoneStream(poisonId), [
    {
      id: poisonId,
      type: 'MilestoneCreated',
      data: {
        milestoneId: poisonId,
        workspaceId: mobile,
        title: 'Poison',
        startDate: '0000-01-01',
        dueDate: '2026-04-17',
        description: 'Year zero',
      } satisfies MilestoneCreated['data'],
      metadata: {
        actorId: null,
        at: '2026-03-11T10:00:00.000Z',
        correlationId: 'poison',
        causationId: null,
        source: 'system',
      },
    },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('a read model stopped on an event it cannot apply', () => {
  it('shows as failed in /readyz, naming the event and what to do', async () => {
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json(), {
        timeout: 10_000,
      })
      .toMatchObject({
        status: 'not_ready',
        checks: { postgres: 'ok', redis: 'ok', readModels: 'failing' },
        failedReadModels: [
          {
            projection: 'milestones',
            eventId: poisonId,
            eventType: 'MilestoneCreated',
            error: expect.stringMatching(/date|year/i),
            hint: expect.stringContaining('npm run projector -- rebuild milestones'),
          },
        ],
      });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });

  it("shows as failed in the projector's health", async () => {
    const health = await t.projector.health();
    expect(health.status).toBe('degraded');
    expect(health.projections.find((p) => p.name === 'milestones')).toMatchObject({
      state: 'failed',
      failure: { eventId: poisonId, eventType: 'MilestoneCreated' },
    });
    expect(health.projections.find((p) => p.name === 'teams')?.state).toBe('running');
  });

  it('does not hold up commands: they answer at once and name the read model left behind', async () => {
    const started = Date.now();
    const response = await admin.post(`/api/workspaces/${mobile}/milestones`, {
      title: 'Release 4.0',
      startDate: '2026-03-16',
      dueDate: '2026-04-17',
      description: 'After the poison',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().milestone.title).toBe('Release 4.0');
    expect(response.headers['read-models-pending']).toBe('milestones');
    // Far below the read-your-writes bound it would otherwise wait out.
    expect(Date.now() - started).toBeLessThan(READ_YOUR_WRITES_MS / 4);
  });

  it('leaves commands on healthy read models as they were', async () => {
    const response = await admin.post('/api/teams', { name: 'Unaffected' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['read-models-pending']).toBeUndefined();
  });
});
