import { randomUUID } from 'node:crypto';
import type { Role, UserStatus } from '@teamledger/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, csvLines, signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

// The company is in Europe/Berlin. Today is Wednesday 2026-11-04 (11:00 CET). The range
// Thu 2026-10-22 .. Thu 2026-11-05 (tomorrow) crosses the end of summer time (Sunday
// 2026-10-25: 09:30 is 07:30Z before it, 08:30Z after), the month end and a holiday on Fri
// 2026-10-30. Its working days up to today are Oct 22, 23, 26, 27, 28, 29, Nov 2, 3, 4: 9.
// The demo company is seeded in January, so it has no work in this range; the fixture
// people below are all in team 'Attendance QA'.

let t: TestApp;
let admin: Client;
let manager: Client;
let lead: Client;
let viewer: Client;
let user: Client;

const TEAM = 'Attendance QA';
const RANGE = 'from=2026-10-22&to=2026-11-05';
const MONTHLY = '/api/reports/monthly';
const DETAIL = '/api/reports/detail';
const inTeam = (url: string) => `${url}?${RANGE}&team=${encodeURIComponent(TEAM)}`;

const platform = demoWorkspaceId('platform'); // 'Platform Core'
const mobile = demoWorkspaceId('mobile'); // 'Mobile App'
const spaces = {
  both: [
    { id: mobile, name: 'Mobile App' },
    { id: platform, name: 'Platform Core' },
  ],
  mobile: [{ id: mobile, name: 'Mobile App' }],
};

const ada = randomUUID(); // User, active, both workspaces: the day-by-day story below
const ben = randomUUID(); // Viewer, left: gone from Wed 2026-10-28
const hal = randomUUID(); // User, active, never adds anything
const cy = randomUUID(); // User, left: gone from the range's first day, so not listed
const dee = randomUUID(); // Client: never listed
const eve = randomUUID(); // Admin: never listed
const gil = randomUUID(); // User, blocked: not listed
// Team 'Paging QA': 101 people who add nothing, Zed Pager 001..101; the odd ones are in
// Mobile App. Their names sort after everyone else's.
const PAGING_TEAM = 'Paging QA';
const pagers = Array.from({ length: 101 }, (_, i) => ({
  userId: randomUUID(),
  name: `Zed Pager ${String(i + 1).padStart(3, '0')}`,
  workspaceIds: i % 2 === 0 ? [mobile] : [],
}));

const work = () => workEvents(t.deps.store);
const person = (
  userId: string,
  name: string,
  role: Role,
  workspaceIds: string[],
  status?: { to: UserStatus; effectiveDate?: string },
) => work().person({ userId, name, role, teamName: TEAM, workspaceIds, status });
const standup = (userId: string, date: string, reportedAt: string) =>
  work().standup(userId, date, reportedAt, platform);
