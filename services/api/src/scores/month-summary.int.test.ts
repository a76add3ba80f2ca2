import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

let t: TestApp;
let as: Record<'admin' | 'manager' | 'viewer' | 'hr' | 'lead' | 'user', Client>;
const ada = randomUUID();
const hq = demoWorkspaceId('hq');
const release = randomUUID();
const offline = randomUUID();
const summaryUrl = (userId: string, month: string) => `/api/scores/${userId}/${month}/summary`;

// February 2031, far from the demo's history: Saturday the 1st to Friday the 28th, 20 working
// days; Friday the 14th a holiday, so 19 and 152 hours available. Today is March 10th (UTC).
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  t.clock.set(new Date('2031-03-10T10:00:00.000Z'));
  const work = workEvents(t.deps.store);
  await work.person({
    userId: ada,
    name: 'Ada Lovelace',
    role: 'User',
    teamName: 'Platform',
    workspaceIds: [hq],
    leadIds: [personId('lead')],
  });
  await work.holiday('2031-02-14', 'Founders Day');
  await work.milestone(release, hq, 'Release 2.0');
  await work.milestone(offline, hq, 'Offline mode');
  // On time (the cut-off is 09:30), late, on time.
  await work.standup(ada, '2031-02-03', '2031-02-03T09:00:00.000Z', hq);
  await work.standup(ada, '2031-02-04', '2031-02-04T09:45:00.000Z', hq);
  await work.standup(ada, '2031-02-10', '2031-02-10T09:10:00.000Z', hq);
  await work.hours(ada, '2031-02-03', 8, '2031-02-03T17:00:00.000Z', hq, release);
  await work.hours(ada, '2031-02-04', 6.5, '2031-02-04T17:00:00.000Z', hq, release);
  await work.hours(ada, '2031-02-10', 3, '2031-02-10T13:00:00.000Z', hq, offline);
  await work.hours(ada, '2031-02-11', 2, '2031-02-11T13:00:00.000Z', hq);
  // Wednesday and Thursday on leave.
  await work.leave(ada, '2031-02-05', '2031-02-06');
  // Outside the month: counts nowhere.
  await work.hours(ada, '2031-03-03', 5, '2031-03-03T13:00:00.000Z', hq, release);
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
  as = await signedInClients(t.app, ['admin', 'manager', 'viewer', 'hr', 'lead', 'user']);
}, 60_000);
afterAll(() => t.close());

describe("GET /api/scores/:userId/:month/summary: the person's month beside the ratings", () => {
  const expected = {
    month: '2031-02',
    hoursLogged: 19.5,
    hoursAvailable: 152,
    lateArrivals: 1,
    standupsMissed: 16,
    leaveDays: 2,
    milestones: [
      { id: release, name: 'Release 2.0', hours: 14.5 },
      { id: offline, name: 'Offline mode', hours: 3 },
    ],
  };

  it('answers the lead who scores the person with the Monthly Report’s figures', async () => {
    const response = await as.lead.get(summaryUrl(ada, '2031-02'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it('answers HR, Admins and Managers the same', async () => {
    for (const client of [as.hr, as.admin, as.manager]) {
      expect((await client.get(summaryUrl(ada, '2031-02'))).json()).toEqual(expected);
    }
  });

  it('refuses anonymous callers (401) and anyone who does not score the person (403)', async () => {
    expect((await clientFor(t.app).get(summaryUrl(ada, '2031-02'))).statusCode).toBe(401);
    expect((await as.user.get(summaryUrl(ada, '2031-02'))).statusCode).toBe(403);
    expect((await as.viewer.get(summaryUrl(ada, '2031-02'))).statusCode).toBe(403);
    // Not even the person: their month is for those who score it.
    const lead = personId('lead');
    expect((await as.lead.get(summaryUrl(lead, '2031-02'))).statusCode).toBe(403);
  });

  it('refuses a bad month or id (400) and answers 404 for nobody', async () => {
    const month = await as.hr.get(summaryUrl(ada, '2031-13'));
    expect(month.statusCode).toBe(400);
    expect(month.json().error.fields.month).toBe('Not a month (YYYY-MM)');
    expect((await as.hr.get(summaryUrl('ada', '2031-02'))).statusCode).toBe(400);
    const nobody = await as.hr.get(summaryUrl('00000000-0000-4000-8000-000000000009', '2031-02'));
    expect(nobody.statusCode).toBe(404);
  });
});
