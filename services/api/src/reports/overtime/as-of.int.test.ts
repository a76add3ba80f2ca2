import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  datesInRange,
  leaveStream,
  workingTimeStream,
  worklogDayStream,
  type Explanation,
} from '@teamledger/domain';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { csvLines, signedInClients, type Client } from '../../test-support/client.js';
import { recordAt } from '../../test-support/recorded-at.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workEvents } from '../../test-support/work-events.js';

/**
 * Bo joins on Mon 7 Dec 2026 (default contract, 8 h Monday to Friday) and logs 9 h on each
 * day to Fri 11 Dec, each at 18:00 that day; the Admin adjusts +1 h on 8 Dec (recorded 9
 * Dec) and Bo applies for leave on Fri 11 Dec (pending). The cutoff is Sat 12 Dec, 12:00:
 * 40 expected, 45 logged, +1 adjusted, balance and running 6. After it: on 14 Dec the
 * contract becomes 6 h a day from 7 Dec and the Admin adjusts -3 h on 9 Dec, on 15 Dec
 * Lead 1 approves the leave, on 16 Dec Monday's 9 h are corrected to 7 h: now 24 expected
 * (Friday on leave), 43 logged, -2 adjusted, balance and running 17. Now is 20 Dec.
 */
let t: TestApp;
let admin: Client;
let hr: Client;
let user: Client;
const bo = randomUUID();
const space = demoWorkspaceId('platform');
const WEEK = datesInRange('2026-12-07', '2026-12-11');
const RANGE = `from=${WEEK[0]}&to=${WEEK.at(-1)}&users=${bo}`;
const CUTOFF = '2026-12-12T12:00:00.000Z';
const monday = randomUUID();
const leaveId = randomUUID();

const record = (at: string, stream: string, type: string, data: Record<string, unknown>) =>
  recordAt(t.deps.store, at, stream, type, data, { actorId: personId('admin') });

const fields = (hours: number) => ({
  workspaceId: space,
  milestoneId: null,
  title: 'API work',
  details: 'Work',
  hours,
  date: WEEK[0],
});

const leave = {
  leaveId,
  userId: bo,
  leaveType: 'Annual',
  from: '2026-12-11',
  to: '2026-12-11',
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-13T17:00:00.000Z'));
  await seedPeople(t.deps);
  t.clock.set(new Date('2026-12-20T12:00:00.000Z'));
  ({ admin, hr, user } = await signedInClients(t.app, ['admin', 'hr', 'user']));
  await workEvents(t.deps.store).person({
    userId: bo,
    name: 'Bo Lindqvist',
    role: 'User',
    teamName: 'Platform',
    workspaceIds: [space],
    joinedOn: WEEK[0],
    leadIds: [personId('lead')],
  });
  for (const date of WEEK) {
    const at = `${date}T18:00:00.000Z`;
    await record(at, worklogDayStream(bo, date), 'HoursLogged', {
      worklogId: date === WEEK[0] ? monday : randomUUID(),
      userId: bo,
      ...fields(9),
      date,
      loggedAt: at,
      ticket: null,
    });
  }
  await record('2026-12-09T10:00:00.000Z', workingTimeStream(bo), 'OvertimeAdjusted', {
    userId: bo,
    adjustmentId: randomUUID(),
    date: '2026-12-08',
    hours: 1,
    reason: 'Weekend call',
  });
  await record('2026-12-10T09:00:00.000Z', leaveStream(leaveId), 'LeaveApplied', {
    ...leave,
    details: 'Family',
    status: 'pending',
  });
  // After the cutoff.
  await record('2026-12-14T10:00:00.000Z', workingTimeStream(bo), 'WorkingTimeSet', {
    userId: bo,
    effectiveFrom: WEEK[0],
    weekHours: [6, 6, 6, 6, 6, 0, 0],
    reason: 'Part time',
  });
  await record('2026-12-14T11:00:00.000Z', workingTimeStream(bo), 'OvertimeAdjusted', {
    userId: bo,
    adjustmentId: randomUUID(),
    date: '2026-12-09',
    hours: -3,
    reason: 'Paid out',
  });
  await record('2026-12-15T10:00:00.000Z', leaveStream(leaveId), 'LeaveApproved', {
    ...leave,
    note: 'Enjoy',
  });
  await record('2026-12-16T10:00:00.000Z', worklogDayStream(bo, WEEK[0]!), 'HoursCorrected', {
    worklogId: monday,
    userId: bo,
    from: fields(9),
    to: fields(7),
    loggedAt: `${WEEK[0]}T18:00:00.000Z`,
    reason: 'Counted lunch',
    by: personId('admin'),
  });
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
}, 60_000);
afterAll(() => t.close());

const row = (figures: Record<string, number>) => ({
  userId: bo,
  name: 'Bo Lindqvist',
  teamName: 'Platform',
  carriedIn: 0,
  forfeited: 0,
  ...figures,
});
const THEN = row({ expected: 40, logged: 45, adjustments: 1, balance: 6, running: 6 });
const NOW = row({ expected: 24, logged: 43, adjustments: -2, balance: 17, running: 17 });

describe('the Overtime report as of an instant', () => {
  it('keeps the balance as recorded then: a later contract, adjustment, leave approval and correction change only now', async () => {
    const now = await hr.get(`/api/reports/overtime?${RANGE}`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().rows).toEqual([NOW]);
    const then = await hr.get(`/api/reports/overtime?${RANGE}&asOf=${CUTOFF}`);
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json()).toMatchObject({ total: 1, rows: [THEN] });
    expect(then.json().chart.people).toEqual([{ userId: bo, name: 'Bo Lindqvist', running: [6] }]);
    // Before anything was recorded that week: nothing logged, the days still expected.
    const before = await hr.get(`/api/reports/overtime?${RANGE}&asOf=2026-12-06T12:00:00.000Z`);
    expect(before.json().rows).toEqual([
      row({ expected: 40, logged: 0, adjustments: 0, balance: -40, running: -40 }),
    ]);
  });

  it('gives OvertimeReport.csv as of the instant', async () => {
    const csv = await admin.get(`/api/reports/overtime?${RANGE}&asOf=${CUTOFF}`, {
      accept: 'text/csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(csvLines(csv).at(-1)).toBe('Bo Lindqvist,Platform,40,45,1,6,0,0,6');
  });

  it('explains each figure as of the instant, listing what was recorded since', async () => {
    const explain = async (figure: string) => {
      const answer = await hr.get(
        `/api/explain?report=overtime&figure=${figure}&user=${bo}&from=${WEEK[0]}&to=${WEEK.at(-1)}&asOf=${CUTOFF}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Explanation>();
    };
    expect((await explain('expected')).value).toBe(40);
    expect((await explain('logged')).value).toBe(45);
    const adjustments = await explain('adjustments');
    expect(adjustments.value).toBe(1);
    expect(adjustments.facts.map((fact) => fact.label)).toEqual([
      expect.stringContaining('adjustment (Weekend call)'),
    ]);
    const running = await explain('running');
    expect(running.value).toBe(6);
    expect(running.laterEvents.map((event) => event.type)).toEqual([
      'WorkingTimeSet',
      'OvertimeAdjusted',
    ]);
  });

  it('answers only what the asker may see today, and refuses an instant still to come', async () => {
    expect((await user.get(`/api/reports/overtime?${RANGE}&asOf=${CUTOFF}`)).statusCode).toBe(403);
    const future = await hr.get(`/api/reports/overtime?${RANGE}&asOf=2026-12-21T00:00:00.000Z`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ asOf: 'The instant cannot be in the future.' });
  });
});
