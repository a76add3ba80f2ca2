import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worklogDayStream, worklogDecider } from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople, type PersonKey } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The demo is seeded on 2026-03-11; its work ends there. The week of these tests, Monday
// 2026-09-14 to Sunday 2026-09-20 (UTC), has only what they add. Uma ('user') works on
// Platform Core and Mobile App. Her correction window for that week (Settings' default, the
// end of the following week) closes at the end of Sunday 2026-09-27.
let t: TestApp;
const uma = personId('user');
const platform = demoWorkspaceId('platform');
const mobile = demoWorkspaceId('mobile');
const MONDAY = '2026-09-14';
const TUESDAY = '2026-09-15';
const head = () => t.deps.store.headPosition();
const at = (instant: string) => t.clock.set(new Date(instant));
/** Signed in at the clock's time, so no session outlives the days the tests skip. */
const as = async (key: PersonKey): Promise<Client> => (await signedInClients(t.app, [key]))[key];
const hoursOn = async (date: string) =>
  foldStream(worklogDecider, await t.deps.store.readStream(worklogDayStream(uma, date))).hours;

const log = async (client: Client, entry: Record<string, unknown>) => {
  const response = await client.post('/api/worklogs', {
    milestoneId: null,
    details: 'Work',
    ...entry,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().worklog.id as string;
};

const range = `from=${MONDAY}&to=${TUESDAY}`;
const timesheet = async (client: Client) =>
  (
    (await client.get(`/api/reports/timesheet?${range}&users=${uma}`)).json().rows as {
      workspace: { name: string };
      totalHours: number;
    }[]
  ).map((row) => [row.workspace.name, row.totalHours]);
const loginHours = async (client: Client) =>
  (
    (await client.get(`/api/reports/login-hours?${range}&users=${uma}`)).json().rows as {
      date: string;
      totalHours: number;
      hoursAvailable: number;
      lastLogAt: string | null;
      status: string;
    }[]
  )
    .map((row) => [
      row.date,
      row.totalHours,
      // The test clock runs on from where it is set: to the minute.
      Math.round(row.hoursAvailable * 60) / 60,
      row.lastLogAt?.slice(0, 16) ?? null,
      row.status,
    ])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
/** Monthly counts standups, not hours: a correction of hours leaves it as it was. */
const monthly = async (client: Client) =>
  (
    (await client.get(`/api/reports/monthly?${range}&users=${uma}`)).json().rows as {
      workingDays: number;
      absences: number;
      leaveDays: number;
    }[]
  ).map((row) => [row.workingDays, row.absences, row.leaveDays]);
const detail = async (client: Client) => {
  const rows = (await client.get(`/api/reports/detail?${range}&users=${uma}`)).json().rows as {
    hoursLogged: number;
    hoursOnWork: number;
  }[];
  return rows.map((row) => [row.hoursLogged, row.hoursOnWork]);
};

let typo: string;
let tablet: string;
let tuesdayWork: string;

beforeAll(async () => {
  t = await createTestApp();
  at('2026-03-11T16:00:00.000Z');
  await seedPeople(t.deps);
  // Monday: standup at 09:00, 12 hours typed for 2 at 17:00, 4 hours at 18:00.
  at(`${MONDAY}T09:00:00.000Z`);
  let user = await as('user');
  expect(
    (await user.post('/api/standups', { yesterday: 'Y', today: 'T', roadblocks: 'R' })).statusCode,
  ).toBe(200);
  at(`${MONDAY}T17:00:00.000Z`);
  typo = await log(user, { workspaceId: platform, title: 'Reports', hours: 12 });
  at(`${MONDAY}T18:00:00.000Z`);
  tablet = await log(user, { workspaceId: mobile, title: 'Tablet', hours: 4 });
  // Tuesday: standup at 09:00, 6 hours at 17:00.
  at(`${TUESDAY}T09:00:00.000Z`);
  user = await as('user');
  expect(
    (await user.post('/api/standups', { yesterday: 'Y', today: 'T', roadblocks: 'R' })).statusCode,
  ).toBe(200);
  at(`${TUESDAY}T17:00:00.000Z`);
  tuesdayWork = await log(user, { workspaceId: platform, title: 'Review', hours: 6 });
}, 60_000);
afterAll(() => t.close());

describe('correcting an entry moves its hours across days and workspaces', () => {
  it('before: Monday 16 hours (12 + 4), Tuesday 6', async () => {
    const admin = await as('admin');
    expect(await timesheet(admin)).toEqual([
      ['Mobile App', 4],
      ['Platform Core', 18],
    ]);
    // Hours available: Monday 09:00 to 18:00 less the break, 8; Tuesday 09:00 to 17:00, 7.
    expect(await loginHours(admin)).toEqual([
      [MONDAY, 16, 8, `${MONDAY}T18:00`, 'Full Day'],
      [TUESDAY, 6, 7, `${TUESDAY}T17:00`, 'In progress'], // today
    ]);
    expect(await detail(admin)).toEqual([[22, 17]]);
    expect(await monthly(admin)).toEqual([[2, 0, 0]]);
  });

  it('lists the person’s entries with ids, each correctable by her', async () => {
    at('2026-09-16T10:00:00.000Z');
    const user = await as('user');
    const response = await user.get(`/api/users/${uma}/worklogs?${range}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .entries.map((e: Record<string, unknown>) => [
          e.id,
          e.date,
          (e.workspace as { name: string }).name,
          e.hours,
          e.correctable,
          e.synced,
        ]),
    ).toEqual([
      // Newest day first, as Task Logs lists the days; a day's entries in the order logged.
      [tuesdayWork, TUESDAY, 'Platform Core', 6, true, false],
      [typo, MONDAY, 'Platform Core', 12, true, false],
      [tablet, MONDAY, 'Mobile App', 4, true, false],
    ]);
  });

  it('refuses a correction without a reason with 400, appending nothing', async () => {
    const user = await as('user');
    const before = await head();
    const response = await user.put(`/api/worklogs/${typo}`, {
      workspaceId: mobile,
      milestoneId: null,
      title: 'Reports',
      details: 'Work',
      hours: 2,
      date: TUESDAY,
      reason: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ reason: 'Reason is required!' });
    expect(await head()).toBe(before);
  });

  it('refuses someone else’s entry to a plain user with 403', async () => {
    const lead = await as('lead');
    const before = await head();
    const response = await lead.post(`/api/worklogs/${typo}/delete`, { reason: 'Not mine' });
    expect(response.statusCode).toBe(403);
    expect(await head()).toBe(before);
  });

  it('after: 12 hours on Platform Core on Monday become 2 on Mobile App on Tuesday', async () => {
    const user = await as('user');
    const response = await user.put(`/api/worklogs/${typo}`, {
      workspaceId: mobile,
      milestoneId: null,
      title: 'Reports',
      details: 'Work',
      hours: 2,
      date: TUESDAY,
      reason: 'Typed 12 for 2, and it was Tuesday',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await hoursOn(MONDAY)).toBe(4);
    expect(await hoursOn(TUESDAY)).toBe(8);
    const admin = await as('admin');
    // Mobile App: 4 + 2; Platform Core: 6.
    expect(await timesheet(admin)).toEqual([
      ['Mobile App', 6],
      ['Platform Core', 6],
    ]);
    // The moved entry was not made on Tuesday: Tuesday's day still ends at 17:00.
    expect(await loginHours(admin)).toEqual([
      [MONDAY, 4, 8, `${MONDAY}T18:00`, 'Half Day'],
      [TUESDAY, 8, 7, `${TUESDAY}T17:00`, 'Full Day'],
    ]);
    expect(await detail(admin)).toEqual([[12, 17]]);
    expect(await monthly(admin)).toEqual([[2, 0, 0]]);
  });

  it('keeps who, when, from, to and why in the entry’s history', async () => {
    const user = await as('user');
    const response = await user.get(`/api/worklogs/${typo}/history`);
    expect(response.statusCode).toBe(200);
    const name = (await user.get('/api/me')).json().name as string;
    expect(response.json()).toEqual({
      worklogId: typo,
      changes: [
        {
          kind: 'corrected',
          at: expect.stringMatching(/^2026-09-16T10:00/) as string,
          by: { id: uma, name },
          reason: 'Typed 12 for 2, and it was Tuesday',
          from: {
            workspace: 'Platform Core',
            milestone: null,
            title: 'Reports',
            details: 'Work',
            hours: 12,
            date: MONDAY,
          },
          to: {
            workspace: 'Mobile App',
            milestone: null,
            title: 'Reports',
            details: 'Work',
            hours: 2,
            date: TUESDAY,
          },
        },
      ],
    });
    expect((await (await as('lead')).get(`/api/worklogs/${typo}/history`)).statusCode).toBe(200);
    expect((await (await as('provider')).get(`/api/worklogs/${typo}/history`)).statusCode).toBe(
      403,
    );
  });
});

describe('deleting an entry frees its hours', () => {
  it('frees Monday: its end of work goes with its last entry, and 24 hours fit again', async () => {
    const user = await as('user');
    const deleted = await user.post(`/api/worklogs/${tablet}/delete`, {
      reason: 'Logged on the wrong person',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await hoursOn(MONDAY)).toBe(0);
    const admin = await as('admin');
    expect(await loginHours(admin)).toEqual([
      [MONDAY, 0, 0, null, 'Absent'],
      [TUESDAY, 8, 7, `${TUESDAY}T17:00`, 'Full Day'],
    ]);
    expect(await timesheet(admin)).toEqual([
      ['Mobile App', 2],
      ['Platform Core', 6],
    ]);
    await log(user, { workspaceId: platform, title: 'Backfill', hours: 12, date: MONDAY });
    await log(user, { workspaceId: platform, title: 'Backfill', hours: 12, date: MONDAY });
    expect(await hoursOn(MONDAY)).toBe(24);
  });

  it('refuses moving hours into a full day with 422, leaving both days as they were', async () => {
    const user = await as('user');
    const before = await head();
    const response = await user.put(`/api/worklogs/${tuesdayWork}`, {
      workspaceId: platform,
      milestoneId: null,
      title: 'Review',
      details: 'Work',
      hours: 6,
      date: MONDAY,
      reason: 'Wrong day',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('day_hours_limit');
    expect(await head()).toBe(before);
    expect([await hoursOn(MONDAY), await hoursOn(TUESDAY)]).toEqual([24, 8]);
  });
});

describe('the correction window', () => {
  const fix = { workspaceId: platform, milestoneId: null, title: 'Review', details: 'Work' };

  it('lets the owner correct on its last day, Sunday 2026-09-27', async () => {
    at('2026-09-27T22:00:00.000Z');
    const user = await as('user');
    const response = await user.put(`/api/worklogs/${tuesdayWork}`, {
      ...fix,
      hours: 5,
      date: TUESDAY,
      reason: 'One hour was a break',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await hoursOn(TUESDAY)).toBe(7);
  });

  it('closes for the owner on Monday 2026-09-28 (422, nothing appended); an Admin still corrects', async () => {
    at('2026-09-28T08:00:00.000Z');
    const user = await as('user');
    const before = await head();
    const late = await user.put(`/api/worklogs/${tuesdayWork}`, {
      ...fix,
      hours: 4,
      date: TUESDAY,
      reason: 'Another break',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toEqual({
      code: 'correction_window_closed',
      message:
        'Entries of Sep 15, 2026 could be corrected until Sep 27, 2026; ' +
        'ask an Admin or a Manager to correct it.',
    });
    expect(await head()).toBe(before);
    const entries = (await user.get(`/api/users/${uma}/worklogs?${range}`)).json().entries;
    expect(entries.every((e: { correctable: boolean }) => !e.correctable)).toBe(true);

    const admin = await as('admin');
    const corrected = await admin.put(`/api/worklogs/${tuesdayWork}`, {
      ...fix,
      hours: 4,
      date: TUESDAY,
      reason: 'Confirmed with her lead',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await hoursOn(TUESDAY)).toBe(6);
  });
});

describe('an entry synced from the provider', () => {
  it('is read-only here: 422 with the link to the provider, for an Admin too', async () => {
    const worklogId = newId();
    const ticketUrl = 'https://northwind.assembla.test/spaces/platform/tickets/501';
    await executeCommand(
      t.deps.store,
      worklogDayStream(personId('provider'), TUESDAY),
      worklogDecider,
      {
        type: 'RecordSyncedHours',
        data: {
          worklogId,
          userId: personId('provider'),
          workspaceId: platform,
          milestoneId: null,
          title: 'Synced',
          details: 'From the provider',
          hours: 3,
          date: TUESDAY,
          loggedAt: null,
          ticket: { number: 501, url: ticketUrl },
        },
      },
      { actorId: null, at: t.clock.now(), correlationId: newId(), source: 'provider' },
    );
    await t.deps.watcher.waitFor(await head(), { timeoutMs: 10_000 });
    const admin = await as('admin');
    const before = await head();
    const response = await admin.post(`/api/worklogs/${worklogId}/delete`, { reason: 'Wrong' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'synced_entry',
      message: `This entry comes from the provider and is read-only here: correct it at the provider (${ticketUrl}).`,
    });
    expect(await head()).toBe(before);
    const listed = (await admin.get(`/api/users/${personId('provider')}/worklogs?${range}`)).json();
    expect(listed.entries).toMatchObject([
      { id: worklogId, synced: true, providerUrl: ticketUrl, correctable: false },
    ]);
  });
});

describe('anonymous callers', () => {
  it('are refused with 401', async () => {
    const nobody = clientFor(t.app);
    expect((await nobody.get(`/api/users/${uma}/worklogs`)).statusCode).toBe(401);
    expect((await nobody.put(`/api/worklogs/${typo}`, {})).statusCode).toBe(401);
    expect((await nobody.post(`/api/worklogs/${typo}/delete`, {})).statusCode).toBe(401);
  });
});
