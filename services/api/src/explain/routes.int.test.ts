import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  factsAddUp,
  holidayStream,
  scoreStream,
  standupStream,
  worklogDayStream,
  type Explanation,
} from '@teamledger/domain';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { recordAt, submittedStep } from '../test-support/recorded-at.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The demo's plain user (UTC company) in December 2026, each event recorded at its own
 * instant: on Tue 1 Dec a standup at 08:00, 4 h made at 12:00 and 3.5 h at 17:00; on 2 Dec
 * at 09:00 the provider syncs 2 h more for 1 Dec (ticket #412), late; on 3 Dec at 10:00 the
 * Admin corrects the 4 h to 4.5 h ("Forgot the review"). Wed 2 Dec has a standup and 8 h,
 * and is marked a holiday on 4 Dec. Explanations and reports are asked as of instants
 * before and after each.
 */
let t: TestApp;
let admin: Client;
let user: Client;
let hr: Client;
const me = personId('user');
const space = demoWorkspaceId('platform');
const first = randomUUID();
const TUE = '2026-12-01';
const WED = '2026-12-02';
const BEFORE_SYNC = '2026-12-01T18:00:00.000Z';
const BEFORE_CORRECTION = '2026-12-02T12:00:00.000Z';
const BEFORE_HOLIDAY = '2026-12-03T12:00:00.000Z';

const record = (
  at: string,
  stream: string,
  type: string,
  data: Record<string, unknown>,
  { actorId = me, source = 'web' }: { actorId?: string | null; source?: 'web' | 'provider' } = {},
) => recordAt(t.deps.store, at, stream, type, data, { actorId, source });

const entry = (worklogId: string, date: string, hours: number, loggedAt: string | null) => ({
  worklogId,
  userId: me,
  workspaceId: space,
  milestoneId: null,
  title: `Work ${hours}`,
  details: 'Work',
  hours,
  date,
  loggedAt,
  ticket: null,
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-12-10T12:00:00.000Z'));
  ({ admin, user, hr } = await signedInClients(t.app, ['admin', 'user', 'hr']));
  const standup = (date: string, reportedAt: string) =>
    record(reportedAt, standupStream(me, date), 'StandupAdded', {
      userId: me,
      date,
      workspaceId: null,
      reportedAt,
      yesterday: 'Yesterday',
      today: 'Today',
      roadblocks: 'None',
    });
  await standup(TUE, '2026-12-01T08:00:00.000Z');
  await record('2026-12-01T12:00:00.000Z', worklogDayStream(me, TUE), 'HoursLogged', {
    ...entry(first, TUE, 4, '2026-12-01T12:00:00.000Z'),
    title: 'API work',
  });
  await record(
    '2026-12-01T17:00:00.000Z',
    worklogDayStream(me, TUE),
    'HoursLogged',
    entry(randomUUID(), TUE, 3.5, '2026-12-01T17:00:00.000Z'),
  );
  await record(
    '2026-12-02T09:00:00.000Z',
    worklogDayStream(me, TUE),
    'HoursLogged',
    {
      ...entry(randomUUID(), TUE, 2, null),
      ticket: { number: 412, url: 'https://provider.test/412' },
    },
    { actorId: null, source: 'provider' },
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
    worklogDayStream(me, TUE),
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
    { actorId: personId('admin') },
  );
  await standup(WED, '2026-12-02T08:00:00.000Z');
  await record(
    '2026-12-02T16:00:00.000Z',
    worklogDayStream(me, WED),
    'HoursLogged',
    entry(randomUUID(), WED, 8, '2026-12-02T16:00:00.000Z'),
  );
  await record(
    '2026-12-04T08:00:00.000Z',
    holidayStream(WED),
    'HolidayAdded',
    { date: WED, title: 'Founders day' },
    { actorId: personId('admin') },
  );
  // November's score: Lead 1 rates 4 and 5 (4.5), Lead 2 rates 3 (3): the total is 3.75,
  // approved on 5 Dec; Lead 2's re-rating to 4 on 6 Dec comes after the approval.
  const step = (step: 'lead1' | 'lead2', ratings: number[], total: number, after: number) =>
    submittedStep(
      { userId: me, month: '2026-11', leadId: personId('lead') },
      step,
      ratings,
      total,
      after,
    );
  const lead = { actorId: personId('lead') };
  const score = scoreStream(me, '2026-11');
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
    '2026-12-05T10:00:00.000Z',
    score,
    'ScoreApproved',
    {
      userId: me,
      month: '2026-11',
      total: 3.75,
      approvedBy: personId('hr'),
    },
    { actorId: personId('hr') },
  );
  await record(
    '2026-12-06T10:00:00.000Z',
    score,
    'ScoreStepSaved',
    step('lead2', [4], 4, 4.25),
    lead,
  );
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

const explain = async (client: Client, query: string) => {
  const answer = await client.get(`/api/explain?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Explanation>();
};
const dayQuery = (figure: string, date: string, asOf?: string) =>
  `report=login-hours&figure=${figure}&user=${me}&date=${date}${asOf ? `&asOf=${asOf}` : ''}`;

describe('GET /api/explain', () => {
  it("lists a day's hours entry by entry: typed, synced with its ticket, corrected by whom and why", async () => {
    const explained = await explain(user, dayQuery('totalHours', TUE));
    expect(explained.value).toBe(10);
    expect(factsAddUp(explained)).toBe(true);
    expect(explained.facts.map((fact) => fact.value)).toEqual([4.5, 3.5, 2]);
    expect(
      explained.events.map((event) => [event.type, event.by?.name ?? null, event.origin]),
    ).toEqual([
      ['HoursLogged', 'Uma Patel', { kind: 'typed' }],
      ['HoursLogged', 'Uma Patel', { kind: 'typed' }],
      [
        'HoursLogged',
        null,
        { kind: 'synced', ticket: { number: 412, url: 'https://provider.test/412' } },
      ],
      ['HoursCorrected', 'Amina Qureshi', { kind: 'corrected', reason: 'Forgot the review' }],
    ]);
  });

  it('as of an instant before the late sync and the correction, and between them', async () => {
    const beforeSync = await explain(user, dayQuery('totalHours', TUE, BEFORE_SYNC));
    expect([beforeSync.value, beforeSync.asOf]).toEqual([7.5, BEFORE_SYNC]);
    expect(beforeSync.laterEvents.map((event) => event.type)).toEqual([
      'HoursLogged',
      'HoursCorrected',
    ]);
    const beforeCorrection = await explain(user, dayQuery('totalHours', TUE, BEFORE_CORRECTION));
    expect(beforeCorrection.value).toBe(9.5);
    expect(factsAddUp(beforeCorrection)).toBe(true);
  });

  it('says a day was a Full Day before the holiday was marked, and a Holiday since', async () => {
    const before = await explain(user, dayQuery('status', WED, BEFORE_HOLIDAY));
    expect(before.value).toBe('Full Day');
    expect(before.rule).toBe('Full Day: a working day with 8 hours or more logged.');
    const now = await explain(user, dayQuery('status', WED));
    expect(now.value).toBe('Holiday');
    expect(now.events.map((event) => [event.type, event.by?.name])).toContainEqual([
      'HolidayAdded',
      'Amina Qureshi',
    ]);
    const range = `report=monthly&user=${me}&from=${TUE}&to=2026-12-04`;
    const working = await explain(hr, `${range}&figure=workingDays`);
    const workingThen = await explain(hr, `${range}&figure=workingDays&asOf=${BEFORE_HOLIDAY}`);
    expect([working.value, workingThen.value]).toEqual([3, 4]);
    expect(factsAddUp(working) && factsAddUp(workingThen)).toBe(true);
  });

  it('explains hours available, Detail and TimeSheet figures as sums of their facts', async () => {
    const available = await explain(admin, dayQuery('hoursAvailable', TUE));
    expect(available.value).toBe(8);
    expect(available.facts.map((fact) => fact.value)).toEqual([9, -1]);
    const range = `user=${me}&from=${TUE}&to=2026-12-04`;
    for (const figure of [
      'hoursLogged',
      'hoursOnWork',
      'lateArrivals',
      'noStandups',
      'hoursAvailable',
    ]) {
      expect(factsAddUp(await explain(hr, `report=detail&figure=${figure}&${range}`))).toBe(true);
    }
    const sheet = `report=timesheet&figure=totalHours&${range}&workspace=${space}&milestone=none`;
    const sheetThen = await explain(user, `${sheet}&asOf=${BEFORE_SYNC}`);
    const sheetNow = await explain(user, sheet);
    expect([sheetThen.value, sheetNow.value]).toEqual([7.5, 18]);
    expect(factsAddUp(sheetThen) && factsAddUp(sheetNow)).toBe(true);
  });

  it("explains a score's total from its steps' ratings, an approved one as it stood when approved", async () => {
    const explained = await explain(user, `report=scores&figure=total&user=${me}&month=2026-11`);
    expect([explained.value, explained.asOf, explained.combine]).toEqual([
      3.75,
      '2026-12-05T10:00:00.000Z',
      'mean',
    ]);
    expect(explained.facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['LEAD1 by Liam Carter: Criterion 1 4, Criterion 2 5', 4.5],
      ['LEAD2 by Liam Carter: Criterion 1 3', 3],
    ]);
    expect(factsAddUp(explained)).toBe(true);
    expect(explained.laterEvents.map((event) => event.summary)).toEqual([
      'LEAD2 step submitted: 4',
    ]);
    const later = await explain(
      hr,
      `report=scores&figure=total&user=${me}&month=2026-11&asOf=2026-12-07T00:00:00Z`,
    );
    expect(later.value).toBe(4.25);
    expect(later.facts.map((fact) => fact.value)).toEqual([4.5, 4]);
    expect(factsAddUp(later)).toBe(true);
  });

  it("explains an overtime balance day by day, and the TimeSheet's hours as they stood", async () => {
    for (const figure of ['expected', 'logged', 'balance', 'running']) {
      const explained = await explain(
        hr,
        `report=overtime&figure=${figure}&user=${me}&from=${TUE}&to=2026-12-04`,
      );
      expect(factsAddUp(explained)).toBe(true);
    }
    const sheet = async (asOf: string) =>
      (await admin.get(`/api/reports/timesheet?from=${TUE}&to=2026-12-04&users=${me}&asOf=${asOf}`))
        .json<{ rows: { totalHours: number }[] }>()
        .rows.map((row) => row.totalHours);
    expect(await sheet(BEFORE_SYNC)).toEqual([7.5]);
    expect(await sheet(BEFORE_HOLIDAY)).toEqual([18]);
  });

  it('answers only what the asker may see: a plain user their own figures', async () => {
    expect(
      (await clientFor(t.app).get(`/api/explain?${dayQuery('totalHours', TUE)}`)).statusCode,
    ).toBe(401);
    const other = await user.get(
      `/api/explain?report=login-hours&figure=totalHours&user=${personId('lead')}&date=${TUE}`,
    );
    expect([other.statusCode, other.json().error.message]).toEqual([
      403,
      'You can only see the explanations of figures you may see.',
    ]);
    const wrong = await user.get(`/api/explain?report=monthly&figure=totalHours&user=${me}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({
      figure: 'This report has no such figure',
      from: 'Choose the days (from and to) of the figure',
    });
    for (const asOf of ['yesterday', '1899-12-31T23:59:59Z', '2101-01-01T00:00:00Z']) {
      const badInstant = await user.get(`/api/explain?${dayQuery('totalHours', TUE, asOf)}`);
      expect([badInstant.statusCode, badInstant.json().error.fields]).toEqual([
        400,
        { asOf: 'Not an instant (YYYY-MM-DDTHH:MM:SSZ) from 1900 to 2100' },
      ]);
      const report = await admin.get(`/api/reports/monthly?from=${TUE}&to=${WED}&asOf=${asOf}`);
      expect(report.statusCode).toBe(400);
    }
  });
});

