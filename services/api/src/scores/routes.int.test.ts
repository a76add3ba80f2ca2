import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDate,
  scoredMonthOf,
  scoreStream,
  shiftMonth,
  type ScoreDetailsInput,
} from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { registerUser } from '../users/register.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let as: Record<'admin' | 'manager' | 'viewer' | 'hr' | 'lead' | 'user', Client>;
let sam: Client;
let samId: string;
let quinnId: string;
let month: string;
const head = () => t.deps.store.headPosition();

const FIELDS = ['Code quality', 'Delivery', 'Teamwork', 'Communication'];
const general = (...ratings: number[]): ScoreDetailsInput => ({
  type: 'general',
  criteria: FIELDS.map((name, i) => ({ name, rating: ratings[i]! })),
});

/** A person in `team`, scored by `leads` (demo person keys), who can sign in. */
async function addPerson(key: string, team: string, leads: string[]) {
  const { userId } = await registerUser(
    t.deps.store,
    t.deps.pool,
    {
      email: demoEmail(key),
      name: key[0]!.toUpperCase() + key.slice(1),
      role: 'User',
      status: 'active',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      via: 'admin',
      teamName: team,
      leadIds: leads.map((lead) => personId(lead as 'lead')),
      workspaceIds: [],
      defaultWorkspaceId: null,
      isProviderUser: false,
      isLead: false,
      gender: 'M',
    },
    { actorId: null, at: t.clock.now(), correlationId: newId(), source: 'system' },
  );
  return userId;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  month = scoredMonthOf(localDate(t.clock.now(), 'UTC'));
  samId = await addPerson('sam', 'Platform', ['lead', 'manager', 'admin']);
  quinnId = await addPerson('quinn', 'Nowhere', ['lead']);
  await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
  as = await signedInClients(t.app, ['admin', 'manager', 'viewer', 'hr', 'lead', 'user']);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail('sam'), password: DEMO_PASSWORD },
  });
  sam = clientFor(t.app, `teamledger_session=${login.cookies[0]!.value}`);
}, 60_000);
afterAll(() => t.close());

const stepUrl = (userId: string, m: string, step: string) =>
  `/api/scores/${userId}/${m}/steps/${step}`;

describe('access', () => {
  it('refuses anonymous callers, and plain users the all-user and team lists', async () => {
    expect((await clientFor(t.app).get('/api/scores')).statusCode).toBe(401);
    expect((await as.user.get('/api/scores')).statusCode).toBe(403);
    expect((await as.viewer.get('/api/scores')).statusCode).toBe(403);
    expect((await as.user.get('/api/scores/team')).statusCode).toBe(403);
  });
  it("refuses a plain user another person's score and history (403)", async () => {
    expect((await as.user.get(`/api/scores/${samId}/${month}`)).statusCode).toBe(403);
    expect((await as.user.get(`/api/scores/${samId}/${month}/history`)).statusCode).toBe(403);
    expect((await as.user.get(`/api/scores/mine?userId=${samId}`)).statusCode).toBe(403);
  });
  it('shows a lead only the people they lead, and HR everyone', async () => {
    const team = (await as.manager.get('/api/scores/team')).json();
    expect(team.people.map((p: { user: { id: string } }) => p.user.id)).toEqual([samId]);
    expect((await as.manager.get(`/api/scores/team?userId=${personId('user')}`)).statusCode).toBe(
      403,
    );
    const liam = (await as.lead.get('/api/scores/team')).json();
    expect(liam.people.map((p: { user: { name: string } }) => p.user.name)).toEqual([
      'Pavel Novak',
      'Quinn',
      'Sam',
      'Uma Patel',
    ]);
    const all = (await as.hr.get('/api/scores?months=12')).json();
    expect(all.people.length).toBeGreaterThanOrEqual(4);
    expect((await as.hr.get('/api/scores?months=5')).statusCode).toBe(400);
  });
});

