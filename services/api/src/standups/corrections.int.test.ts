import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standupDecider, standupStream } from '@teamledger/domain';
import { executeCommand } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople, type PersonKey } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Uma's standup of Tuesday 2026-09-15 (UTC), after the demo's work (seeded 2026-03-11). Its
// correction window closes at the end of Sunday 2026-09-27.
let t: TestApp;
const uma = personId('user');
const TUESDAY = '2026-09-15';
const url = `/api/users/${uma}/standups/${TUESDAY}`;
const head = () => t.deps.store.headPosition();
const as = async (key: PersonKey): Promise<Client> => (await signedInClients(t.app, [key]))[key];
const posted = { yesterday: 'Reviews', today: 'Ship reports', roadblocks: 'None' };
const corrected = { ...posted, today: 'Ship the CSV export' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T16:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date(`${TUESDAY}T09:10:00.000Z`));
  expect((await (await as('user')).post('/api/standups', posted)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('PUT /api/users/:id/standups/:date', () => {
  it('refuses a plain user for someone else’s standup (403) and no reason (400), appending nothing', async () => {
    t.clock.set(new Date('2026-09-16T10:00:00.000Z'));
    const before = await head();
    expect((await (await as('lead')).put(url, { ...corrected, reason: 'Mine' })).statusCode).toBe(
      403,
    );
    const noReason = await (await as('user')).put(url, { ...corrected, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'Reason is required!' });
    expect(await head()).toBe(before);
  });

  it('lets the owner correct it with a reason: reported at stays, the history says why', async () => {
    const user = await as('user');
    const response = await user.put(url, { ...corrected, reason: 'Wrote Monday’s plan' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().standup).toMatchObject({
      ...corrected,
      reportedAt: expect.stringMatching(/^2026-09-15T09:10/) as string,
    });
    expect((await streamEvents(t.deps.store, standupStream(uma, TUESDAY))).at(-1)).toEqual({
      type: 'StandupCorrected',
      data: {
        userId: uma,
        date: TUESDAY,
        from: posted,
        to: corrected,
        reason: 'Wrote Monday’s plan',
        by: uma,
      },
      actorId: uma,
    });
    const mine = (await user.get(`/api/reports/my-standups?from=${TUESDAY}&to=${TUESDAY}`)).json()
      .rows as { standup: Record<string, string> | null }[];
    expect(mine[0]?.standup).toMatchObject(corrected);
    const history = await user.get(`${url}/history`);
    expect(history.json().changes).toMatchObject([
      { by: { id: uma }, reason: 'Wrote Monday’s plan', from: posted, to: corrected },
    ]);
  });

  it('closes for the owner after Sunday 2026-09-27 (422); a Manager still corrects it', async () => {
    t.clock.set(new Date('2026-09-28T08:00:00.000Z'));
    const before = await head();
    const late = await (await as('user')).put(url, { ...posted, reason: 'Back as it was' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('correction_window_closed');
    expect(await head()).toBe(before);
    const manager = await (await as('manager')).put(url, { ...posted, reason: 'Back as it was' });
    expect(manager.statusCode, manager.body).toBe(200);
  });

  it('refuses a provider user’s standup with 422, for an Admin too: it is corrected at the provider', async () => {
    const provider = personId('provider');
    await executeCommand(
      t.deps.store,
      standupStream(provider, TUESDAY),
      standupDecider,
      {
        type: 'RecordSyncedStandup',
        data: {
          ...posted,
          userId: provider,
          date: TUESDAY,
          workspaceId: null,
          at: t.clock.now().toISOString(),
        },
      },
      { actorId: null, at: t.clock.now(), correlationId: newId(), source: 'provider' },
    );
    const before = await head();
    const response = await (
      await as('admin')
    ).put(`/api/users/${provider}/standups/${TUESDAY}`, { ...corrected, reason: 'Typo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('synced_entry');
    expect(await head()).toBe(before);
  });
});
