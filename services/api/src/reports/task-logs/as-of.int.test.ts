import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesInRange, worklogDayStream } from '@teamledger/domain';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { csvLines, signedInClients, type Client } from '../../test-support/client.js';
import { recordAt } from '../../test-support/recorded-at.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workEvents } from '../../test-support/work-events.js';

/**
 * Bo joins on Mon 7 Dec 2026 and logs 9 h on Mon, Tue and Wed, each at 18:00 that day. The
 * cutoff is Sat 12 Dec, 12:00. After it: on 14 Dec Monday's 9 h are corrected to 7 h and
 * 5 h are logged late for Thu 10 Dec. Now is 20 Dec.
 */
let t: TestApp;
let admin: Client;
let user: Client;
const bo = randomUUID();
const space = demoWorkspaceId('platform');
const WEEK = datesInRange('2026-12-07', '2026-12-11');
const URL = `/api/reports/users/${bo}/days?from=${WEEK[0]}&to=${WEEK.at(-1)}`;
const CUTOFF = '2026-12-12T12:00:00.000Z';
const monday = randomUUID();

const record = (at: string, stream: string, type: string, data: Record<string, unknown>) =>
  recordAt(t.deps.store, at, stream, type, data, { actorId: personId('admin') });

const fields = (date: string, hours: number) => ({
  workspaceId: space,
  milestoneId: null,
  title: 'API work',
  details: 'Work',
  hours,
  date,
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-12-20T12:00:00.000Z'));
  ({ admin, user } = await signedInClients(t.app, ['admin', 'user']));
  await workEvents(t.deps.store).person({
    userId: bo,
    name: 'Bo Lindqvist',
    role: 'User',
    teamName: 'Platform',
    workspaceIds: [space],
    joinedOn: WEEK[0],
    leadIds: [personId('lead')],
  });
  for (const date of WEEK.slice(0, 3)) {
    const at = `${date}T18:00:00.000Z`;
    await record(at, worklogDayStream(bo, date), 'HoursLogged', {
      worklogId: date === WEEK[0] ? monday : randomUUID(),
      userId: bo,
      ...fields(date, 9),
      loggedAt: at,
      ticket: null,
    });
  }
  // After the cutoff: a correction and a late entry.
  await record('2026-12-14T10:00:00.000Z', worklogDayStream(bo, WEEK[0]!), 'HoursCorrected', {
    worklogId: monday,
    userId: bo,
    from: fields(WEEK[0]!, 9),
    to: fields(WEEK[0]!, 7),
    loggedAt: `${WEEK[0]}T18:00:00.000Z`,
    reason: 'Counted lunch',
    by: personId('admin'),
  });
  await record('2026-12-14T11:00:00.000Z', worklogDayStream(bo, WEEK[3]!), 'HoursLogged', {
    worklogId: randomUUID(),
    userId: bo,
    ...fields(WEEK[3]!, 5),
    loggedAt: '2026-12-14T11:00:00.000Z',
    ticket: null,
  });
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

const logged = (days: { date: string; hoursLogged: number }[]) =>
  Object.fromEntries(days.map((day) => [day.date, day.hoursLogged]));

describe("one person's days as of an instant", () => {
  it('leaves out a correction and a late entry recorded after the cutoff, which show now', async () => {
    const now = await admin.get(URL);
    expect(now.statusCode, now.body).toBe(200);
    expect(logged(now.json().days)).toEqual({
      '2026-12-11': 0,
      '2026-12-10': 5,
      '2026-12-09': 9,
      '2026-12-08': 9,
      '2026-12-07': 7,
    });
    const then = await admin.get(`${URL}&asOf=${CUTOFF}`);
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json().user).toEqual({ id: bo, name: 'Bo Lindqvist' });
    expect(logged(then.json().days)).toEqual({
      '2026-12-11': 0,
      '2026-12-10': 0,
      '2026-12-09': 9,
      '2026-12-08': 9,
      '2026-12-07': 9,
    });
    // Before Bo's first entry: every day listed, nothing logged.
    const before = await admin.get(`${URL}&asOf=2026-12-06T12:00:00.000Z`);
    expect(Object.values(logged(before.json().days))).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives Report.csv of either layout as of the instant', async () => {
    const taskLogs = await admin.get(`${URL}&asOf=${CUTOFF}`, { accept: 'text/csv' });
    expect(taskLogs.statusCode).toBe(200);
    const lines = csvLines(taskLogs);
    expect(lines).toHaveLength(6);
    expect(lines[2]).toBe('2026-12-10,Not Added,0,0,Absent');
    expect(lines.at(-1)).toMatch(/^2026-12-07,.*,9,/);
    const usersReport = await admin.get(`${URL}&layout=user-report&asOf=${CUTOFF}`, {
      accept: 'text/csv',
    });
    expect(usersReport.statusCode).toBe(200);
    expect(csvLines(usersReport).join('\n')).not.toContain(',7,');
  });

  it('answers only whom the asker may see today, and refuses an instant still to come', async () => {
    expect((await user.get(`${URL}&asOf=${CUTOFF}`)).statusCode).toBe(403);
    const future = await admin.get(`${URL}&asOf=2026-12-21T00:00:00.000Z`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ asOf: 'The instant cannot be in the future.' });
  });
});