const hours = (userId: string, date: string, amount: number, loggedAt: string) =>
  work().hours(userId, date, amount, loggedAt, platform);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-01-20T10:00:00.000Z'));
  await seedPeople(t.deps);
  ({ admin, manager, lead, viewer, user } = await signedInClients(t.app, [
    'admin',
    'manager',
    'lead',
    'viewer',
    'user',
  ]));
  const settings = (await admin.get('/api/settings')).json();
  const saved = await admin.put('/api/settings', { ...settings, companyTimeZone: 'Europe/Berlin' });
  expect(saved.statusCode).toBe(200);

  await person(ada, 'Ada Brook', 'User', [platform, mobile]);
  await person(ben, 'Ben Cole', 'Viewer', [mobile], { to: 'left', effectiveDate: '2026-10-28' });
  await person(hal, 'Hal Ives', 'User', []);
  await person(cy, 'Cy Dunn', 'User', [platform], { to: 'left', effectiveDate: '2026-10-22' });
  await person(dee, 'Dee Ely', 'Client', [platform]);
  await person(eve, 'Eve Fox', 'Admin', [platform]);
  await person(gil, 'Gil Hart', 'User', [platform], { to: 'blocked' });
  for (const pager of pagers) {
    await work().person({ ...pager, role: 'User', teamName: PAGING_TEAM });
  }
  await work().holiday('2026-10-30', 'Bridge day');
  // Wed 2026-10-28 .. Sun 2026-11-01: its working days are Oct 28 and 29 (30 is the holiday).
  await work().leave(ada, '2026-10-28', '2026-11-01');

  // Ada, in company time:
  // Thu 22  standup 09:10 CEST, entries 4 h + 3 h, last 17:10 CEST     on work 8 h
  await standup(ada, '2026-10-22', '2026-10-22T07:10:00.000Z');
  await hours(ada, '2026-10-22', 4, '2026-10-22T11:00:00.000Z');
  await hours(ada, '2026-10-22', 3, '2026-10-22T15:10:00.000Z');
  // Fri 23  standup 09:40 CEST (late), 8 h, last 17:40 CEST               on work 8 h
  await standup(ada, '2026-10-23', '2026-10-23T07:40:00.000Z');
  await hours(ada, '2026-10-23', 8, '2026-10-23T15:40:00.000Z');
  // Mon 26  standup 09:20 CET (on time; 10:20 if read as CEST), 6.5 h, last 17:20 CET  8 h
  await standup(ada, '2026-10-26', '2026-10-26T08:20:00.000Z');
  await hours(ada, '2026-10-26', 6.5, '2026-10-26T16:20:00.000Z');
  // Tue 27  standup 09:40 CET (late; 08:40 if read as UTC), 7.5 h, last 18:10 CET  8.5 h
  await standup(ada, '2026-10-27', '2026-10-27T08:40:00.000Z');
  await hours(ada, '2026-10-27', 7.5, '2026-10-27T17:10:00.000Z');
  // Wed 28, Thu 29  on leave, nothing added
  // Fri 30  the holiday: standup 10:00 CET (not a working day, so not late), 2 h  on work 2 h
  await standup(ada, '2026-10-30', '2026-10-30T09:00:00.000Z');
  await hours(ada, '2026-10-30', 2, '2026-10-30T11:00:00.000Z');
  // Mon Nov 2  standup 09:00 CET, 8 h, last 17:30 CET                   on work 8.5 h
  await standup(ada, '2026-11-02', '2026-11-02T08:00:00.000Z');
  await hours(ada, '2026-11-02', 8, '2026-11-02T16:30:00.000Z');
  // Tue Nov 3  no standup, 3.5 h                                         on work 0 h
  await hours(ada, '2026-11-03', 3.5, '2026-11-03T14:00:00.000Z');
  // Wed Nov 4 (today)  standup at 09:30:00 CET exactly: on time; no entries yet  0 h
  await standup(ada, '2026-11-04', '2026-11-04T08:30:00.000Z');

  // Ben, counted Oct 22 .. 27 (working days 22, 23, 26, 27):
  // Thu 22  standup 09:00 CEST, 8 h, last 17:00 CEST                    on work 8 h
  await standup(ben, '2026-10-22', '2026-10-22T07:00:00.000Z');
  await hours(ben, '2026-10-22', 8, '2026-10-22T15:00:00.000Z');
  // Mon 26  standup 09:45 CET (late), 8 h, last 17:45 CET                on work 8 h
  await standup(ben, '2026-10-26', '2026-10-26T08:45:00.000Z');
  await hours(ben, '2026-10-26', 8, '2026-10-26T16:45:00.000Z');
  // Wed 28, the day he was gone: a synced entry that no report counts
  await hours(ben, '2026-10-28', 2, '2026-10-28T10:00:00.000Z');

  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
  t.clock.set(new Date('2026-11-04T10:00:00.000Z'));
}, 60_000);
afterAll(() => t.close());