describe('the demo scores', () => {
  it('show the last three months in every state, with the average', async () => {
    const { people, currentMonth, months } = (await as.admin.get('/api/scores?months=3')).json();
    expect(currentMonth).toBe(month);
    expect(months).toEqual([shiftMonth(month, -2), shiftMonth(month, -1), month]);
    const uma = people.find((p: { user: { id: string } }) => p.user.id === personId('user'));
    expect(
      uma.scores.map((s: { month: string; status: string; approved: boolean }) => [
        s.month,
        s.status,
        s.approved,
      ]),
    ).toEqual([
      [month, 'pending', false],
      [shiftMonth(month, -1), 'submitted', false],
      [shiftMonth(month, -2), 'submitted', true],
    ]);
    expect(uma.current.steps[0]).toMatchObject({
      step: 'lead1',
      leadName: 'Liam Carter',
      status: 'draft',
    });
    expect(uma.scores[2].total).toBe(4.25);
    expect(uma.average).toBe(Math.round(((uma.scores[1].total + 4.25) / 2) * 100) / 100);
  });
});

describe('scoring a month', () => {
  it('offers the team template and pre-fills project weightages from logged hours', async () => {
    const form = (await as.lead.get(`/api/scores/${personId('user')}/${month}`)).json();
    expect(form.template).toEqual({ name: 'Engineering', fields: FIELDS });
    expect(form.projects.length).toBeGreaterThan(0);
    expect(
      form.projects.reduce((sum: number, p: { weightage: number }) => sum + p.weightage, 0),
    ).toBe(100);
    const total = form.projects.reduce((sum: number, p: { hours: number }) => sum + p.hours, 0);
    expect(form.projects[0].weightage).toBe(Math.round((form.projects[0].hours / total) * 100));
  });

  it('refuses weightages that do not sum to 100, then takes a project score', async () => {
    const project = (name: string, weightage: number) => ({
      name,
      weightage,
      comments: '',
      criteria: FIELDS.map((n) => ({ name: n, rating: 4 })),
    });
    const before = await head();
    const wrong = await as.lead.put(stepUrl(personId('user'), month, 'lead1'), {
      status: 'submitted',
      baseVersion: 1,
      score: { type: 'project', projects: [project('A', 60), project('B', 30)] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(
      'The project weightage is not 100. Current Weightage is 90',
    );
    expect(await head()).toBe(before);
    const score = {
      type: 'project' as const,
      projects: [project('A', 60), project('B', 40), project('C', 0)],
    };
    const saved = await as.lead.put(stepUrl(personId('user'), month, 'lead1'), {
      status: 'submitted',
      baseVersion: 1,
      score,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().steps[0].score.projects).toHaveLength(2);
    expect(saved.json()).toMatchObject({ status: 'submitted', total: 4 });
  });

  it("says 'This User Team has no templates assigned to it.' (422)", async () => {
    expect((await as.lead.get(`/api/scores/${quinnId}/${month}`)).json().template).toBeNull();
    const response = await as.lead.put(stepUrl(quinnId, month, 'lead1'), {
      status: 'draft',
      baseVersion: 0,
      score: general(3, 3, 3, 3),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('This User Team has no templates assigned to it.');
  });

  it('takes three leads and HR, totals the submitted steps, approves and then freezes', async () => {
    const url = (step: string) => stepUrl(samId, month, step);
    expect(
      (
        await as.manager.put(url('lead1'), {
          status: 'draft',
          baseVersion: 0,
          score: general(1, 1, 1, 1),
        })
      ).statusCode,
    ).toBe(403);
    // The lead sees their step's total; the month's running total waits for every lead.
    const first = await as.lead.put(url('lead1'), {
      status: 'submitted',
      baseVersion: 0,
      score: general(4, 5, 4, 4),
    });
    expect(first.json()).toMatchObject({ total: null, steps: [{ step: 'lead1', total: 4.25 }] });
    const hrDraft = await as.hr.put(url('hr'), { status: 'draft', baseVersion: 0, comments: 'x' });
    expect(hrDraft.statusCode).toBe(422);
    expect(hrDraft.json().error.message).toBe('HR saves only as final.');
    const third = await as.admin.put(url('lead3'), {
      status: 'submitted',
      baseVersion: 0,
      score: general(3, 3, 3, 3),
    });
    expect(third.json()).toMatchObject({ total: 3.63, status: 'pending' });
    // Sam logged no hours: no project score.
    const projects = await as.manager.put(url('lead2'), {
      status: 'submitted',
      baseVersion: 0,
      score: {
        type: 'project',
        projects: [
          {
            name: 'A',
            weightage: 100,
            criteria: FIELDS.map((name) => ({ name, rating: 5 })),
          },
        ],
      },
    });
    expect(projects.statusCode).toBe(422);
    const last = await as.manager.put(url('lead2'), {
      status: 'submitted',
      baseVersion: 0,
      score: general(5, 5, 5, 5),
    });
    expect(last.json()).toMatchObject({ total: 4.08, status: 'submitted', approved: false });
    expect(
      (await as.hr.put(url('hr'), { status: 'submitted', baseVersion: 0, comments: 'Well done.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await as.lead.put(url('lead1'), {
          status: 'draft',
          baseVersion: 1,
          score: general(1, 1, 1, 1),
        })
      ).statusCode,
    ).toBe(409);

    expect(
      (await as.lead.post('/api/scores/approve', { scores: [{ userId: samId, month }] }))
        .statusCode,
    ).toBe(403);
    const approved = await as.hr.post('/api/scores/approve', {
      scores: [{ userId: samId, month }],
    });
    expect(approved.json()).toEqual({ approved: [{ userId: samId, month }] });
    const none = await as.hr.post('/api/scores/approve', { scores: [{ userId: samId, month }] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('There are no Scores to Approve.');
    const frozen = await as.hr.put(url('hr'), {
      status: 'submitted',
      baseVersion: 1,
      comments: 'Again.',
    });
    expect(frozen.statusCode).toBe(409);

    const mine = (await sam.get('/api/scores/mine?months=1')).json();
    expect(mine.people[0].current).toMatchObject({
      total: 4.08,
      approved: true,
      status: 'submitted',
    });
    expect(
      mine.people[0].current.steps.map((s: { step: string; status: string }) => [s.step, s.status]),
    ).toEqual([
      ['lead1', 'submitted'],
      ['lead2', 'submitted'],
      ['lead3', 'submitted'],
      ['hr', 'submitted'],
    ]);

    const history = (await sam.get(`/api/scores/${samId}/${month}/history`)).json().entries;
    expect(
      history.map(
        (e: {
          kind: string;
          step: string | null;
          actor: { name: string } | null;
          totalAfter: number | null;
        }) => [e.kind, e.step, e.actor?.name, e.totalAfter],
      ),
    ).toEqual([
      ['saved', 'lead1', 'Liam Carter', 4.25],
      ['saved', 'lead3', 'Amina Qureshi', 3.63],
      ['saved', 'lead2', 'Marco Rossi', 4.08],
      ['submitted', null, 'Marco Rossi', 4.08],
      ['saved', 'hr', 'Hira Hassan', 4.08],
      ['approved', null, 'Hira Hassan', 4.08],
    ]);
    expect(history[1].totalBefore).toBe(4.25);
  });

  it('refuses a month that is not over yet (422)', async () => {
    const response = await as.lead.put(stepUrl(samId, shiftMonth(month, 1), 'lead1'), {
      status: 'draft',
      baseVersion: 0,
      score: general(3, 3, 3, 3),
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('score reminders', () => {
  it('record one reminder per lead who has not submitted', async () => {
    const m = shiftMonth(month, -60);
    await as.lead.put(stepUrl(samId, m, 'lead1'), {
      status: 'submitted',
      baseVersion: 0,
      score: general(3, 3, 3, 3),
    });
    expect(
      (await as.lead.post('/api/scores/reminders', { scores: [{ userId: samId, month: m }] }))
        .statusCode,
    ).toBe(403);
    const response = await as.hr.post('/api/scores/reminders', {
      scores: [{ userId: samId, month: m }],
    });
    expect(response.statusCode).toBe(201);
    expect(
      response.json().reminders.map((r: { step: string; leadId: string }) => [r.step, r.leadId]),
    ).toEqual([
      ['lead2', personId('manager')],
      ['lead3', personId('admin')],
    ]);
    const events = await streamEvents(t.deps.store, scoreStream(samId, m));
    expect(events.filter((e) => e.type === 'ScoreReminderRequested')).toHaveLength(2);
    const none = await as.hr.post('/api/scores/reminders', {
      scores: [{ userId: samId, month: m, step: 'lead1' }],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('No Lead Assigned / Already Submit the Score');
  });
});

describe('two leads and HR saving one score at the same moment', () => {
  it('keeps every step over 50 rounds, and a stale save of the same step gets 409', async () => {
    for (let round = 1; round <= 50; round++) {
      const m = shiftMonth(month, -round);
      const draft = (ratings: number) => ({
        status: 'draft',
        baseVersion: 0,
        score: general(ratings, ratings, ratings, ratings),
      });
      const responses = await Promise.all([
        as.lead.put(stepUrl(samId, m, 'lead1'), draft(4)),
        as.manager.put(stepUrl(samId, m, 'lead2'), draft(3)),
        as.hr.put(stepUrl(samId, m, 'hr'), {
          status: 'submitted',
          baseVersion: 0,
          comments: `Round ${round}`,
        }),
        // The same lead's second tab, opened on the same version: one of the two is stale.
        as.lead.put(stepUrl(samId, m, 'lead1'), draft(5)),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect([...statuses].sort()).toEqual([200, 200, 200, 409]);
      expect([statuses[1], statuses[2]]).toEqual([200, 200]);
      const saved = (await streamEvents(t.deps.store, scoreStream(samId, m))).filter(
        (e) => e.type === 'ScoreStepSaved',
      );
      expect(saved.map((e) => e.data.step).sort()).toEqual(['hr', 'lead1', 'lead2']);
    }
  }, 120_000);
});

describe('score privacy (DESIGN.md 6.9): lead 1 Liam and lead 2 Pavel score Vera', () => {
  let vera: Client;
  let pavel: Client;
  let veraId: string;
  const url = (suffix = '') => `/api/scores/${veraId}/${month}${suffix}`;
  const stepsOf = (score: { steps: { step: string; comments: string }[] }) =>
    score.steps.map((s) => [s.step, s.comments]);
  const veraIn = (list: { people: { user: { id: string } }[] }) =>
    list.people.find((p) => p.user.id === veraId) as unknown as {
      current: { total: number | null; steps: { step: string; comments: string }[] };
      scores: unknown[];
    };

  beforeAll(async () => {
    // Added here, last: Pavel leading someone makes him a lead for the rest of the file.
    veraId = await addPerson('vera', 'Platform', ['lead', 'provider']);
    await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
    ({ provider: pavel } = await signedInClients(t.app, ['provider']));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('vera'), password: DEMO_PASSWORD },
    });
    vera = clientFor(t.app, `teamledger_session=${login.cookies[0]!.value}`);
    const draft = (client: Client, step: string, comments: string, rating: number) =>
      client.put(`${url()}/steps/${step}`, {
        status: 'draft',
        baseVersion: 0,
        score: general(rating, rating, rating, rating),
        comments,
      });
    expect((await draft(as.lead, 'lead1', 'Liam private', 4)).statusCode).toBe(200);
    expect((await draft(pavel, 'lead2', 'Pavel private', 2)).statusCode).toBe(200);
  });

  it("shows lead 2 only their own draft, never lead 1's ratings or comments", async () => {
    const own = await pavel.get(url());
    expect(own.statusCode).toBe(200);
    expect(stepsOf(own.json().score)).toEqual([['lead2', 'Pavel private']]);
    expect(own.json().score.total).toBeNull();
    expect(own.body).not.toContain('Liam private');
    const team = (await pavel.get('/api/scores/team?months=1')).json();
    expect(stepsOf(veraIn(team).current)).toEqual([['lead2', 'Pavel private']]);
    expect(JSON.stringify(team)).not.toContain('Liam private');
    const liam = (await as.lead.get('/api/scores/team?months=1')).json();
    expect(stepsOf(veraIn(liam).current)).toEqual([['lead1', 'Liam private']]);
    expect((await as.lead.get(url())).json().score.steps).toHaveLength(1);
  });

  it("shows a lead only their own step's history, without the running totals", async () => {
    const entries = (await pavel.get(url('/history'))).json().entries;
    expect(
      entries.map((e: { kind: string; step: string; totalAfter: number | null }) => [
        e.kind,
        e.step,
        e.totalAfter,
      ]),
    ).toEqual([['saved', 'lead2', null]]);
  });

  it('refuses a lead who does not lead the person (403), score and history', async () => {
    expect((await pavel.get(`/api/scores/${samId}/${month}`)).statusCode).toBe(403);
    expect((await pavel.get(`/api/scores/${samId}/${month}/history`)).statusCode).toBe(403);
    expect((await pavel.get(`/api/scores/team?userId=${samId}`)).statusCode).toBe(403);
    expect((await as.lead.get(`/api/scores/${personId('manager')}/${month}`)).statusCode).toBe(403);
  });

  it('shows HR, Admins and Managers every step, in the score, the lists and the history', async () => {
    for (const client of [as.hr, as.admin, as.manager]) {
      const { score } = (await client.get(url())).json();
      expect(stepsOf(score)).toEqual([
        ['lead1', 'Liam private'],
        ['lead2', 'Pavel private'],
        ['hr', ''],
      ]);
      expect((await client.get(url('/history'))).json().entries).toHaveLength(2);
    }
    const all = (await as.admin.get(`/api/scores?months=1&userId=${veraId}`)).json();
    expect(stepsOf(veraIn(all).current).map(([step]) => step)).toEqual(['lead1', 'lead2', 'hr']);
  });

  it('shows Vera nothing of her month before approval', async () => {
    expect((await vera.get(url())).statusCode).toBe(403);
    expect((await vera.get(url('/history'))).statusCode).toBe(403);
    const mine = await vera.get('/api/scores/mine?months=1');
    expect(mine.json().people[0]).toMatchObject({
      scores: [],
      average: null,
      current: { month, total: null, exists: false, approved: false, steps: [] },
    });
    expect(mine.body).not.toContain('private');
  });

  it("shows Vera every step's comments once approved, and the lead still only their own", async () => {
    const submit = (client: Client, step: string, rating: number) =>
      client.put(`${url()}/steps/${step}`, {
        status: 'submitted',
        baseVersion: 1,
        score: general(rating, rating, rating, rating),
        comments: `${step} final`,
      });
    expect((await submit(as.lead, 'lead1', 4)).statusCode).toBe(200);
    // Every lead submitted: the month total (4 + 2) / 2 is final, and lead 2 may see it.
    const last = await submit(pavel, 'lead2', 2);
    expect(last.json()).toMatchObject({ status: 'submitted', total: 3 });
    expect(stepsOf(last.json())).toEqual([['lead2', 'lead2 final']]);
    expect(
      (
        await as.hr.put(`${url()}/steps/hr`, {
          status: 'submitted',
          baseVersion: 0,
          comments: 'HR final',
        })
      ).statusCode,
    ).toBe(200);
    expect((await vera.get(url())).statusCode).toBe(403);
    expect(
      (await as.hr.post('/api/scores/approve', { scores: [{ userId: veraId, month }] })).statusCode,
    ).toBe(200);

    const seen = (await vera.get(url())).json().score;
    expect(stepsOf(seen)).toEqual([
      ['lead1', 'lead1 final'],
      ['lead2', 'lead2 final'],
      ['hr', 'HR final'],
    ]);
    expect(seen.total).toBe(3);
    const mine = (await vera.get('/api/scores/mine?months=1')).json().people[0];
    expect(mine.current.steps).toHaveLength(3);
    expect(mine.average).toBe(3);
    const history = (await vera.get(url('/history'))).json().entries;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual([
      'saved',
      'saved',
      'saved',
      'saved',
      'submitted',
      'saved',
      'approved',
    ]);
    expect(stepsOf((await pavel.get(url())).json().score)).toEqual([['lead2', 'lead2 final']]);
  });

  it("refuses HR comments on HR's own score (403) and appends nothing", async () => {
    const before = await head();
    const own = await as.hr.put(`/api/scores/${personId('hr')}/${month}/steps/hr`, {
      status: 'submitted',
      baseVersion: 0,
      comments: 'About myself',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('HR writes no comments on their own score.');
    expect(await head()).toBe(before);
  });
});

describe('steps saved at the test clock', () => {
  afterAll(() => t.clock.reset());

  it('answer the time they were saved at, the same the next read shows', async () => {
    const wrenId = await addPerson('wren', 'Platform', ['lead']);
    await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
    // A day ahead of the real time, on a whole second.
    const movedTo = Math.floor(Date.now() / 1_000) * 1_000 + 86_400_000;
    t.clock.set(new Date(movedTo));
    const save = (client: Client, step: string, body: object) =>
      client.put(stepUrl(wrenId, month, step), { baseVersion: 0, ...body });
    const savedAtOf = (score: { steps: { step: string; savedAt: string | null }[] }) =>
      Object.fromEntries(score.steps.map((s) => [s.step, s.savedAt]));

    const draft = await save(as.lead, 'lead1', {
      status: 'draft',
      score: general(3, 3, 3, 3),
      comments: 'Draft at the test clock',
    });
    expect(draft.statusCode).toBe(200);
    const leadSavedAt = savedAtOf(draft.json()).lead1!;
    expect(Date.parse(leadSavedAt)).toBeGreaterThanOrEqual(movedTo);
    expect(Date.parse(leadSavedAt)).toBeLessThan(movedTo + 10_000);
    const read = await as.lead.get(`/api/scores/${wrenId}/${month}`);
    expect(savedAtOf(read.json().score)).toEqual({ lead1: leadSavedAt });

    // HR's save answers its own time and the lead's step as saved before.
    const submitted = await save(as.lead, 'lead1', {
      baseVersion: 1,
      status: 'submitted',
      score: general(4, 4, 4, 4),
      comments: 'Submitted at the test clock',
    });
    expect(submitted.statusCode).toBe(200);
    const leadSubmittedAt = savedAtOf(submitted.json()).lead1!;
    expect(Date.parse(leadSubmittedAt)).toBeGreaterThanOrEqual(Date.parse(leadSavedAt));
    const hr = await save(as.hr, 'hr', { status: 'submitted', comments: 'HR at the test clock' });
    expect(hr.statusCode, hr.body).toBe(200);
    const answered = savedAtOf(hr.json());
    expect(answered.lead1).toBe(leadSubmittedAt);
    expect(Date.parse(answered.hr!)).toBeGreaterThanOrEqual(Date.parse(leadSubmittedAt));
    expect(Date.parse(answered.hr!)).toBeLessThan(movedTo + 10_000);
    const hrRead = await as.hr.get(`/api/scores/${wrenId}/${month}`);
    expect(savedAtOf(hrRead.json().score)).toEqual(answered);
  });
});
