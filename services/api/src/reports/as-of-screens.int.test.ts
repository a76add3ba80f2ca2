import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scoreStream,
  userStream,
  worklogDayStream,
  type ScoreForm,
  type ScoreList,
} from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { csvLines, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { recordAt, submittedStep } from '../test-support/recorded-at.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The demo's plain user Uma (UTC company) in December 2026, each event recorded at its own
 * instant: on Tue 1 Dec 4 h made at 12:00 and 3.5 h at 17:00 in Platform Core (No
 * Milestone); on 3 Dec at 10:00 the Admin corrects the 4 h to 4.5 h. Her November score:
 * Lead 1 submits 4 and 5 (4.5) on 2 Dec at 10:00, Lead 2 submits 3 at 11:00 (3.75), HR
 * approves on 5 Dec, Lead 2 re-rates 4 on 6 Dec (4.25). Vera (a Viewer) logs 2 h on
 * Tuesday at 13:00 and is deactivated on 4 Dec. Now is 10 Dec, 12:00 (the test
 * clock runs on from there).
 */
let t: TestApp;
let admin: Client;
let user: Client;
let hr: Client;
let liam: Client;
const me = personId('user');
const vera = personId('viewer');
const space = demoWorkspaceId('platform');
const first = randomUUID();
const TUE = '2026-12-01';
const BEFORE_CORRECTION = '2026-12-02T12:00:00.000Z';
const BETWEEN_STEPS = '2026-12-02T10:30:00.000Z';

const record = (
  at: string,
  stream: string,
  type: string,
  data: Record<string, unknown>,
  actorId: string = me,
) => recordAt(t.deps.store, at, stream, type, data, { actorId });

const entry = (worklogId: string, hours: number, loggedAt: string) => ({
  worklogId,
  userId: me,
  workspaceId: space,
  milestoneId: null,
  title: `Work ${hours}`,
  details: 'Work',
  hours,
  date: TUE,
  loggedAt,
  ticket: null,
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-12-10T12:00:00.000Z'));
  ({ admin, user, hr, lead: liam } = await signedInClients(t.app, ['admin', 'user', 'hr', 'lead']));
  const day = worklogDayStream(me, TUE);
  await record('2026-12-01T12:00:00.000Z', day, 'HoursLogged', {
    ...entry(first, 4, '2026-12-01T12:00:00.000Z'),
    title: 'API work',
  });
  await record(
    '2026-12-01T17:00:00.000Z',
    day,
    'HoursLogged',
    entry(randomUUID(), 3.5, '2026-12-01T17:00:00.000Z'),
  );
  const fields = (hours: number) => ({
    workspaceId: space,
    milestoneId: null,
    title: 'API work',
    details: 'Work',
    hours,
    date: TUE,
  });
  await record(
    '2026-12-03T10:00:00.000Z',
    day,
    'HoursCorrected',
    {
      worklogId: first,
      userId: me,
      from: fields(4),
      to: fields(4.5),
      loggedAt: '2026-12-01T12:00:00.000Z',
      reason: 'Forgot the review',
      by: personId('admin'),
    },
    personId('admin'),
  );
  const step = (step: 'lead1' | 'lead2', ratings: number[], total: number, after: number) =>
    submittedStep(
      { userId: me, month: '2026-11', leadId: personId('lead') },
      step,
      ratings,
      total,
      after,
    );
  const score = scoreStream(me, '2026-11');
  const lead = personId('lead');
  await record(
    '2026-12-02T10:00:00.000Z',
    score,
    'ScoreStepSaved',
    step('lead1', [4, 5], 4.5, 4.5),
    lead,
  );
  await record(
    '2026-12-02T11:00:00.000Z',
    score,
    'ScoreStepSaved',
    step('lead2', [3], 3, 3.75),
    lead,
  );
  await record(
    '2026-12-02T11:00:00.000Z',
    score,
    'ScoreSubmitted',
    { userId: me, month: '2026-11', total: 3.75 },
    lead,
  );
  await record(
    '2026-12-05T10:00:00.000Z',
    score,
    'ScoreApproved',
    { userId: me, month: '2026-11', total: 3.75, approvedBy: personId('hr') },
    personId('hr'),
  );
  await record(
    '2026-12-06T10:00:00.000Z',
    score,
    'ScoreStepSaved',
    step('lead2', [4], 4, 4.25),
    lead,
  );
  // Vera (a Viewer) logs 2 h on Tuesday; the Admin deactivates her on 4 Dec.
  await record('2026-12-01T13:00:00.000Z', worklogDayStream(vera, TUE), 'HoursLogged', {
    ...entry(randomUUID(), 2, '2026-12-01T13:00:00.000Z'),
    userId: vera,
  });
  await record(
    '2026-12-04T10:00:00.000Z',
    userStream(vera),
    'UserStatusChanged',
    { userId: vera, from: 'active', to: 'inactive', reason: 'Contract paused' },
    personId('admin'),
  );
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

const RANGE = `from=${TUE}&to=2026-12-04&users=${me}`;

describe('Milestone report as of an instant', () => {
  const milestones = async (client: Client, asOf?: string) => {
    const answer = await client.get(
      `/api/reports/milestones?${RANGE}${asOf ? `&asOf=${asOf}` : ''}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{
      totalHours: number;
      milestones: {
        milestone: null;
        workspace: { name: string };
        hours: number;
        entries: number;
      }[];
      users: { userId: string; totalHours: number; entries: number }[];
    }>();
  };

  it('counts the hours as they stood before the correction, and as corrected since', async () => {
    const now = await milestones(admin);
    expect(now.totalHours).toBe(8);
    const then = await milestones(admin, BEFORE_CORRECTION);
    expect(then.totalHours).toBe(7.5);
    expect(then.milestones).toEqual([
      { workspace: { id: space, name: 'Platform Core' }, milestone: null, hours: 7.5, entries: 2 },
    ]);
    expect(then.users).toMatchObject([{ userId: me, totalHours: 7.5, entries: 2 }]);
    // Before anything was logged the card is there, without hours.
    const before = await milestones(admin, '2026-12-01T08:00:00Z');
    expect([before.totalHours, before.milestones, before.users[0]?.totalHours]).toEqual([0, [], 0]);
  });

  it("lists a person's or a card's entries as they stood, newest first", async () => {
    const hours = async (query: string, asOf?: string) => {
      const answer = await admin.get(
        `/api/reports/milestones/entries?${RANGE}&${query}${asOf ? `&asOf=${asOf}` : ''}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<{ entries: { hours: number }[]; total: number }>()
        .entries.map((entry) => entry.hours);
    };
    expect(await hours(`userId=${me}`, BEFORE_CORRECTION)).toEqual([3.5, 4]);
    expect(await hours(`userId=${me}`)).toEqual([3.5, 4.5]);
    expect(await hours(`workspaceId=${space}&milestoneId=none`, BEFORE_CORRECTION)).toEqual([
      3.5, 4,
    ]);
    expect(await hours(`userId=${me}`, '2026-12-01T12:30:00Z')).toEqual([4]);
  });

  it('downloads MilestoneReport.csv as it stood', async () => {
    const lines = (asOf: string) =>
      admin
        .get(`/api/reports/milestones?${RANGE}&asOf=${asOf}`, { accept: 'text/csv' })
        .then((response) => csvLines(response).map((line) => line.split(',').slice(0, 4)));
    expect(await lines(BEFORE_CORRECTION)).toEqual([
      ['Milestone', 'WorkSpace', 'Name', 'Date'],
      ['No Milestone', 'Platform Core', 'Uma Patel', TUE],
      ['No Milestone', 'Platform Core', 'Uma Patel', TUE],
    ]);
    const csv = await admin.get(`/api/reports/milestones?${RANGE}&asOf=${BEFORE_CORRECTION}`, {
      accept: 'text/csv',
    });
    expect(csvLines(csv).some((line) => line.endsWith(',4'))).toBe(true);
    expect(csvLines(csv).some((line) => line.endsWith(',4.5'))).toBe(false);
  });

  it('a plain user sees only their own hours as of then too', async () => {
    const own = await user.get(
      `/api/reports/milestones?from=${TUE}&to=2026-12-04&asOf=${BEFORE_CORRECTION}`,
    );
    expect(own.json().users.map((card: { userId: string }) => card.userId)).toEqual([me]);
    const other = await user.get(
      `/api/reports/milestones?from=${TUE}&to=2026-12-04&users=${personId('lead')}&asOf=${BEFORE_CORRECTION}`,
    );
    expect(other.statusCode).toBe(403);
  });

  it('refuses an instant that is not one, or is still to come', async () => {
    const bad = await admin.get(`/api/reports/milestones?${RANGE}&asOf=yesterday`);
    expect([bad.statusCode, bad.json().error.fields]).toEqual([
      400,
      { asOf: 'Not an instant (YYYY-MM-DDTHH:MM:SSZ) from 1900 to 2100' },
    ]);
    const future = await admin.get(`/api/reports/milestones?${RANGE}&asOf=2026-12-11T00:00:00Z`);
    expect([future.statusCode, future.json().error.fields]).toEqual([
      400,
      { asOf: 'The instant cannot be in the future.' },
    ]);
  });
});

describe('TimeSheet chart and CSV as of an instant', () => {
  it('charts the day as it stood, and the CSV has the rows as they stood', async () => {
    const chart = async (asOf?: string) =>
      (await admin.get(`/api/reports/timesheet?${RANGE}${asOf ? `&asOf=${asOf}` : ''}`))
        .json<{ chart: { days: { date: string; byWorkspace: { hours: number }[] }[] } }>()
        .chart.days.find((day) => day.date === TUE)?.byWorkspace;
    expect(await chart()).toEqual([{ workspaceId: space, hours: 8 }]);
    expect(await chart(BEFORE_CORRECTION)).toEqual([{ workspaceId: space, hours: 7.5 }]);
    const csv = (asOf?: string) =>
      admin
        .get(`/api/reports/timesheet?${RANGE}${asOf ? `&asOf=${asOf}` : ''}`, {
          accept: 'text/csv',
        })
        .then(csvLines);
    expect(await csv(BEFORE_CORRECTION)).toEqual([
      'Name,Team Name,Milestone,Space,Hours',
      'Uma Patel,Platform,No Milestone,Platform Core,7.5',
    ]);
    expect((await csv())[1]).toBe('Uma Patel,Platform,No Milestone,Platform Core,8');
  });

  it('Detail and Login/Hours CSVs are as they stood too', async () => {
    /** The cells of a CSV line, a quoted cell's commas kept. */
    const cellsOf = (line: string) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map(([, cell]) => cell!.replace(/^"|"$/g, '').replaceAll('""', '"'));
    const hoursColumn = async (path: string, header: string, asOf?: string) => {
      const lines = csvLines(
        await admin.get(`/api/reports/${path}?${RANGE}${asOf ? `&asOf=${asOf}` : ''}`, {
          accept: 'text/csv',
        }),
      ).map(cellsOf);
      const column = lines[0]!.indexOf(header);
      return lines.slice(1).map((cells) => cells[column]);
    };
    expect(await hoursColumn('detail', 'Total Logged Hours', BEFORE_CORRECTION)).toEqual(['7.5']);
    expect(await hoursColumn('detail', 'Total Logged Hours')).toEqual(['8']);
    expect(await hoursColumn('login-hours', 'Total Hours', BEFORE_CORRECTION)).toContain('7.5');
    expect(await hoursColumn('login-hours', 'Total Hours')).not.toContain('7.5');
  });
});

describe("A score's detail as of an instant and as approved", () => {
  const detail = async (client: Client, asOf?: string) => {
    const answer = await client.get(`/api/scores/${me}/2026-11${asOf ? `?asOf=${asOf}` : ''}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ScoreForm>();
  };
  const figures = (score: ScoreForm['score']) => [
    score.total,
    score.status,
    score.approved,
    score.steps.map((step) => [step.step, step.status, step.total]),
  ];

  it('shows the steps, ratings, total and status as recorded by then', async () => {
    const between = await detail(hr, BETWEEN_STEPS);
    expect(figures(between.score)).toEqual([
      4.5,
      'pending',
      false,
      [
        ['lead1', 'submitted', 4.5],
        ['hr', 'pending', null],
      ],
    ]);
    expect(between.score.steps[0]!.score).toEqual({
      type: 'general',
      criteria: [
        { name: 'Criterion 1', rating: 4 },
        { name: 'Criterion 2', rating: 5 },
      ],
    });
    const now = await detail(hr);
    expect(now.score.total).toBe(4.25);
  });

  it('an approved score also answers as it stood when approved', async () => {
    const { score, approval } = await detail(user);
    expect(score.total).toBe(4.25);
    expect(approval?.at).toBe('2026-12-05T10:00:00.000Z');
    expect(figures(approval!.score)).toEqual([
      3.75,
      'submitted',
      true,
      [
        ['lead1', 'submitted', 4.5],
        ['lead2', 'submitted', 3],
        ['hr', 'pending', null],
      ],
    ]);
  });

  it('answers only what the asker may see today, and refuses a bad or future instant', async () => {
    // The lead sees their own steps; someone else's month is refused as of any instant.
    const other = await user.get(`/api/scores/${personId('lead')}/2026-11?asOf=${BETWEEN_STEPS}`);
    expect(other.statusCode).toBe(403);
    const future = await hr.get(`/api/scores/${me}/2026-11?asOf=2027-01-01T00:00:00Z`);
    expect([future.statusCode, future.json().error.fields]).toEqual([
      400,
      { asOf: 'The instant cannot be in the future.' },
    ]);
    const bad = await hr.get(`/api/scores/${me}/2026-11?asOf=2026-13-01`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('The score lists as of an instant', () => {
  const list = async (client: Client, path: string, asOf?: string) => {
    const answer = await client.get(`${path}?months=1${asOf ? `&asOf=${asOf}` : ''}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ScoreList>();
  };
  /** Uma's November in a list: total, status, approved, and each step's status and total. */
  const uma = (scores: ScoreList) => {
    const row = scores.people.find((person) => person.user.id === me)!;
    const { total, status, approved, exists, steps } = row.current;
    return {
      total,
      status,
      approved,
      exists,
      steps: steps.map((step) => [step.step, step.status, step.total]),
      months: row.scores.length,
      average: row.average,
    };
  };

  it('shows each step submitted, the approval and a re-rating only from when it was recorded', async () => {
    expect(uma(await list(hr, '/api/scores', '2026-12-01T00:00:00Z'))).toEqual({
      total: null,
      status: 'pending',
      approved: false,
      exists: false,
      steps: [
        ['lead1', 'pending', null],
        ['hr', 'pending', null],
      ],
      months: 0,
      average: null,
    });
    // Lead 1 had submitted; Lead 2's step came at 11:00.
    expect(uma(await list(hr, '/api/scores', BETWEEN_STEPS))).toMatchObject({
      total: 4.5,
      status: 'pending',
      approved: false,
      steps: [
        ['lead1', 'submitted', 4.5],
        ['hr', 'pending', null],
      ],
    });
    // Every lead had submitted; HR approved on 5 Dec.
    expect(uma(await list(hr, '/api/scores', BEFORE_CORRECTION))).toMatchObject({
      total: 3.75,
      status: 'submitted',
      approved: false,
      average: 3.75,
    });
    // Approved at 3.75; Lead 2 re-rated on 6 Dec.
    expect(uma(await list(hr, '/api/scores', '2026-12-05T12:00:00Z'))).toMatchObject({
      total: 3.75,
      approved: true,
      steps: [
        ['lead1', 'submitted', 4.5],
        ['lead2', 'submitted', 3],
        ['hr', 'pending', null],
      ],
    });
    expect(uma(await list(hr, '/api/scores'))).toMatchObject({
      total: 4.25,
      approved: true,
      steps: [
        ['lead1', 'submitted', 4.5],
        ['lead2', 'submitted', 4],
        ['hr', 'pending', null],
      ],
      average: 4.25,
    });
  });

  it('filters by the status as it stood', async () => {
    const named = (scores: ScoreList) => scores.people.map((person) => person.user.id);
    const pending = `/api/scores?months=1&status=submitted&asOf=${BETWEEN_STEPS}`;
    expect(named((await hr.get(pending)).json<ScoreList>())).not.toContain(me);
    const submitted = `/api/scores?months=1&status=submitted&asOf=${BEFORE_CORRECTION}`;
    expect(named((await hr.get(submitted)).json<ScoreList>())).toContain(me);
  });

  it('lists the people scored then: Vera, deactivated on 4 Dec, as of 2 Dec; not now', async () => {
    const listed = async (asOf?: string) =>
      (await list(admin, '/api/scores', asOf)).people.map((person) => person.user.id);
    expect(await listed(BEFORE_CORRECTION)).toContain(vera);
    expect(await listed()).not.toContain(vera);
    expect(await listed(BEFORE_CORRECTION)).toContain(me);
  });

  it('shows a lead their own steps, and the total only once every lead had submitted by then', async () => {
    const between = uma(await list(liam, '/api/scores/team', BETWEEN_STEPS));
    expect([between.total, between.steps]).toEqual([null, [['lead1', 'submitted', 4.5]]]);
    const submitted = uma(await list(liam, '/api/scores/team', BEFORE_CORRECTION));
    expect(submitted.total).toBe(3.75);
    expect(submitted.steps.map(([step]) => step)).toEqual(['lead1', 'lead2']);
  });

  it('answers only what the asker may see today, and refuses a bad or future instant', async () => {
    // A plain user sees only their own list, as of any instant.
    for (const path of ['/api/scores', '/api/scores/team']) {
      const refused = await user.get(`${path}?asOf=${BEFORE_CORRECTION}`);
      expect(refused.statusCode).toBe(403);
    }
    const other = await user.get(`/api/scores/mine?userId=${vera}&asOf=${BEFORE_CORRECTION}`);
    expect(other.statusCode).toBe(403);
    // Uma's month is approved today, so she sees it, as it stood then.
    expect(uma(await list(user, '/api/scores/mine', BEFORE_CORRECTION))).toMatchObject({
      total: 3.75,
      approved: false,
    });
    const future = await hr.get('/api/scores?asOf=2027-01-01T00:00:00Z');
    expect([future.statusCode, future.json().error.fields]).toEqual([
      400,
      { asOf: 'The instant cannot be in the future.' },
    ]);
    expect((await hr.get('/api/scores/team?asOf=2026-12-02')).statusCode).toBe(400);
  });
});

describe('People as they stood at the instant', () => {
  it('lists a person deactivated after the instant, with their hours, as of it; not now', async () => {
    const query = `from=${TUE}&to=${TUE}&users=${vera}`;
    const rowsOf = async (path: string, asOf?: string) => {
      const answer = await admin.get(`/api/reports/${path}?${query}${asOf ? `&asOf=${asOf}` : ''}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ rows: Record<string, unknown>[] }>().rows;
    };
    expect(await rowsOf('login-hours')).toEqual([]);
    expect(
      (await rowsOf('login-hours', BEFORE_CORRECTION)).map((row) => [row.name, row.totalHours]),
    ).toEqual([['Vera Lind', 2]]);
    // Before she was registered (the demo was seeded on 13 Mar) she is as registered.
    expect(
      (await rowsOf('login-hours', '2026-03-01T00:00:00Z')).map((row) => [
        row.name,
        row.totalHours,
      ]),
    ).toEqual([['Vera Lind', 0]]);
    expect(await rowsOf('monthly')).toEqual([]);
    expect(
      (await rowsOf('detail', BEFORE_CORRECTION)).map((row) => [row.name, row.hoursLogged]),
    ).toEqual([['Vera Lind', 2]]);
    expect(
      (await rowsOf('timesheet', BEFORE_CORRECTION)).map((row) => [row.name, row.totalHours]),
    ).toEqual([['Vera Lind', 2]]);
    const milestones = async (asOf?: string) =>
      (await admin.get(`/api/reports/milestones?${query}${asOf ? `&asOf=${asOf}` : ''}`)).json<{
        totalHours: number;
        users: { name: string; totalHours: number }[];
      }>();
    expect(await milestones()).toMatchObject({ totalHours: 0, users: [] });
    expect(await milestones(BEFORE_CORRECTION)).toMatchObject({
      totalHours: 2,
      users: [{ name: 'Vera Lind', totalHours: 2 }],
    });
  });
});