describe('reports as of an instant', () => {
  const loginHours = async (asOf?: string) => {
    const answer = await admin.get(
      `/api/reports/login-hours?from=${TUE}&to=${WED}&users=${me}${asOf ? `&asOf=${asOf}` : ''}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer
      .json<{ rows: { date: string; totalHours: number; status: string }[] }>()
      .rows.map((row) => [row.date, row.totalHours, row.status]);
  };

  it('Login/Hours: the hours and labels as they stood, before the sync, the correction and the holiday', async () => {
    expect(await loginHours()).toEqual([
      [WED, 8, 'Holiday'],
      [TUE, 10, 'Full Day'],
    ]);
    expect(await loginHours(BEFORE_SYNC)).toEqual([
      [WED, 0, 'Absent'],
      [TUE, 7.5, 'Short Leave'],
    ]);
    expect(await loginHours(BEFORE_HOLIDAY)).toEqual([
      [WED, 8, 'Full Day'],
      [TUE, 10, 'Full Day'],
    ]);
  });

  it('Monthly and Detail: the figures as they stood', async () => {
    const query = `from=${TUE}&to=2026-12-04&users=${me}`;
    const monthly = async (asOf: string) =>
      (await admin.get(`/api/reports/monthly?${query}&asOf=${asOf}`)).json().rows[0];
    expect((await monthly(BEFORE_HOLIDAY)).workingDays).toBe(4);
    expect((await admin.get(`/api/reports/monthly?${query}`)).json().rows[0].workingDays).toBe(3);
    const detail = (await admin.get(`/api/reports/detail?${query}&asOf=${BEFORE_SYNC}`)).json();
    expect(detail.rows[0]).toMatchObject({ hoursLogged: 7.5, hoursAvailable: 32 });
  });
});
