import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  teamNameStream,
  templateTeamStream,
  workspaceNameStream,
  workspaceProviderSpaceStream,
  workspaceStream,
  worklogDayStream,
  worklogDecider,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { demoTeamId, demoWorkspaceId } from '../demo/seed-people-admin.js';
import { recordProviderDirectory } from '../test-support/provider-directory.js';
import { signedInClients, streamEvents, type Client } from '../test-support/client.js';
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
  await recordProviderDirectory(t.deps.store, {
    spaces: [
      { id: 'race-space', name: 'Race' },
      { id: 'free-space', name: 'Free' },
    ],
    users: [],
  });
}, 60_000);
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

/** The type and holder of each event of a reservation stream, oldest first. */
const reservations = async (stream: string, holderField: string) =>
  (await streamEvents(t.deps.store, stream)).map(
    (event) => `${event.type} ${String(event.data[holderField])}`,
  );

/** Each refused response's error code and message. */
const refusals = (responses: { statusCode: number; json: () => unknown }[]) => [
  ...new Set(
    responses
      .filter((response) => response.statusCode === 409)
      .map((response) => {
        const { error } = response.json() as { error: { code: string; message: string } };
        return `${error.code}: ${error.message}`;
      }),
  ),
];

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

describe('unique workspace names', () => {
  const NAME_TAKEN = 'workspace_name_taken: A WorkSpace with this name already exists.';

  it('lets one of 10 simultaneous creates of the same name pass, whatever its case', async () => {
    const spellings = ['Research Lab', ' research lab', 'RESEARCH LAB ', 'Research lab'];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? admin : manager).post('/api/workspaces', { name: spellings[n % 4] }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(refusals(responses)).toEqual([NAME_TAKEN]);
    const winner = responses.find((response) => response.statusCode === 201)!.json().id;
    const workspaces = (await admin.get('/api/workspaces')).json().workspaces as {
      name: string;
    }[];
    expect(workspaces.filter((w) => w.name.trim().toLowerCase() === 'research lab')).toHaveLength(
      1,
    );
    expect(await reservations(workspaceNameStream('research lab'), 'workspaceId')).toEqual([
      `WorkspaceNameReserved ${winner}`,
    ]);
  });

  it('lets one of 6 workspaces renamed to the same name at once take it', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      ids.push((await admin.post('/api/workspaces', { name: `Squad ${n}` })).json().id);
    }
    const responses = await Promise.all(
      ids.map((id, n) => admin.put(`/api/workspaces/${id}`, { name: n % 2 ? 'Tiger' : 'tiger ' })),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(5).fill(409)]);
    expect(refusals(responses)).toEqual([NAME_TAKEN]);
    const winner = ids[responses.findIndex((response) => response.statusCode === 200)]!;
    expect(await reservations(workspaceNameStream('tiger'), 'workspaceId')).toEqual([
      `WorkspaceNameReserved ${winner}`,
    ]);
    // The losers keep their names, and the winner's old name is free again.
    const names = (await admin.get('/api/workspaces'))
      .json()
      .workspaces.map((w: { name: string }) => w.name) as string[];
    expect(names.filter((name) => /^squad \d$/i.test(name))).toHaveLength(5);
    expect(names.filter((name) => name.trim().toLowerCase() === 'tiger')).toHaveLength(1);
    const loser = ids.find((id) => id !== winner)!;
    const loserName = names.find((name) => name === `Squad ${ids.indexOf(loser)}`)!;
    expect((await admin.post('/api/workspaces', { name: loserName })).statusCode).toBe(409);
    const freed = `Squad ${ids.indexOf(winner)}`;
    expect((await admin.post('/api/workspaces', { name: freed.toUpperCase() })).statusCode).toBe(
      201,
    );
  });

  it('frees a name on rename and on delete, and keeps it for a case-only rename', async () => {
    const first = (await admin.post('/api/workspaces', { name: 'Atlas' })).json();
    expect((await admin.put(`/api/workspaces/${first.id}`, { name: 'ATLAS' })).statusCode).toBe(
      200,
    );
    expect((await admin.post('/api/workspaces', { name: 'atlas' })).statusCode).toBe(409);
    expect((await admin.put(`/api/workspaces/${first.id}`, { name: 'Orbit' })).statusCode).toBe(
      200,
    );
    const second = await admin.post('/api/workspaces', { name: 'Atlas' });
    expect(second.statusCode).toBe(201);
    expect((await admin.delete(`/api/workspaces/${first.id}`)).statusCode).toBe(204);
    expect((await admin.post('/api/workspaces', { name: 'orbit' })).statusCode).toBe(201);
    expect(await reservations(workspaceNameStream('atlas'), 'workspaceId')).toEqual([
      `WorkspaceNameReserved ${first.id}`,
      `WorkspaceNameReleased ${first.id}`,
      `WorkspaceNameReserved ${second.json().id}`,
    ]);
  });

  it('refuses the name of a demo workspace from the store, as the read model does', async () => {
    const response = await admin.post('/api/workspaces', { name: ' northwind HQ' });
    expect(response.statusCode).toBe(409);
    expect(refusals([response])).toEqual([NAME_TAKEN]);
    expect(await reservations(workspaceNameStream('Northwind HQ'), 'workspaceId')).toEqual([
      `WorkspaceNameReserved ${demoWorkspaceId('hq')}`,
    ]);
  });
});

