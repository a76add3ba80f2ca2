import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumHours, type MilestoneEntries, type MilestoneReport } from '@teamledger/domain';
import { demoWorkspaceId } from '../../demo/seed-people-admin.js';
import { clientFor, csvLines, signedInClients, type Client } from '../../test-support/client.js';
import {
  MILESTONE_HOURS_TODAY,
  OFFLINE,
  RELEASE,
  seedMilestoneHours,
  TICKET_412,
  TICKET_77,
} from '../../test-support/milestone-hours.js';
import { personId, seedPeople } from '../../test-support/sessions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workEvents } from '../../test-support/work-events.js';

// The entries of test-support/milestone-hours.ts, today Wednesday 2026-06-17 (UTC). In
// 2026-06-08..2026-06-16 the report counts:
//   Release 2.0 (Mobile App):   Liam 0.33 (06-16), Uma 2.5 and 1.25 (06-15)  = 4.08
//   No Milestone, Platform Core: Uma 3 (06-12), Pavel 2 (06-09)              = 5
//   Offline mode (Mobile App):  Liam 4 (06-16)                               = 4
//   No Milestone, Northwind HQ: Vera 0.5 (06-11)                             = 0.5
// and leaves out Pavel's 5 hours of 06-12 (he left on 06-11), the Admin's and the Client's
// hours (not User or Viewer) and Uma's 6 hours of 06-05 (before the range).
// Total 4.08 + 5 + 4 + 0.5 = 13.58.

let t: TestApp;
let admin: Client;
let viewer: Client;
let lead: Client;
let user: Client;

const URL = '/api/reports/milestones';
const RANGE = `${URL}?from=2026-06-08&to=2026-06-16`;
const uma = { id: personId('user'), name: 'Uma Patel' };
const liam = { id: personId('lead'), name: 'Liam Carter' };
const pavel = { id: personId('provider'), name: 'Pavel Novak' };
const mobile = { id: demoWorkspaceId('mobile'), name: 'Mobile App' };
const platform = { id: demoWorkspaceId('platform'), name: 'Platform Core' };
const hq = { id: demoWorkspaceId('hq'), name: 'Northwind HQ' };

const cards = (report: MilestoneReport) =>
  report.milestones.map((group) => [
    group.milestone?.name ?? 'No Milestone',
    group.workspace.name,
    group.hours,
  ]);
const people = (report: MilestoneReport) =>
  report.users.map((person) => [person.name, person.totalHours]);
