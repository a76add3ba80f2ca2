import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standupStream } from '@teamledger/domain';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { signedInClients, type Client } from '../../test-support/client.js';
import { recordAt } from '../../test-support/recorded-at.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * The demo's user submits a standup on Thu 10 Dec 2026 at 09:00. The cutoff is Sat 12 Dec,
 * 12:00. After it, on 14 Dec, that standup is updated (a roadblock now) and the standup of
 * Fri 11 Dec, reported at 09:30 that day, is recorded (a late sync). Now is 20 Dec.
 */
let t: TestApp;
let user: Client;
const me = personId('user');
const space = demoWorkspaceId('platform');
const THU = '2026-12-10';
const FRI = '2026-12-11';
const URL = `/api/reports/my-standups?from=${THU}&to=${FRI}`;
const CUTOFF = '2026-12-12T12:00:00.000Z';

const record = (at: string, stream: string, type: string, data: Record<string, unknown>) =>
  recordAt(t.deps.store, at, stream, type, data, { actorId: me });

const answers = { yesterday: 'Specs', today: 'API work', roadblocks: 'None' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-12-20T12:00:00.000Z'));
  ({ user } = await signedInClients(t.app, ['user']));
  await record(`${THU}T09:00:00.000Z`, standupStream(me, THU), 'StandupAdded', {
    userId: me,
    date: THU,
    workspaceId: space,
    reportedAt: `${THU}T09:00:00.000Z`,
    ...answers,
  });
  // After the cutoff.
  await record('2026-12-14T10:00:00.000Z', standupStream(me, THU), 'StandupUpdated', {
    userId: me,
    date: THU,
    yesterday: 'Specs',
    today: 'Fix the build',
    roadblocks: 'Waiting on the review',
    updatedAt: '2026-12-14T10:00:00.000Z',
  });
  await record('2026-12-14T11:00:00.000Z', standupStream(me, FRI), 'StandupAdded', {
    userId: me,
    date: FRI,
    workspaceId: space,
    reportedAt: `${FRI}T09:30:00.000Z`,
    ...answers,
  });
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

interface Row {
  date: string;
  missing: string | null;
  standup: { today: string; roadblocks: string; workspace: string | null } | null;
}
const shown = (rows: Row[]) =>
  rows.map((row) => [
    row.date,
    row.missing,
    row.standup?.today ?? null,
    row.standup?.roadblocks ?? null,
  ]);

describe('My Standups as of an instant', () => {
  it('shows a standup updated later as it was, and one added later as Not Added', async () => {
    const now = await user.get(URL);
    expect(now.statusCode, now.body).toBe(200);
    expect(shown(now.json().rows)).toEqual([
      [FRI, null, 'API work', 'None'],
      [THU, null, 'Fix the build', 'Waiting on the review'],
    ]);
    const then = await user.get(`${URL}&asOf=${CUTOFF}`);
    expect(then.statusCode, then.body).toBe(200);
    expect(shown(then.json().rows)).toEqual([
      [FRI, 'Not Added', null, null],
      [THU, null, 'API work', 'None'],
    ]);
    // The workspace is named as today; correcting is today's answer.
    expect(then.json().rows[1].standup).toEqual({
      ...now.json().rows[1].standup,
      ...answers,
    });
  });

  it("answers as of now what the live report does, over the demo's week", async () => {
    const week = '/api/reports/my-standups?from=2026-03-09&to=2026-03-13';
    const live = await user.get(week);
    const asOfNow = await user.get(`${week}&asOf=2026-12-20T12:00:00.000Z`);
    expect(live.json().rows.filter((row: Row) => row.standup !== null).length).toBeGreaterThan(0);
    expect(asOfNow.json()).toEqual(live.json());
  });

  it('refuses an instant still to come, or not an instant, with 400 on asOf', async () => {
    const future = await user.get(`${URL}&asOf=2026-12-21T00:00:00.000Z`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ asOf: 'The instant cannot be in the future.' });
    const malformed = await user.get(`${URL}&asOf=yesterday`);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(['asOf']);
  });
});
