import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumHours, type IsoDate, type TimesheetChart, type TimesheetRow } from '@teamledger/domain';
import { timesheetKeyHours, timesheetKeys, timesheetPage } from '@teamledger/read-models';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { clientFor, csvLines, signedInClients, type Client } from '../../test-support/client.js';
import { personId, seedPeople, type PersonKey } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workEvents } from '../../test-support/work-events.js';
import {
  seedTimesheetWeek,
  TICKET_412,
  TIMESHEET_MILESTONE,
  TIMESHEET_WEEK,
  timesheetMilestoneId,
} from '../../test-support/timesheet-week.js';

// Today is Wednesday 2026-03-11 (UTC company zone). The hours of the week 2025-06-02 to
// 2025-06-08 and their totals are in test-support/timesheet-week.ts.

let t: TestApp;
let admin: Client;
let viewer: Client;
let lead: Client;
let user: Client;

const URL = '/api/reports/timesheet';
const TICKETS = '/api/reports/timesheet/tickets';
const WEEK = `${URL}?from=${TIMESHEET_WEEK.from}&to=${TIMESHEET_WEEK.to}`;
const mobile = demoWorkspaceId('mobile');
const platform = demoWorkspaceId('platform');
const sprint = { id: timesheetMilestoneId, name: TIMESHEET_MILESTONE };
const mobileApp = { id: mobile, name: 'Mobile App' };
const platformCore = { id: platform, name: 'Platform Core' };

interface Row {
  name: string;
  workspace: { name: string };
  milestone: { name: string } | null;
  totalHours: number;
}
/** A row as the table shows it: Name, Space, Milestone, Hours. */
const brief = (rows: Row[]) =>
  rows.map((row) => [
    row.name,
    row.workspace.name,
    row.milestone?.name ?? 'No Milestone',
    row.totalHours,
  ]);