describe('one live workspace per provider space', () => {
  it('lets one of 10 simultaneous creates linking the same space pass', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        admin.post('/api/workspaces', {
          name: `Race ${n}`,
          isProviderSpace: true,
          providerSpaceId: 'race-space',
        }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(9).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 201)!.json();
    expect(refusals(responses)).toEqual([
      `provider_space_linked: This Assembla space is already linked to the WorkSpace ${winner.name}.`,
    ]);
    expect(await reservations(workspaceProviderSpaceStream('race-space'), 'workspaceId')).toEqual([
      `WorkspaceProviderSpaceReserved ${winner.id}`,
    ]);
    // The losers' names were given back.
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser).toBeDefined();
    for (let n = 0; n < 10; n++) {
      if (`Race ${n}` === winner.name) continue;
      const names = await reservations(workspaceNameStream(`Race ${n}`), 'workspaceId');
      expect(names.filter((event) => event.startsWith('WorkspaceNameReserved')).length).toBe(
        names.filter((event) => event.startsWith('WorkspaceNameReleased')).length,
      );
    }
    const linked = (await admin.get('/api/workspaces'))
      .json()
      .workspaces.filter(
        (w: { providerSpaceId: string | null }) => w.providerSpaceId === 'race-space',
      );
    expect(linked).toHaveLength(1);
  });

  it('frees the space when its workspace is deleted', async () => {
    const body = { isProviderSpace: true, providerSpaceId: 'free-space' };
    const first = (await admin.post('/api/workspaces', { name: 'Free One', ...body })).json();
    const again = await admin.post('/api/workspaces', { name: 'Free Two', ...body });
    expect(again.statusCode).toBe(409);
    expect(refusals([again])).toEqual([
      'provider_space_linked: This Assembla space is already linked to the WorkSpace Free One.',
    ]);
    expect((await admin.delete(`/api/workspaces/${first.id}`)).statusCode).toBe(204);
    const second = await admin.post('/api/workspaces', { name: 'Free Two', ...body });
    expect(second.statusCode).toBe(201);
    expect(await reservations(workspaceProviderSpaceStream('free-space'), 'workspaceId')).toEqual([
      `WorkspaceProviderSpaceReserved ${first.id}`,
      `WorkspaceProviderSpaceReleased ${first.id}`,
      `WorkspaceProviderSpaceReserved ${second.json().id}`,
    ]);
  });
});

