import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamNameStream, worklogDayStream, worklogDecider } from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Rules that span streams hold through a consistency boundary in the store, not a read
// model check: requests arriving at the same instant cannot all pass.
let t: TestApp;
let admin: Client;
let manager: Client;
let user: Client;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T16:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, manager, user } = await signedInClients(t.app, ['admin', 'manager', 'user']));
}, 60_000);
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('unique team names', () => {
  it('lets one of 20 simultaneous creates of the same name pass, whatever its case', async () => {
    const spellings = ['Ops', ' ops', 'OPS ', 'oPs'];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? admin : manager).post('/api/teams', { name: spellings[n % 4] }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({
        code: 'team_name_taken',
        message: 'A team with this name already exists.',
      });
    }
    const teams = (await admin.get('/api/teams')).json().teams as { name: string }[];
    expect(teams.filter((team) => team.name.trim().toLowerCase() === 'ops')).toHaveLength(1);
    const reservations = await t.deps.store.readStream(teamNameStream('ops'));
    expect(reservations.map((event) => event.type)).toEqual(['TeamNameReserved']);
  });

  it('frees a name on rename and on delete, so another team can take it', async () => {
    const first = (await admin.post('/api/teams', { name: 'Support' })).json();
    expect((await admin.post('/api/teams', { name: 'support' })).statusCode).toBe(409);
    expect((await admin.put(`/api/teams/${first.id}`, { name: 'Helpdesk' })).statusCode).toBe(200);
    const second = await admin.post('/api/teams', { name: 'SUPPORT' });
    expect(second.statusCode).toBe(201);
    expect((await admin.post('/api/teams', { name: 'helpdesk' })).statusCode).toBe(409);
    expect((await admin.delete(`/api/teams/${first.id}`)).statusCode).toBe(204);
    expect((await admin.post('/api/teams', { name: 'helpdesk' })).statusCode).toBe(201);
  });

  it('keeps the old name when a rename is refused', async () => {
    const qa = (await admin.post('/api/teams', { name: 'QA' })).json();
    await admin.post('/api/teams', { name: 'Release' });
    expect((await admin.put(`/api/teams/${qa.id}`, { name: 'release' })).statusCode).toBe(409);
    expect((await admin.post('/api/teams', { name: 'qa' })).statusCode).toBe(409);
  });
});

describe('at most 24 hours per person and day', () => {
  it('passes exactly the 12 of 20 simultaneous 2-hour entries that fit in the day', async () => {
    // Uma works on Platform Core and has logged nothing today.
    const entry = {
      workspaceId: demoWorkspaceId('platform'),
      milestoneId: null,
      title: 'Burst',
      details: 'Twenty at once',
      hours: 2,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => user.post('/api/worklogs', entry)),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(12).fill(201),
      ...Array<number>(8).fill(422),
    ]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().error.code).toBe('day_hours_limit');
    }
    const day = await t.deps.store.readStream(worklogDayStream(personId('user'), '2026-03-11'));
    expect(foldStream(worklogDecider, day).hours).toBe(24);
    expect(day).toHaveLength(12);
  });
});