const tickets = (userKey: 'user' | 'lead' | 'provider', workspaceId: string, milestoneId: string) =>
  `${TICKETS}?userId=${personId(userKey)}&workspaceId=${workspaceId}&milestoneId=${milestoneId}` +
  `&from=${TIMESHEET_WEEK.from}&to=${TIMESHEET_WEEK.to}`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  await seedTimesheetWeek(t.deps);
  ({ admin, viewer, lead, user } = await signedInClients(t.app, [
    'admin',
    'viewer',
    'lead',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/reports/timesheet', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await clientFor(t.app).get(URL)).statusCode).toBe(401);
    expect((await clientFor(t.app).get(tickets('user', platform, 'none'))).statusCode).toBe(401);
  });

  it('sums each person, workspace and milestone of the week, by name', async () => {
    const response = await admin.get(WEEK);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: '2025-06-02', to: '2025-06-08', today: '2026-03-11' });
    // Pavel's Thursday and Friday are after he left; the Client's and the Admin's hours
    // are not listed; Uma's Saturday counts, her Monday after the week does not.
    expect(brief(report.rows)).toEqual([
      ['Liam Carter', 'Mobile App', TIMESHEET_MILESTONE, 2],
      ['Liam Carter', 'Mobile App', 'No Milestone', 6],
      ['Pavel Novak', 'Platform Core', 'No Milestone', 5],
      ['Uma Patel', 'Mobile App', TIMESHEET_MILESTONE, 4], // 2.5 + 1.5
      ['Uma Patel', 'Platform Core', 'No Milestone', 7.25], // 3 + 4.25
      ['Vera Lind', 'Mobile App', 'No Milestone', 1],
    ]);
    expect(report.rows[3]).toEqual({
      userId: personId('user'),
      name: 'Uma Patel',
      teamName: 'Platform',
      workspace: mobileApp,
      milestone: sprint,
      totalHours: 4,
    });
  });

  it('gives the chart every day of the week, stacked by workspace', async () => {
    const { chart } = (await lead.get(WEEK)).json();
    expect(chart.workspaces).toEqual([mobileApp, platformCore]);
    expect(chart.days).toEqual([
      // Uma 2.5 on Mobile App and 3 on Platform Core.
      {
        date: '2025-06-02',
        byWorkspace: [
          { workspaceId: mobile, hours: 2.5 },
          { workspaceId: platform, hours: 3 },
        ],
      },
      // Uma's 4.25; the Client's 4 and the Admin's 7 are not counted.
      { date: '2025-06-03', byWorkspace: [{ workspaceId: platform, hours: 4.25 }] },
      // Liam 6 + 2 on Mobile App, Pavel 5 on Platform Core before he left.
      {
        date: '2025-06-04',
        byWorkspace: [
          { workspaceId: mobile, hours: 8 },
          { workspaceId: platform, hours: 5 },
        ],
      },
      { date: '2025-06-05', byWorkspace: [] },
      { date: '2025-06-06', byWorkspace: [{ workspaceId: mobile, hours: 1 }] },
      { date: '2025-06-07', byWorkspace: [{ workspaceId: mobile, hours: 1.5 }] },
      { date: '2025-06-08', byWorkspace: [] },
    ]);
  });

  it('filters by people, workspaces and team', async () => {
    const two = (await admin.get(`${WEEK}&users=${personId('lead')},${personId('viewer')}`)).json();
    expect(brief(two.rows)).toEqual([
      ['Liam Carter', 'Mobile App', TIMESHEET_MILESTONE, 2],
      ['Liam Carter', 'Mobile App', 'No Milestone', 6],
      ['Vera Lind', 'Mobile App', 'No Milestone', 1],
    ]);
    const core = (await admin.get(`${WEEK}&workspaces=${platform}`)).json();
    expect(brief(core.rows)).toEqual([
      ['Pavel Novak', 'Platform Core', 'No Milestone', 5],
      ['Uma Patel', 'Platform Core', 'No Milestone', 7.25],
    ]);
    expect(core.chart.workspaces).toEqual([platformCore]);
    const management = (await admin.get(`${WEEK}&team=management`)).json();
    expect(brief(management.rows)).toEqual([['Vera Lind', 'Mobile App', 'No Milestone', 1]]);
    // The Admin and the Client are never listed, even when asked for by name.
    const notListed = (
      await admin.get(`${WEEK}&users=${personId('admin')},${personId('client')}`)
    ).json();
    expect(notListed.rows).toEqual([]);
    expect(notListed.chart.workspaces).toEqual([]);
  });

  it('answers one page of rows with the total, and nothing past the last page', async () => {
    const report = (await admin.get(WEEK)).json();
    expect(report).toMatchObject({ page: 1, pageSize: 100, total: 6 });
    const second = (await admin.get(`${WEEK}&page=2`)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 100, total: 6, rows: [] });
    // The chart covers the whole filtered range whatever the page.
    expect(second.chart).toEqual(report.chart);
    const filtered = (await admin.get(`${WEEK}&workspaces=${platform}&page=1`)).json();
    expect(filtered).toMatchObject({ total: 2 });
    for (const page of ['0', '-1', 'two', '2.5']) {
      const bad = await admin.get(`${WEEK}&page=${page}`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['page']);
    }
  });

  it("sums each row's hours from the same entries its Ticket Details list", async () => {
    const { rows } = (await admin.get(WEEK)).json() as { rows: TimesheetRow[] };
    for (const row of rows) {
      const details = await admin.get(
        `${TICKETS}?userId=${row.userId}&workspaceId=${row.workspace.id}` +
          `&milestoneId=${row.milestone?.id ?? 'none'}` +
          `&from=${TIMESHEET_WEEK.from}&to=${TIMESHEET_WEEK.to}`,
      );
      const entries: { hours: number }[] = details.json().entries;
      expect(sumHours(entries.map((entry) => entry.hours))).toBe(row.totalHours);
    }
    // The chart's hours are the rows' hours, day by day.
    const { chart } = (await admin.get(WEEK)).json() as { chart: TimesheetChart };
    const charted = chart.days.flatMap((day) => day.byWorkspace.map((entry) => entry.hours));
    expect(sumHours(charted)).toBe(sumHours(rows.map((row) => row.totalHours)));
  });

  it('lets a viewer and a lead read everyone', async () => {
    expect((await viewer.get(WEEK)).json().rows).toHaveLength(6);
    expect((await lead.get(WEEK)).json().rows).toHaveLength(6);
  });

  it('gives a plain user their own hours, and 403 for anyone else’s', async () => {
    const own = (await user.get(WEEK)).json();
    expect(brief(own.rows)).toEqual([
      ['Uma Patel', 'Mobile App', TIMESHEET_MILESTONE, 4],
      ['Uma Patel', 'Platform Core', 'No Milestone', 7.25],
    ]);
    expect((await user.get(`${WEEK}&users=${personId('user')}`)).json().rows).toHaveLength(2);
    for (const users of [personId('lead'), `${personId('user')},${personId('lead')}`]) {
      const refused = await user.get(`${WEEK}&users=${users}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'forbidden',
        message: 'You can only see your own timesheet.',
      });
    }
    // Their own hours are a filtered report: a long range is fine.
    expect((await user.get(`${URL}?from=2025-06-01&to=2026-03-11`)).statusCode).toBe(200);
  });

  it('covers the last 7 days by default', async () => {
    const report = (await admin.get(URL)).json();
    expect(report).toMatchObject({ from: '2026-03-05', to: '2026-03-11', timeZone: 'UTC' });
    expect(report.chart.days).toHaveLength(7);
  });

  it('refuses bad dates, a reversed or future range and a long unfiltered one with 400', async () => {
    const badDate = await admin.get(`${URL}?from=2025-06-31&to=2025-07-01`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toEqual({ from: 'Not a date (YYYY-MM-DD)' });
    const reversed = await admin.get(`${URL}?from=2025-06-08&to=2025-06-02`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ from: 'The start date is after the end date.' });
    const future = await admin.get(`${URL}?from=2026-03-11&to=2026-03-13`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ to: 'The range cannot go past tomorrow.' });
    const half = await admin.get(`${URL}?from=2026-03-11`);
    expect(half.statusCode).toBe(400);
    const badUsers = await admin.get(`${WEEK}&users=everyone`);
    expect(badUsers.statusCode).toBe(400);
    expect(badUsers.json().error.fields).toEqual({ users: 'Not a list of user ids' });
    // 2025-06-01 to 2025-07-02 is 32 days: one too many without a user or workspace.
    const tooLong = await admin.get(`${URL}?from=2025-06-01&to=2025-07-02`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Select the days less than 32 days for all users.');
    expect((await admin.get(`${URL}?from=2025-06-01&to=2025-07-01`)).statusCode).toBe(200);
    const byTeam = await admin.get(`${URL}?from=2025-06-01&to=2025-07-02&team=Platform`);
    expect(byTeam.statusCode).toBe(400);
    const bySpace = await admin.get(`${URL}?from=2025-06-01&to=2025-07-02&workspaces=${mobile}`);
    expect(bySpace.statusCode).toBe(200);
  });

  it('downloads TimesheetReport.csv: the table’s columns, quoted where needed', async () => {
    const response = await admin.get(WEEK, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="TimesheetReport.csv"',
    );
    expect(csvLines(response)).toEqual([
      'Name,Team Name,Milestone,Space,Hours',
      'Liam Carter,Platform,"Sprint 12, tablets",Mobile App,2',
      'Liam Carter,Platform,No Milestone,Mobile App,6',
      'Pavel Novak,Platform,No Milestone,Platform Core,5',
      'Uma Patel,Platform,"Sprint 12, tablets",Mobile App,4',
      'Uma Patel,Platform,No Milestone,Platform Core,7.25',
      'Vera Lind,Management,No Milestone,Mobile App,1',
    ]);
    const own = await user.get(WEEK, { accept: 'text/csv' });
    expect(csvLines(own)).toHaveLength(3);
    expect(
      (await user.get(`${WEEK}&users=${personId('lead')}`, { accept: 'text/csv' })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/reports/timesheet/tickets', () => {
  it("lists a row's entries newest first, each with its ticket or none", async () => {
    const response = await admin.get(tickets('user', platform, 'none'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2025-06-02',
      to: '2025-06-08',
      today: '2026-03-11',
      timeZone: 'UTC',
      user: { id: personId('user'), name: 'Uma Patel' },
      workspace: platformCore,
      milestone: null,
      entries: [
        {
          id: expect.any(String),
          date: '2025-06-03',
          hours: 4.25,
          title: 'Ticket 412',
          ticket: { number: 412, url: TICKET_412 },
        },
        {
          id: expect.any(String),
          date: '2025-06-02',
          hours: 3,
          title: 'Code review',
          ticket: null,
        },
      ],
    });
    const sprintRow = (await lead.get(tickets('user', mobile, timesheetMilestoneId))).json();
    expect(sprintRow.milestone).toEqual(sprint);
    // Saturday's entry first; 2.5 + 1.5 = the row's 4 hours.
    expect(
      sprintRow.entries.map((e: { date: string; hours: number }) => [e.date, e.hours]),
    ).toEqual([
      ['2025-06-07', 1.5],
      ['2025-06-02', 2.5],
    ]);
  });

  it('keeps the entries of someone who left to the days before they left', async () => {
    const pavel = (await admin.get(tickets('provider', platform, 'none'))).json();
    expect(pavel.entries.map((e: { title: string }) => e.title)).toEqual(['Ticket 77']);
  });

  it('lets a plain user open their own rows only', async () => {
    expect((await user.get(tickets('user', platform, 'none'))).statusCode).toBe(200);
    const refused = await user.get(tickets('lead', mobile, 'none'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('refuses bad ids with 400 and unknown ones with 404', async () => {
    const badMilestone = await admin.get(tickets('user', platform, 'all'));
    expect(badMilestone.statusCode).toBe(400);
    expect(badMilestone.json().error.fields).toEqual({
      milestoneId: "Not a milestone id or 'none'",
    });
    const missing = await admin.get(`${TICKETS}?userId=${personId('user')}&milestoneId=none`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ workspaceId: 'Not a workspace id' });
    const nobody = '00000000-0000-4000-8000-000000000000';
    const unknownUser = await admin.get(
      `${TICKETS}?userId=${nobody}&workspaceId=${platform}&milestoneId=none`,
    );
    expect(unknownUser.statusCode).toBe(404);
    const unknownMilestone = await admin.get(tickets('user', platform, nobody));
    expect(unknownMilestone.statusCode).toBe(404);
    const reversed = await admin.get(
      `${TICKETS}?userId=${personId('user')}&workspaceId=${platform}&milestoneId=none` +
        '&from=2025-06-09&to=2025-06-02',
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('downloads UserReport.csv: dated entries, formula cells made text', async () => {
    const response = await admin.get(tickets('user', platform, 'none'), { accept: 'text/csv' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="UserReport.csv"');
    expect(csvLines(response)).toEqual([
      'Date,Space Name,Milestone,Hours,Ticket,Ticket URL',
      `2025-06-03,Platform Core,No Milestone,4.25,#412,${TICKET_412}`,
      '2025-06-02,Platform Core,No Milestone,3,Code review,',
    ]);
    const vera = await admin.get(
      `${TICKETS}?userId=${personId('viewer')}&workspaceId=${mobile}&milestoneId=none` +
        `&from=${TIMESHEET_WEEK.from}&to=${TIMESHEET_WEEK.to}`,
      { accept: 'text/csv' },
    );
    // Vera's title starts with '=': a leading ' makes it text; its quotes are doubled.
    expect(csvLines(vera)[1]).toBe(
      `2025-06-06,Mobile App,No Milestone,1,"'=HYPERLINK(""x""), design sync",`,
    );
  });
});