const ENTRIES = `${URL}/entries?from=2026-06-08&to=2026-06-16`;
const entriesOf = async (client: Client, query: string): Promise<MilestoneEntries> => {
  const response = await client.get(`${ENTRIES}&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
  await seedPeople(t.deps);
  await seedMilestoneHours(t.deps);
  t.clock.set(new Date(MILESTONE_HOURS_TODAY));
  ({ admin, viewer, lead, user } = await signedInClients(t.app, [
    'admin',
    'viewer',
    'lead',
    'user',
  ]));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/reports/milestones', () => {
  it('refuses anonymous callers with 401', async () => {
    const response = await clientFor(t.app).get(URL);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('totals the hours per milestone, most first, for an admin with All users', async () => {
    const response = await admin.get(RANGE);
    expect(response.statusCode).toBe(200);
    const report: MilestoneReport = response.json();
    expect(report).toMatchObject({
      from: '2026-06-08',
      to: '2026-06-16',
      today: '2026-06-17',
      timeZone: 'UTC',
      totalHours: 13.58,
    });
    expect(cards(report)).toEqual([
      ['No Milestone', 'Platform Core', 5],
      ['Release 2.0', 'Mobile App', 4.08],
      ['Offline mode', 'Mobile App', 4],
      ['No Milestone', 'Northwind HQ', 0.5],
    ]);
    expect(report.milestones[1]!.milestone).toEqual(RELEASE);
    expect(report.milestones[1]!.workspace).toEqual(mobile);
    expect(report.milestones[3]!.workspace).toEqual(hq);
  });

  it("lists a milestone's entries newest first, with the person, ticket and hours", async () => {
    const release = await entriesOf(admin, `workspaceId=${mobile.id}&milestoneId=${RELEASE.id}`);
    expect(release).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(
      release.entries.map((entry) => [entry.user.name, entry.title, entry.ticket, entry.hours]),
    ).toEqual([
      ['Liam Carter', 'Release notes', null, 0.33],
      ['Uma Patel', 'Push notifications', null, 2.5],
      ['Uma Patel', 'Login screen', { number: 412, url: TICKET_412 }, 1.25],
    ]);
    expect(release.entries[2]).toEqual({
      id: expect.any(String),
      date: '2026-06-15',
      loggedAt: '2026-06-15T16:00:00.000Z',
      user: uma,
      workspace: mobile,
      milestone: RELEASE,
      title: 'Login screen',
      ticket: { number: 412, url: TICKET_412 },
      hours: 1.25,
    });
    // A ticket link that is not http(s) keeps its number and loses the link.
    const offline = await entriesOf(admin, `workspaceId=${mobile.id}&milestoneId=${OFFLINE.id}`);
    expect(offline.entries[0]!.ticket).toEqual({ number: 414, url: null });
    // Pavel's hours before he left count, with his synced ticket; the later ones do not.
    const noMilestone = await entriesOf(admin, `workspaceId=${platform.id}&milestoneId=none`);
    expect(
      noMilestone.entries.map((entry) => [entry.user.name, entry.date, entry.loggedAt]),
    ).toEqual([
      ['Uma Patel', '2026-06-12', null],
      ['Pavel Novak', '2026-06-09', '2026-06-09T15:00:00.000Z'],
    ]);
    expect(noMilestone.entries[1]!.ticket).toEqual({ number: 77, url: TICKET_77 });
  });

  it("sums each card's hours from the same entries its Entries list shows", async () => {
    const report: MilestoneReport = (await admin.get(RANGE)).json();
    for (const card of report.milestones) {
      const { entries, total } = await entriesOf(
        admin,
        `workspaceId=${card.workspace.id}&milestoneId=${card.milestone?.id ?? 'none'}`,
      );
      expect(total).toBe(card.entries);
      expect(sumHours(entries.map((entry) => entry.hours))).toBe(card.hours);
    }
    for (const person of report.users) {
      const { entries, total } = await entriesOf(admin, `userId=${person.userId}`);
      expect(total).toBe(person.entries);
      expect(sumHours(entries.map((entry) => entry.hours))).toBe(person.totalHours);
    }
  });

  it('pages the people and the entries, and refuses a bad page with 400', async () => {
    const report: MilestoneReport = (await admin.get(RANGE)).json();
    expect(report).toMatchObject({ page: 1, pageSize: 30, total: 5 });
    // Past the last page: no cards, the same total and the same milestones.
    const second: MilestoneReport = (await admin.get(`${RANGE}&page=2`)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 30, total: 5, users: [] });
    expect(cards(second)).toEqual(cards(report));
    const entries = await entriesOf(admin, `userId=${uma.id}&page=2`);
    expect(entries).toMatchObject({ page: 2, pageSize: 20, total: 3, entries: [] });
    for (const page of ['0', 'x', '1.5']) {
      const bad = await admin.get(`${RANGE}&page=${page}`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['page']);
      expect((await admin.get(`${ENTRIES}&userId=${uma.id}&page=${page}`)).statusCode).toBe(400);
    }
  });

  it('refuses an entries request naming neither a person nor a milestone with 400', async () => {
    for (const query of ['', `workspaceId=${mobile.id}`, 'milestoneId=none', 'userId=abc']) {
      const response = await admin.get(`${ENTRIES}&${query}`);
      expect(response.statusCode).toBe(400);
    }
    const badMilestone = await admin.get(`${ENTRIES}&workspaceId=${mobile.id}&milestoneId=x`);
    expect(badMilestone.json().error.fields).toEqual({
      milestoneId: "Not a milestone id or 'none'",
    });
  });

  it('gives every listed User and Viewer a card with their hours per milestone', async () => {
    const report: MilestoneReport = (await admin.get(RANGE)).json();
    // Pavel left on 06-11, after the range began, so he is listed with his 2 hours; Amina
    // (Admin), Marco (Manager) and Cora (Client) are not listed.
    expect(people(report)).toEqual([
      ['Hira Hassan', 0],
      ['Liam Carter', 4.33], // 4 + 0.33
      ['Pavel Novak', 2],
      ['Uma Patel', 6.75], // 1.25 + 2.5 + 3
      ['Vera Lind', 0.5],
    ]);
    const umaCard = report.users.find((person) => person.userId === uma.id)!;
    expect(umaCard.milestones).toEqual([
      { milestone: RELEASE, workspace: mobile, hours: 3.75, entries: 2 }, // 1.25 + 2.5
      { milestone: null, workspace: platform, hours: 3, entries: 1 },
    ]);
    expect(umaCard.entries).toBe(3);
    const umaEntries = await entriesOf(admin, `userId=${uma.id}`);
    expect(umaEntries.entries.map((entry) => entry.title)).toEqual([
      'Push notifications',
      'Login screen',
      'Code review',
    ]);
    const liamCard = report.users.find((person) => person.userId === liam.id)!;
    expect(liamCard.milestones).toEqual([
      { milestone: OFFLINE, workspace: mobile, hours: 4, entries: 1 },
      { milestone: RELEASE, workspace: mobile, hours: 0.33, entries: 1 },
    ]);
    const hira = report.users.find((person) => person.name === 'Hira Hassan')!;
    expect(hira).toEqual({
      userId: personId('hr'),
      name: 'Hira Hassan',
      totalHours: 0,
      entries: 0,
      milestones: [],
    });
  });

  it('covers the last 7 days by default, where Pavel, gone since 06-11, is not listed', async () => {
    const report: MilestoneReport = (await admin.get(URL)).json();
    expect(report).toMatchObject({ from: '2026-06-11', to: '2026-06-17', totalHours: 11.58 });
    // 13.58 less Pavel's 2 hours of 06-09.
    expect(cards(report)).toEqual([
      ['Release 2.0', 'Mobile App', 4.08],
      ['Offline mode', 'Mobile App', 4],
      ['No Milestone', 'Platform Core', 3],
      ['No Milestone', 'Northwind HQ', 0.5],
    ]);
    expect(people(report).map(([name]) => name)).toEqual([
      'Hira Hassan',
      'Liam Carter',
      'Uma Patel',
      'Vera Lind',
    ]);
  });

  it('filters by user, team (any case) and workspace', async () => {
    const one: MilestoneReport = (await admin.get(`${RANGE}&users=${uma.id}`)).json();
    expect(cards(one)).toEqual([
      ['Release 2.0', 'Mobile App', 3.75],
      ['No Milestone', 'Platform Core', 3],
    ]);
    expect(people(one)).toEqual([['Uma Patel', 6.75]]);

    const team: MilestoneReport = (await admin.get(`${RANGE}&team=platform`)).json();
    expect(people(team)).toEqual([
      ['Liam Carter', 4.33],
      ['Pavel Novak', 2],
      ['Uma Patel', 6.75],
    ]);
    // 5 + 4.08 + 4 = 13.08: everything but Vera's half hour.
    expect(team.totalHours).toBe(13.08);

    const inMobile: MilestoneReport = (await admin.get(`${RANGE}&workspaces=${mobile.id}`)).json();
    expect(cards(inMobile)).toEqual([
      ['Release 2.0', 'Mobile App', 4.08],
      ['Offline mode', 'Mobile App', 4],
    ]);
    // The members of Mobile App: Liam (4 + 0.33) and Uma (1.25 + 2.5).
    expect(people(inMobile)).toEqual([
      ['Liam Carter', 4.33],
      ['Uma Patel', 3.75],
    ]);
  });

  it('lets leads and Viewers see everyone', async () => {
    for (const client of [lead, viewer]) {
      const report: MilestoneReport = (await client.get(RANGE)).json();
      expect(report.totalHours).toBe(13.58);
      expect(report.users).toHaveLength(5);
    }
  });

  it('shows a plain user only their own hours and refuses anyone else with 403', async () => {
    const own: MilestoneReport = (await user.get(RANGE)).json();
    expect(people(own)).toEqual([['Uma Patel', 6.75]]);
    expect(own.totalHours).toBe(6.75);
    expect(cards(own)).toEqual([
      ['Release 2.0', 'Mobile App', 3.75],
      ['No Milestone', 'Platform Core', 3],
    ]);
    expect((await user.get(`${RANGE}&users=${uma.id}`)).statusCode).toBe(200);
    for (const users of [liam.id, `${uma.id},${pavel.id}`]) {
      const refused = await user.get(`${RANGE}&users=${users}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'forbidden',
        message: 'You can only see your own hours in the milestone report.',
      });
    }
    // Her own entries, and no one else's, by person or by milestone.
    expect((await entriesOf(user, `userId=${uma.id}`)).total).toBe(3);
    expect((await user.get(`${ENTRIES}&userId=${liam.id}`)).statusCode).toBe(403);
    const release = await entriesOf(user, `workspaceId=${mobile.id}&milestoneId=${RELEASE.id}`);
    expect(release.entries.map((entry) => entry.user.name)).toEqual(['Uma Patel', 'Uma Patel']);
    // Her own report is not an all-user one: a long range is fine.
    expect((await user.get(`${URL}?from=2026-03-01&to=2026-06-17`)).statusCode).toBe(200);
  });

  it('refuses bad dates, ids and long unfiltered ranges with 400 and the field', async () => {
    const badDate = await admin.get(`${URL}?from=2026-02-30&to=2026-03-01`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toEqual({ from: 'Not a date (YYYY-MM-DD)' });
    const half = await admin.get(`${URL}?from=2026-06-01`);
    expect(half.json().error.fields).toEqual({ to: 'Choose both a start and an end date.' });
    const reversed = await admin.get(`${URL}?from=2026-06-10&to=2026-06-01`);
    expect(reversed.json().error.fields).toEqual({ from: 'The start date is after the end date.' });
    const future = await admin.get(`${URL}?from=2026-06-10&to=2026-06-19`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ to: 'The range cannot go past tomorrow.' });
    const badUsers = await admin.get(`${RANGE}&users=abc`);
    expect(badUsers.json().error.fields).toEqual({ users: 'Not a list of user ids' });
    const badSpaces = await admin.get(`${RANGE}&workspaces=${mobile.id},x`);
    expect(badSpaces.json().error.fields).toEqual({ workspaces: 'Not a list of workspace ids' });
    // 2026-05-01..2026-06-17 is 48 days for everyone.
    const tooLong = await admin.get(`${URL}?from=2026-05-01&to=2026-06-17`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Select the days less than 32 days for all users.');
    const teamOnly = await admin.get(`${URL}?from=2026-05-01&to=2026-06-17&team=Platform`);
    expect(teamOnly.statusCode).toBe(400);
    expect(
      (await admin.get(`${URL}?from=2026-05-01&to=2026-06-17&workspaces=${mobile.id}`)).statusCode,
    ).toBe(200);
    for (const response of [badDate, half, reversed, future, badUsers, badSpaces, tooLong]) {
      expect(response.statusCode).toBe(400);
    }
  });

  it('downloads MilestoneReport.csv: one row per entry, card by card, formulas made text', async () => {
    const response = await admin.get(RANGE, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="MilestoneReport.csv"',
    );
    expect(csvLines(response)).toEqual([
      'Milestone,WorkSpace,Name,Date,Logged at,Ticket,Ticket Link,Title,Hours',
      'No Milestone,Platform Core,Uma Patel,2026-06-12,,,,Code review,3',
      `No Milestone,Platform Core,Pavel Novak,2026-06-09,3:00 PM,#77,${TICKET_77},Sync ticket,2`,
      'Release 2.0,Mobile App,Liam Carter,2026-06-16,5:20 PM,,,Release notes,0.33',
      'Release 2.0,Mobile App,Uma Patel,2026-06-15,4:30 PM,,,Push notifications,2.5',
      `Release 2.0,Mobile App,Uma Patel,2026-06-15,4:00 PM,#412,${TICKET_412},Login screen,1.25`,
      `Offline mode,Mobile App,Liam Carter,2026-06-16,11:00 AM,#414,,'=1+1,4`,
      'No Milestone,Northwind HQ,Vera Lind,2026-06-11,12:00 PM,,,Budget review,0.5',
    ]);
  });

  it("gives a plain user's CSV only their own rows", async () => {
    const lines = csvLines(await user.get(RANGE, { accept: 'text/csv' }));
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'Uma Patel',
      'Uma Patel',
      'Uma Patel',
    ]);
  });
});

describe('every milestone’s hours kept for a filter (D301)', () => {
  it('are read again once an entry lands', async () => {
    // A week of its own, before the seeded hours.
    const week = `${URL}?from=2026-05-04&to=2026-05-10`;
    const log = async (hours: number) => {
      const date = '2026-05-05';
      await workEvents(t.deps.store).hours(
        personId('user'),
        date,
        hours,
        `${date}T12:00:00.000Z`,
        platform.id,
      );
      await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
    };
    await log(2);
    const before = (await admin.get(week)).json() as MilestoneReport;
    expect(cards(before)).toEqual([['No Milestone', 'Platform Core', 2]]);
    // Asked again while nothing moved: the same answer.
    expect((await admin.get(week)).json()).toEqual(before);
    await log(1.5);
    const after = (await admin.get(week)).json() as MilestoneReport;
    expect(cards(after)).toEqual([['No Milestone', 'Platform Core', 3.5]]);
    expect(after.totalHours).toBe(3.5);
  });
});