describe('a team in one template at most', () => {
  const TEAM_TAKEN = 'template_team_taken: A team can be in one template only.';
  const template = (name: string, teamIds: string[]) => ({
    name,
    teamIds,
    fields: ['Accuracy'],
  });
  const newTeam = async (name: string): Promise<string> =>
    (await admin.post('/api/teams', { name })).json().id;

  it('lets one of 10 simultaneous templates claiming the same team have it', async () => {
    const team = await newTeam('Racers');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? admin : manager).post('/api/templates', template(`Race ${n}`, [team])),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(refusals(responses)).toEqual([TEAM_TAKEN]);
    const winner = responses.find((response) => response.statusCode === 201)!.json().id;
    expect(await reservations(templateTeamStream(team), 'templateId')).toEqual([
      `TemplateTeamReserved ${winner}`,
    ]);
    const holders = (await admin.get('/api/templates'))
      .json()
      .templates.filter((x: { teams: { id: string }[] }) => x.teams.some((y) => y.id === team));
    expect(holders).toHaveLength(1);
  });

  it('lets one of two templates updated to the same team at once have it', async () => {
    const team = await newTeam('Climbers');
    const owners = [await newTeam('Climb A'), await newTeam('Climb B')];
    const ids: string[] = [];
    for (const [n, own] of owners.entries()) {
      ids.push((await admin.post('/api/templates', template(`Climb ${n}`, [own]))).json().id);
    }
    const responses = await Promise.all(
      ids.map((id, n) =>
        admin.put(`/api/templates/${id}`, template(`Climb ${n}`, [owners[n]!, team])),
      ),
    );
    expect(statuses(responses)).toEqual([200, 409]);
    expect(refusals(responses)).toEqual([TEAM_TAKEN]);
    const winner = ids[responses.findIndex((response) => response.statusCode === 200)];
    expect(await reservations(templateTeamStream(team), 'templateId')).toEqual([
      `TemplateTeamReserved ${winner}`,
    ]);
  });

  it('never gives two templates the same team when they claim overlapping teams', async () => {
    const [a, b] = [await newTeam('Overlap A'), await newTeam('Overlap B')];
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        admin.post('/api/templates', template(`Overlap ${n}`, n % 2 ? [a, b] : [b, a])),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(5).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 201)!.json().id;
    for (const team of [a, b]) {
      expect(await reservations(templateTeamStream(team), 'templateId')).toEqual([
        `TemplateTeamReserved ${winner}`,
      ]);
    }
  });

  it('frees a team when its template drops it or is deleted', async () => {
    const [kept, dropped] = [await newTeam('Keepers'), await newTeam('Droppers')];
    const first = (await admin.post('/api/templates', template('Holder', [kept, dropped]))).json()
      .id;
    expect((await admin.post('/api/templates', template('Taker', [dropped]))).statusCode).toBe(409);
    expect(
      (await admin.put(`/api/templates/${first}`, template('Holder', [kept]))).statusCode,
    ).toBe(200);
    const taker = await admin.post('/api/templates', template('Taker', [dropped]));
    expect(taker.statusCode).toBe(201);
    expect((await admin.post('/api/templates', template('Late', [kept]))).statusCode).toBe(409);
    expect((await admin.delete(`/api/templates/${first}`)).statusCode).toBe(204);
    expect((await admin.post('/api/templates', template('Late', [kept]))).statusCode).toBe(201);
    expect(await reservations(templateTeamStream(dropped), 'templateId')).toEqual([
      `TemplateTeamReserved ${first}`,
      `TemplateTeamReleased ${first}`,
      `TemplateTeamReserved ${taker.json().id}`,
    ]);
  });

  it("holds the demo templates' teams in the store", async () => {
    const response = await admin.post(
      '/api/templates',
      template('Platform again', [demoTeamId('Platform')]),
    );
    expect(response.statusCode).toBe(409);
    expect(
      (await t.deps.store.readStream(templateTeamStream(demoTeamId('Platform')))).map(
        (event) => event.type,
      ),
    ).toEqual(['TemplateTeamReserved']);
  });
});

describe('a refused command', () => {
  it('reserves nothing for an unknown workspace or template, or an unknown team', async () => {
    const head = await t.deps.store.headPosition();
    const nobody = '00000000-0000-4000-8000-000000000000';
    const body = { name: 'Nowhere', teamIds: [demoTeamId('People')], fields: ['Accuracy'] };
    expect((await admin.put(`/api/workspaces/${nobody}`, { name: 'Nowhere' })).statusCode).toBe(
      404,
    );
    expect((await admin.put(`/api/templates/${nobody}`, body)).statusCode).toBe(404);
    expect(
      (await admin.post('/api/templates', { ...body, teamIds: [nobody] })).json().error.code,
    ).toBe('template_team_unknown');
    expect(await t.deps.store.headPosition()).toBe(head);
  });
});

describe('a reservation whose holder never carried the key', () => {
  it('is refused within the grace period and taken over after it', async () => {
    const ghost = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
    await t.deps.store.appendToStream(workspaceNameStream('Ghost Town'), [
      {
        id: '1e1e1e1e-1e1e-4e1e-8e1e-1e1e1e1e1e1e',
        type: 'WorkspaceNameReserved',
        data: { name: 'Ghost Town', workspaceId: ghost },
        metadata: {
          actorId: null,
          at: t.clock.now().toISOString(),
          correlationId: ghost,
          causationId: null,
          source: 'web',
        },
      },
    ]);
    expect((await t.deps.store.readStream(workspaceStream(ghost))).length).toBe(0);
    expect((await admin.post('/api/workspaces', { name: 'ghost town' })).statusCode).toBe(409);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 61_000));
    try {
      const response = await admin.post('/api/workspaces', { name: 'ghost town' });
      expect(response.statusCode).toBe(201);
      expect(await reservations(workspaceNameStream('Ghost Town'), 'workspaceId')).toEqual([
        `WorkspaceNameReserved ${ghost}`,
        `WorkspaceNameReserved ${response.json().id}`,
      ]);
    } finally {
      t.clock.set(now);
    }
  });
});