describe('the rows kept for a filter (D299)', () => {
  /** Logs hours for someone in the demo company and waits for the read models. */
  async function logHours(
    who: PersonKey,
    date: IsoDate,
    workspace: 'platform' | 'mobile',
    hours: number,
  ) {
    const at = `${date}T12:00:00.000Z`;
    await workEvents(t.deps.store).hours(
      personId(who),
      date,
      hours,
      at,
      demoWorkspaceId(workspace),
    );
    await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
  }

  it('reads them again once an entry lands: a new row, its place and the total', async () => {
    // A week of its own, after the seeded one.
    const july = `${URL}?from=2025-07-07&to=2025-07-13`;
    /** The answer asked twice: first at a stamp (its own statement), then from kept rows. */
    const twice = async () => {
      const first = (await admin.get(july)).json();
      expect((await admin.get(july)).json()).toEqual(first);
      return first;
    };
    await logHours('user', '2025-07-08', 'platform', 2);
    const before = await twice();
    expect(before.total).toBe(1);
    expect(brief(before.rows)).toEqual([['Uma Patel', 'Platform Core', 'No Milestone', 2]]);

    // Liam's first hours of the week come before Uma's by name.
    await logHours('lead', '2025-07-09', 'mobile', 3);
    const after = await twice();
    expect(after.total).toBe(2);
    expect(brief(after.rows)).toEqual([
      ['Liam Carter', 'Mobile App', 'No Milestone', 3],
      ['Uma Patel', 'Platform Core', 'No Milestone', 2],
    ]);
    expect(after.chart).not.toEqual(before.chart);

    // More hours on a row already listed: the same rows, its hours summed anew.
    await logHours('user', '2025-07-10', 'platform', 1.5);
    expect(brief((await twice()).rows)).toEqual([
      ['Liam Carter', 'Mobile App', 'No Milestone', 3],
      ['Uma Patel', 'Platform Core', 'No Milestone', 3.5],
    ]);
  });

  it('gives kept rows no hours once the read models stand elsewhere', async () => {
    const filter = { ...TIMESHEET_WEEK, userIds: null, workspaceIds: null, teamName: null };
    const { stamp, keys } = await timesheetKeys(t.deps.pool, filter);
    const whole = await timesheetPage(t.deps.pool, filter, null);
    expect(keys.length).toBe(whole.total);
    expect(await timesheetKeyHours(t.deps.pool, keys, stamp)).toEqual(
      whole.rows.map((row) => row.totalHours),
    );
    // The route then reads the page in one statement (timesheetPage).
    expect(await timesheetKeyHours(t.deps.pool, keys, `${stamp} moved`)).toBeNull();
  });
});