describe('access to the attendance reports', () => {
  it.each([MONTHLY, DETAIL])('%s: 401 anonymous, 403 plain user and Viewer', async (url) => {
    expect((await clientFor(t.app).get(url)).statusCode).toBe(401);
    for (const refused of [user, viewer]) {
      const response = await refused.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    for (const allowed of [admin, manager, lead]) {
      expect((await allowed.get(url)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/reports/monthly', () => {
  it('counts working days, absences and leave days per person, by name', async () => {
    const response = await lead.get(inTeam(MONTHLY));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-10-22',
      to: '2026-11-05',
      today: '2026-11-04',
      timeZone: 'Europe/Berlin',
      page: 1,
      pageSize: 100,
      total: 3,
      rows: [
        {
          userId: ada,
          name: 'Ada Brook',
          teamName: TEAM,
          workspaces: spaces.both,
          workingDays: 9,
          // Standups on Oct 22, 23, 26, 27, Nov 2, 4: absent Oct 28, 29 and Nov 3.
          absences: 3,
          // Oct 28 and 29; the holiday and the weekend in the leave are no working days.
          leaveDays: 2,
        },
        {
          userId: ben,
          name: 'Ben Cole',
          teamName: TEAM,
          workspaces: spaces.mobile,
          // Oct 22, 23, 26, 27: up to the day before he left.
          workingDays: 4,
          absences: 2, // Oct 23, 27
          leaveDays: 0,
        },
        {
          userId: hal,
          name: 'Hal Ives',
          teamName: TEAM,
          workspaces: [],
          // Today is in progress until its standup is in: Oct 22 .. Nov 3 only.
          workingDays: 8,
          absences: 8,
          leaveDays: 0,
        },
      ],
    });
  });

  it('defaults to the last 7 days, where someone gone before them is not listed', async () => {
    const report = (await admin.get(`${MONTHLY}?team=attendance qa`)).json();
    expect(report).toMatchObject({ from: '2026-10-29', to: '2026-11-04' });
    // Working days Oct 29, Nov 2, 3, 4; Ada has standups on Nov 2 and 4, leave on Oct 29.
    expect(report.rows.map((row: { name: string }) => row.name)).toEqual(['Ada Brook', 'Hal Ives']);
    expect(report.rows[0]).toMatchObject({ workingDays: 4, absences: 2, leaveDays: 1 });
  });

  it('lists User and Viewer people only, with everyone else of the company', async () => {
    const names = (await admin.get(`${MONTHLY}?${RANGE}`))
      .json()
      .rows.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Ada Brook', 'Ben Cole', 'Hal Ives']));
    expect(names).toContain('Uma Patel'); // the demo company's plain user
    for (const absent of ['Cy Dunn', 'Dee Ely', 'Eve Fox', 'Gil Hart']) {
      expect(names).not.toContain(absent);
    }
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
  });

  it('filters by workspace and by user', async () => {
    const rows = async (query: string) =>
      (await admin.get(`${inTeam(MONTHLY)}&${query}`))
        .json()
        .rows.map((row: { name: string }) => row.name);
    expect(await rows(`workspaces=${platform}`)).toEqual(['Ada Brook']);
    expect(await rows(`workspaces=${mobile}`)).toEqual(['Ada Brook', 'Ben Cole']);
    expect(await rows(`users=${ben},${dee}`)).toEqual(['Ben Cole']);
  });

  it('downloads MonthlyReport.csv with the screen columns', async () => {
    const response = await admin.get(inTeam(MONTHLY), { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="MonthlyReport.csv"',
    );
    expect(csvLines(response)).toEqual([
      'Space,User,Working Days,Absences,Leave days',
      '"Mobile App, Platform Core",Ada Brook,9,3,2',
      'Mobile App,Ben Cole,4,2,0',
      ',Hal Ives,8,8,0',
    ]);
  });
});

describe('GET /api/reports/detail', () => {
  it('adds up hours and counts late arrivals in company time across the DST change', async () => {
    const report = (await admin.get(inTeam(DETAIL))).json();
    expect(report).toMatchObject({ from: '2026-10-22', to: '2026-11-05', today: '2026-11-04' });
    expect(report.rows).toEqual([
      {
        userId: ada,
        name: 'Ada Brook',
        teamName: TEAM,
        workspaces: spaces.both,
        workingDays: 9,
        hoursAvailable: 72, // 8 x 9
        hoursLogged: 42.5, // 7 + 8 + 6.5 + 7.5 + 2 + 8 + 3.5
        hoursOnWork: 43, // 8 + 8 + 8 + 8.5 + 2 + 8.5 + 0 + 0
        noStandups: 3, // Oct 28, 29, Nov 3
        lateArrivals: 2, // Oct 23 09:40 CEST, Oct 27 09:40 CET
      },
      {
        userId: ben,
        name: 'Ben Cole',
        teamName: TEAM,
        workspaces: spaces.mobile,
        workingDays: 4,
        hoursAvailable: 32, // 8 x 4
        hoursLogged: 16, // 8 + 8; the entry of Oct 28 is after he left
        hoursOnWork: 16,
        noStandups: 2, // Oct 23, 27
        lateArrivals: 1, // Oct 26 09:45 CET
      },
      {
        userId: hal,
        name: 'Hal Ives',
        teamName: TEAM,
        workspaces: [],
        workingDays: 8, // today is in progress: no standup yet
        hoursAvailable: 64,
        hoursLogged: 0,
        hoursOnWork: 0,
        noStandups: 8,
        lateArrivals: 0,
      },
    ]);
  });

  it('downloads DetailReport.csv with the screen columns', async () => {
    const response = await lead.get(inTeam(DETAIL), { accept: 'text/csv' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="DetailReport.csv"');
    expect(csvLines(response)).toEqual([
      'Name,Work space,Team Name,Total Hours Available,Total Logged Hours,Total hours on Work,No Standups,Late Arrival after 9:30',
      'Ada Brook,"Mobile App, Platform Core",Attendance QA,72,42.5,43,3,2',
      'Ben Cole,Mobile App,Attendance QA,32,16,16,2,1',
      'Hal Ives,,Attendance QA,64,0,0,8,0',
    ]);
  });

  it("leaves people flagged 'excluded from HR reports' out of the Detail report only", async () => {
    const settle = async () =>
      t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
    await work().excludeFromHrReports(hal, true);
    await settle();
    const names = async (url: string) =>
      (await admin.get(inTeam(url))).json().rows.map((row: { name: string }) => row.name);
    expect(await names(DETAIL)).toEqual(['Ada Brook', 'Ben Cole']);
    expect(await names(MONTHLY)).toEqual(['Ada Brook', 'Ben Cole', 'Hal Ives']);
    await work().excludeFromHrReports(hal, false);
    await settle();
    expect(await names(DETAIL)).toEqual(['Ada Brook', 'Ben Cole', 'Hal Ives']);
  });
});

describe('paging of the Monthly and Detail reports (100 people a page)', () => {
  const paged = (url: string, query = '') =>
    `${url}?${RANGE}&team=${encodeURIComponent(PAGING_TEAM)}${query}`;
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it.each([MONTHLY, DETAIL])('%s: one page of people by name, with the total', async (url) => {
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(async (page) => (await admin.get(paged(url, `&page=${page}`))).json()),
    );
    expect([first.page, first.pageSize, first.total, first.rows.length]).toEqual([
      1, 100, 101, 100,
    ]);
    expect(names(first.rows)).toEqual(pagers.slice(0, 100).map((pager) => pager.name));
    expect([second.page, second.total]).toEqual([2, 101]);
    // The last person's figures are worked out on their page like anyone's: today is in
    // progress, with no standup.
    expect(second.rows).toEqual([
      expect.objectContaining({ name: 'Zed Pager 101', workingDays: 8, teamName: PAGING_TEAM }),
    ]);
    expect(third.rows).toEqual([]);
    expect((await admin.get(paged(url))).json().rows).toEqual(first.rows);
  });

  it.each([MONTHLY, DETAIL])('%s: filters before paging', async (url) => {
    const inMobile = (await admin.get(paged(url, `&workspaces=${mobile}`))).json();
    expect(inMobile.total).toBe(51);
    expect(names(inMobile.rows)).toEqual(
      pagers.filter((_, i) => i % 2 === 0).map((pager) => pager.name),
    );
    const two = (
      await admin.get(paged(url, `&users=${pagers[100]!.userId},${pagers[3]!.userId}&page=1`))
    ).json();
    expect([two.total, names(two.rows)]).toEqual([2, ['Zed Pager 004', 'Zed Pager 101']]);
  });

  it('downloads every person in the CSV, whatever the page', async () => {
    const monthly = csvLines(await admin.get(paged(MONTHLY, '&page=2'), { accept: 'text/csv' }));
    expect(monthly).toHaveLength(102);
    expect(monthly.at(-1)).toBe('Mobile App,Zed Pager 101,8,8,0');
    const detail = csvLines(await admin.get(paged(DETAIL), { accept: 'text/csv' }));
    expect(detail).toHaveLength(102);
    expect(detail[1]).toBe('Zed Pager 001,Mobile App,Paging QA,64,0,0,8,0');
  });

  it.each([MONTHLY, DETAIL])(
    '%s: 400 for a page that is not a whole number from 1',
    async (url) => {
      for (const [page, message] of [
        ['0', 'Page must be at least 1'],
        ['2.5', 'Page must be a whole number'],
        ['100001', 'Page is too large'],
      ]) {
        const response = await admin.get(paged(url, `&page=${page}`));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ page: message });
      }
    },
  );
});

describe('the per-day view of a row', () => {
  it('labels each of the days by DESIGN.md decision 5, up to today', async () => {
    const report = (await admin.get(`/api/reports/users/${ada}/days?${RANGE}`)).json();
    expect(
      report.days.map((day: { date: string; label: string }) => [day.date, day.label]),
    ).toEqual([
      ['2026-11-04', 'In progress'], // today: a standup, nothing logged yet
      ['2026-11-03', 'Short Day'], // 3.5 h
      ['2026-11-02', 'Full Day'],
      ['2026-10-30', 'Holiday'],
      ['2026-10-29', 'On leave (Sick)'],
      ['2026-10-28', 'On leave (Sick)'],
      ['2026-10-27', 'Short Leave'], // 7.5 h
      ['2026-10-26', 'Short Leave'], // 6.5 h
      ['2026-10-23', 'Full Day'],
      ['2026-10-22', 'Short Leave'], // 7 h
    ]);
  });
});

describe('bad input', () => {
  it.each([MONTHLY, DETAIL])('%s: 400 with the field or the spec message', async (url) => {
    const tooLong = await admin.get(`${url}?from=2026-10-01&to=2026-11-04`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Select the days less than 32 days for all users.');
    // A team is no user or workspace filter: still too long.
    expect((await admin.get(`${url}?from=2026-10-01&to=2026-11-04&team=x`)).statusCode).toBe(400);
    const oneUser = await admin.get(`${url}?from=2026-09-01&to=2026-11-04&users=${ada}`);
    expect(oneUser.statusCode).toBe(200);
    expect(oneUser.json().rows).toHaveLength(1);
    const oneSpace = await admin.get(`${url}?from=2026-09-01&to=2026-11-04&workspaces=${mobile}`);
    expect(oneSpace.statusCode).toBe(200);

    const future = await admin.get(`${url}?from=2026-11-04&to=2026-11-06`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ to: 'The range cannot go past tomorrow.' });
    const reversed = await admin.get(`${url}?from=2026-11-04&to=2026-11-03`);
    expect(reversed.json().error.fields).toEqual({ from: 'The start date is after the end date.' });
    expect((await admin.get(`${url}?from=2026-11-01`)).statusCode).toBe(400);
    const badDate = await admin.get(`${url}?from=2026-02-30&to=2026-03-01`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toEqual({ from: 'Not a date (YYYY-MM-DD)' });
    const badUsers = await admin.get(`${url}?users=ada`);
    expect(badUsers.json().error.fields).toEqual({ users: 'Not a list of user ids' });
    const badSpaces = await admin.get(`${url}?workspaces=not-added`);
    expect(badSpaces.json().error.fields).toEqual({ workspaces: 'Not a list of workspace ids' });
  });
});

describe('a person an admin adds today', () => {
  it('has no days before today in any attendance report, and today is in progress', async () => {
    const created = await admin.post('/api/users', {
      name: 'Noa Newhire',
      email: 'noa.newhire@northwind.test',
      role: 'User',
      status: 'active',
      teamName: 'platform',
      lead1: personId('lead'),
      lead2: '',
      lead3: '',
      workspaceIds: [platform],
      defaultWorkspaceId: platform,
      isProviderUser: false,
      isLead: false,
      gender: 'F',
      password: '',
    });
    expect(created.statusCode).toBe(201);
    const { id, joinedOn } = created.json<{ id: string; joinedOn: string }>();
    expect(joinedOn).toBe('2026-11-04'); // the company's today (Berlin)
    await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
    const only = `?${RANGE}&users=${id}`;

    const monthly = (await admin.get(`${MONTHLY}${only}`)).json();
    expect(monthly.rows).toEqual([
      expect.objectContaining({ name: 'Noa Newhire', workingDays: 0, absences: 0, leaveDays: 0 }),
    ]);
    const detail = (await admin.get(`${DETAIL}${only}`)).json();
    expect(detail.rows).toEqual([
      expect.objectContaining({ name: 'Noa Newhire', hoursAvailable: 0, noStandups: 0 }),
    ]);
    const loginHours = (await admin.get(`/api/reports/login-hours${only}`)).json();
    expect(
      loginHours.rows.map((row: { date: string; status: string }) => [row.date, row.status]),
    ).toEqual([['2026-11-04', 'In progress']]);
    const days = (await admin.get(`/api/reports/users/${id}/days?${RANGE}`)).json();
    expect(days.days.map((day: { date: string; label: string }) => [day.date, day.label])).toEqual([
      ['2026-11-04', 'In progress'],
    ]);

    // Once the standup is in (09:10 CET), today counts: a working day, no absence.
    await work().standup(id, '2026-11-04', '2026-11-04T08:10:00.000Z', platform);
    await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
    expect((await admin.get(`${MONTHLY}${only}`)).json().rows).toEqual([
      expect.objectContaining({ name: 'Noa Newhire', workingDays: 1, absences: 0 }),
    ]);
  });
});
