import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standupStream } from '@teamledger/domain';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { csvLines, signedInClients, type Client } from '../../test-support/client.js';
import { recordAt } from '../../test-support/recorded-at.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workEvents } from '../../test-support/work-events.js';

/**
 * Bo and Cy join on Mon 7 Dec 2026. On Thu 10 Dec Bo submits a standup at 09:00. The
 * cutoff is Sat 12 Dec, 12:00. After it, on 14 Dec, Bo's standup of the 10th is updated
 * (a roadblock now) and Cy's standup of the 10th, reported at 09:30 that day, is recorded
 * (a late sync). Now is 20 Dec.
 */
let t: TestApp;
let admin: Client;
let user: Client;
const bo = randomUUID();
const cy = randomUUID();
const space = demoWorkspaceId('platform');
const DAY = '2026-12-10';
const URL = `/api/reports/standups?from=${DAY}&to=${DAY}&users=${bo},${cy}`;
const CUTOFF = '2026-12-12T12:00:00.000Z';

const record = (at: string, stream: string, type: string, data: Record<string, unknown>) =>
  recordAt(t.deps.store, at, stream, type, data, { actorId: personId('admin') });

const answers = { yesterday: 'Specs', today: 'API work', roadblocks: 'None' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-12-20T12:00:00.000Z'));
  ({ admin, user } = await signedInClients(t.app, ['admin', 'user']));
  for (const [userId, name] of [
    [bo, 'Bo Lindqvist'],
    [cy, 'Cy Moreau'],
  ] as const) {
    await workEvents(t.deps.store).person({
      userId,
      name,
      role: 'User',
      teamName: 'Platform',
      workspaceIds: [space],
      joinedOn: '2026-12-07',
      leadIds: [personId('lead')],
    });
  }
  await record(`${DAY}T09:00:00.000Z`, standupStream(bo, DAY), 'StandupAdded', {
    userId: bo,
    date: DAY,
    workspaceId: space,
    reportedAt: `${DAY}T09:00:00.000Z`,
    ...answers,
  });
  // After the cutoff.
  await record('2026-12-14T10:00:00.000Z', standupStream(bo, DAY), 'StandupUpdated', {
    userId: bo,
    date: DAY,
    yesterday: 'Specs',
    today: 'Fix the build',
    roadblocks: 'Waiting on the review',
    updatedAt: '2026-12-14T10:00:00.000Z',
  });
  await record('2026-12-14T11:00:00.000Z', standupStream(cy, DAY), 'StandupAdded', {
    userId: cy,
    date: DAY,
    workspaceId: space,
    reportedAt: `${DAY}T09:30:00.000Z`,
    ...answers,
  });
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

interface Row {
  user: { id: string; name: string };
  standup: { today: string; roadblocks: string; workspace: { name: string } | null } | null;
}
const shown = (rows: Row[]) =>
  rows.map((row) => [row.user.name, row.standup?.today ?? null, row.standup?.roadblocks ?? null]);

describe('the StandUp Report as of an instant', () => {
  it('shows a standup updated later as it was, and one added later as not added', async () => {
    const now = await admin.get(URL);
    expect(now.statusCode, now.body).toBe(200);
    expect(shown(now.json().rows)).toEqual([
      ['Bo Lindqvist', 'Fix the build', 'Waiting on the review'],
      ['Cy Moreau', 'API work', 'None'],
    ]);
    expect(now.json().days).toMatchObject([{ date: DAY, posted: 2, missing: 0, roadblocks: 1 }]);
    const then = await admin.get(`${URL}&asOf=${CUTOFF}`);
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json()).toMatchObject({ total: 2, page: 1 });
    expect(shown(then.json().rows)).toEqual([
      ['Bo Lindqvist', 'API work', 'None'],
      ['Cy Moreau', null, null],
    ]);
    expect(then.json().rows[0].standup.workspace.name).toBe(
      now.json().rows[0].standup.workspace.name,
    );
    expect(then.json().days).toEqual([
      { date: DAY, dayOff: null, posted: 1, expected: 2, missing: 1, onLeave: 0, roadblocks: 0 },
    ]);
    // Only those without a standup then: Cy.
    const missing = await admin.get(`${URL}&workspaces=not-added&asOf=${CUTOFF}`);
    expect(shown(missing.json().rows)).toEqual([['Cy Moreau', null, null]]);
  });

  it("answers as of now what the live report does, over the demo's week", async () => {
    const week = '/api/reports/standups?from=2026-03-09&to=2026-03-13';
    for (const page of [1, 2]) {
      const live = await admin.get(`${week}&page=${page}`);
      const asOfNow = await admin.get(`${week}&page=${page}&asOf=2026-12-20T12:00:00.000Z`);
      expect(live.json().total).toBeGreaterThan(20);
      expect(asOfNow.json()).toEqual(live.json());
    }
  });

  it('gives StandUpReport.csv as of the instant', async () => {
    const csv = await admin.get(`${URL}&asOf=${CUTOFF}`, { accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    const lines = csvLines(csv);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Bo Lindqvist');
    expect(lines[1]).toContain('API work');
    expect(lines[1]).not.toContain('Fix the build');
    expect(lines[2]).toMatch(/^—,Platform,Cy Moreau,/);
  });

  it('answers only whom the asker may see today, and refuses an instant still to come', async () => {
    expect((await user.get(`${URL}&asOf=${CUTOFF}`)).statusCode).toBe(403);
    const future = await admin.get(`${URL}&asOf=2026-12-21T00:00:00.000Z`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ asOf: 'The instant cannot be in the future.' });
  });
});
