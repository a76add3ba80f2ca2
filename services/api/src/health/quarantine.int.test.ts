import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneStream, type MilestoneCreated } from '@teamledger/domain';
import type { EventData } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { readCheckpoint } from '@teamledger/read-models';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { signedInClients, type Client } from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
const mobile = demoWorkspaceId('mobile');
const poisonId = newId();
const goodId = newId();

const milestoneCreated = (id: string, title: string, startDate: string): EventData => ({
  id,
  type: 'MilestoneCreated',
  data: {
    milestoneId: id,
    workspaceId: mobile,
    title,
    startDate,
    dueDate: '2026-04-17',
    description: title,
  } satisfies MilestoneCreated['data'],
  metadata: {
    actorId: null,
    at: '2026-03-11T10:00:00.000Z',
    correlationId: id,
    causationId: null,
    source: 'system',
  },
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, manager } = await signedInClients(t.app, ['admin', 'manager']));
  // An event the milestones read model cannot apply: PostgreSQL has no year 0. Commands
  // refuse such a date today; the store may still hold one from an older version or
  // another writer. A good one of the same company right behind it.
  await t.deps.store.appendToStream(milestoneStream(poisonId), [
    milestoneCreated(poisonId, 'Poison', '0000-01-01'),
  ]);
  await t.deps.store.appendToStream(milestoneStream(goodId), [
    milestoneCreated(goodId, 'Right behind', '2026-03-12'),
  ]);
}, 60_000);
afterAll(() => t.close());

const quarantined = async () => (await admin.get('/api/ops/quarantine')).json().events;

describe('an event a read model cannot apply', () => {
  it('is quarantined, and the rest of the company reaches the read model', async () => {
    await expect.poll(quarantined, { timeout: 10_000 }).toEqual([
      {
        readModel: 'milestones',
        eventId: poisonId,
        eventType: 'MilestoneCreated',
        position: expect.stringMatching(/^\d+$/),
        reason: expect.stringMatching(/date|year/i),
        quarantinedAt: expect.any(String),
      },
    ]);
    const head = await t.deps.store.headPosition();
    await expect
      .poll(async () => (await readCheckpoint(t.deps.pool, 'milestones'))?.position)
      .toBe(head);
    const listed = await admin.get(`/api/workspaces/${mobile}/milestones`);
    expect(listed.statusCode).toBe(200);
    const titles = (listed.json().milestones as { title: string }[]).map((m) => m.title);
    expect(titles).toContain('Right behind');
    expect(titles).not.toContain('Poison');
  });

  it('leaves /readyz ready, with only the count for anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { postgres: 'ok', redis: 'ok', readModels: 'ok' },
      failedReadModels: [],
      quarantinedEvents: 1,
    });
    expect(response.body).not.toContain(poisonId);
    expect(response.body).not.toContain('MilestoneCreated');
  });

  it('shows the details to admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/quarantine' })).statusCode).toBe(
      401,
    );
    expect((await manager.get('/api/ops/quarantine')).statusCode).toBe(403);
    expect((await manager.post('/api/ops/quarantine/retry')).statusCode).toBe(403);
  });

  it('does not hold up commands on that read model', async () => {
    const response = await admin.post(`/api/workspaces/${mobile}/milestones`, {
      title: 'Release 4.0',
      startDate: '2026-03-16',
      dueDate: '2026-04-17',
      description: 'After the poison',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['read-models-pending']).toBeUndefined();
  });

  it('retry rebuilds the read model: still broken, it stays listed once, the rest intact', async () => {
    const before = await quarantined();
    const { rows } = await t.deps.pool.query<{ now: Date }>('SELECT now()');
    const response = await admin.post('/api/ops/quarantine/retry');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rebuilding: ['milestones'] });
    await expect
      .poll(
        async () =>
          (
            await t.deps.pool.query<{ rebuilt_at: Date | null }>(
              `SELECT rebuilt_at FROM projection_checkpoints WHERE name = 'milestones'`,
            )
          ).rows[0]?.rebuilt_at?.getTime() ?? 0,
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(rows[0]!.now.getTime());
    const after = await quarantined();
    expect(after.map((e: { eventId: string }) => e.eventId)).toEqual([poisonId]);
    expect(after[0].quarantinedAt >= before[0].quarantinedAt).toBe(true);
    const titles = (
      (await admin.get(`/api/workspaces/${mobile}/milestones`)).json().milestones as {
        title: string;
      }[]
    ).map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Right behind', 'Release 4.0']));
  });
});
