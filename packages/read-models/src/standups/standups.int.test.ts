import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  standupCalendar,
  standupStream,
  type LeaveApplied,
  type StandupEvent,
  type UserRegistered,
  type WorkspaceCreated,
} from '@teamledger/domain';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { openReadModelDb, type ReadModelDb } from '../test-support/work-fixtures.js';
import { usersProjection } from '../users/index.js';
import { workspacesProjection } from '../workspaces/index.js';
import { NO_WORKSPACE_KEY, standupsProjection } from './projection.js';
import {
  findStandup,
  standupReportPage,
  standupsOfUser,
  type StandupReportFilter,
} from './queries.js';
import { userDaysProjection } from '../user-days/index.js';

const uma = '22222222-2222-4222-8222-222222222222';
const liam = '11111111-1111-4111-8111-111111111111';
const office = '33333333-3333-4333-8333-333333333333';
const vera = '44444444-4444-4444-8444-444444444444';
const admin = '55555555-5555-4555-8555-555555555555';
const waiting = '66666666-6666-4666-8666-666666666666';

const recorded = eventRecorder();
const on = (event: StandupEvent) =>
  recorded(event, standupStream(event.data.userId, event.data.date));
const added = (
  userId: string,
  date: string,
  reportedAt: string,
  today = 'Build',
): StandupEvent => ({
  type: 'StandupAdded',
  data: {
    userId,
    date,
    yesterday: 'Plan',
    today,
    roadblocks: 'None',
    workspaceId: userId === uma ? office : null,
    reportedAt,
  },
});

const events = [
  on(added(uma, '2026-03-09', '2026-03-09T09:05:00.000Z')),
  on(added(liam, '2026-03-09', '2026-03-09T10:00:00.000Z')),
  on(added(uma, '2026-03-10', '2026-03-10T09:40:00.000Z')),
  // An Admin's standup: counted in everyone's per-day counts, never listed in the report.
  on(added(admin, '2026-03-10', '2026-03-10T08:00:00.000Z')),
  on({
    type: 'StandupUpdated',
    data: {
      userId: uma,
      date: '2026-03-10',
      yesterday: 'Plan',
      today: 'Build and test',
      roadblocks: 'Waiting for review',
      updatedAt: '2026-03-10T12:00:00.000Z',
    },
  }),
];

describe('standups read model', () => {
  let t: ReadModelDb;
  beforeAll(async () => {
    t = await openReadModelDb([workspacesProjection, usersProjection, userDaysProjection]);
    const created: WorkspaceCreated = {
      type: 'WorkspaceCreated',
      data: {
        workspaceId: office,
        name: 'Head Office',
        isProviderSpace: false,
        providerSpaceId: null,
        providerCheck: null,
        hallType: 10,
      },
    };
    await workspacesProjection.apply(t.db, eventRecorder(1000n)(created, `workspace-${office}`));
    const person = (
      userId: string,
      name: string,
      role: UserRegistered['data']['role'],
      status: UserRegistered['data']['status'] = 'active',
    ): UserRegistered => ({
      type: 'UserRegistered',
      data: {
        userId,
        email: `${name.toLowerCase()}@x.test`,
        name,
        role,
        status,
        via: 'admin',
        teamName: 'Platform',
        leadIds: [],
        workspaceIds: [],
        defaultWorkspaceId: null,
        isProviderUser: false,
        isLead: false,
        gender: null,
      },
    });
    const record = eventRecorder(2000n);
    for (const event of [
      person(uma, 'Uma', 'User'),
      person(liam, 'Liam', 'User'),
      person(vera, 'Vera', 'Viewer'),
      person(admin, 'Amina', 'Admin'),
      person(waiting, 'Riya', 'User', 'inactive'),
    ]) {
      await usersProjection.apply(t.db, record(event, `user-${event.data.userId}`));
    }
  });
  afterAll(() => t.close());

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(t.db, standupsProjection, events);
    expect(twice).toEqual(once);
  });

  it('keeps the first reported at and the latest answers', async () => {
    expect(await findStandup(t.db, uma, '2026-03-10')).toEqual({
      userId: uma,
      date: '2026-03-10',
      workspaceId: office,
      workspaceName: 'Head Office',
      yesterday: 'Plan',
      today: 'Build and test',
      roadblocks: 'Waiting for review',
      reportedAt: new Date('2026-03-10T09:40:00.000Z'),
      updatedAt: new Date('2026-03-10T12:00:00.000Z'),
    });
    expect(await findStandup(t.db, uma, '2026-03-11')).toBeNull();
  });

  it("lists one person's standups in a range, newest first", async () => {
    const rows = await standupsOfUser(t.db, uma, '2026-03-01', '2026-03-31');
    expect(rows.map((row) => [row.date, row.today])).toEqual([
      ['2026-03-10', 'Build and test'],
      ['2026-03-09', 'Build'],
    ]);
    const liams = await standupsOfUser(t.db, liam, '2026-03-09', '2026-03-09');
    expect(liams.map((row) => [row.workspaceId, row.workspaceName])).toEqual([[null, null]]);
  });

  it("counts everyone's standups per day and workspace once, however often replayed", async () => {
    const { rows } = await t.db.query<{ date: string; workspace_key: string; standups: number }>(
      `SELECT date::text, workspace_key, standups FROM standup_day_counts
       ORDER BY date, workspace_key`,
    );
    expect(rows.map((row) => [row.date, row.workspace_key, row.standups])).toEqual([
      ['2026-03-09', NO_WORKSPACE_KEY, 1],
      ['2026-03-09', office, 1],
      ['2026-03-10', NO_WORKSPACE_KEY, 1],
      ['2026-03-10', office, 1],
    ]);
  });

  describe('the all-users report', () => {
    // Sun 2026-03-08 (Liam posts anyway), Mon 9, Tue 10 (Vera on sick leave).
    const company = { holidays: new Set<string>(), timeZone: 'UTC' };
    const report = async (
      filter: Omit<StandupReportFilter, 'calendar'>,
      paging: { page: number; pageSize: number } | null = null,
    ) =>
      standupReportPage(
        t.db,
        { ...filter, calendar: standupCalendar(filter.from, filter.to, company) },
        paging,
      );
    const rowsOf = async (filter: Omit<StandupReportFilter, 'calendar'>) =>
      (await report(filter)).rows;
    const day = { from: '2026-03-10', to: '2026-03-10', userIds: null, teamName: null };

    beforeAll(async () => {
      const record = eventRecorder(5000n);
      await standupsProjection.apply(
        t.db,
        record(
          { ...added(liam, '2026-03-08', '2026-03-08T11:00:00.000Z') },
          standupStream(liam, '2026-03-08'),
        ),
      );
      const leave: LeaveApplied = {
        type: 'LeaveApplied',
        data: {
          leaveId: '77777777-7777-4777-8777-777777777777',
          userId: vera,
          leaveType: 'Sick',
          details: 'Flu',
          from: '2026-03-10',
          to: '2026-03-10',
          status: 'approved',
        },
      };
      await userDaysProjection.apply(t.db, record(leave, 'leave-77777777'));
    });

    it('lists active Users and Viewers: standups first, then who has none, with their leave', async () => {
      const rows = await rowsOf({ ...day, workspaceIds: null, notAdded: true });
      expect(rows.map((row) => [row.name, row.standup?.today ?? null, row.leaveType])).toEqual([
        ['Uma', 'Build and test', null],
        ['Liam', null, null],
        ['Vera', null, 'Sick'],
      ]);
    });

    it('lists only who posted on a weekend: nobody is missing a standup on a day off', async () => {
      const sunday = { from: '2026-03-08', to: '2026-03-08', userIds: null, teamName: null };
      const rows = await rowsOf({ ...sunday, workspaceIds: null, notAdded: true });
      expect(rows.map((row) => [row.name, row.standup?.today ?? null])).toEqual([
        ['Liam', 'Build'],
      ]);
    });

    it("counts each page day's heading: listed, posted, on leave and roadblocks", async () => {
      const page = await report(
        { ...day, workspaceIds: null, notAdded: true },
        {
          page: 1,
          pageSize: 20,
        },
      );
      // Uma posted with a roadblock ('Waiting for review'); Liam did not; Vera is on leave.
      expect(page.days).toEqual([
        { date: '2026-03-10', listed: 3, posted: 1, onLeave: 1, roadblocks: 1 },
      ]);
    });

    it('filters by workspace, and by "not added" alone', async () => {
      const inOffice = await rowsOf({ ...day, workspaceIds: [office], notAdded: false });
      expect(inOffice.map((row) => row.name)).toEqual(['Uma']);
      const missing = await rowsOf({ ...day, workspaceIds: [], notAdded: true });
      expect(missing.map((row) => row.name)).toEqual(['Liam', 'Vera']);
    });

    it("pages everyone from the day counts, leaving out the Admin's standup", async () => {
      const range = { from: '2026-03-08', to: '2026-03-10', userIds: null, teamName: null };
      for (const filter of [
        { ...range, workspaceIds: null, notAdded: true },
        { ...range, workspaceIds: null, notAdded: false },
        { ...range, workspaceIds: [office], notAdded: false },
        { ...range, workspaceIds: [office], notAdded: true },
      ]) {
        const all = await rowsOf(filter);
        const first = await report(filter, { page: 1, pageSize: 2 });
        const second = await report(filter, { page: 2, pageSize: 2 });
        expect(first.total).toBe(all.length);
        expect([...first.rows, ...second.rows]).toEqual(all.slice(0, 4));
      }
      const totals = async (workspaceIds: string[] | null, notAdded: boolean) =>
        (await report({ ...range, workspaceIds, notAdded }, { page: 1, pageSize: 2 })).total;
      // Uma, Liam and Vera on both weekdays, and Liam's Sunday.
      expect(await totals(null, true)).toBe(7);
      expect(await totals(null, false)).toBe(4);
      expect(await totals([office], false)).toBe(2);
      expect(await totals([office], true)).toBe(5);
    });

    it('filters by people and by team, and spans several days newest first', async () => {
      const rows = await rowsOf({
        from: '2026-03-09',
        to: '2026-03-10',
        userIds: [uma, liam],
        teamName: 'platform',
        workspaceIds: null,
        notAdded: false,
      });
      expect(rows.map((row) => [row.date, row.name])).toEqual([
        ['2026-03-10', 'Uma'],
        ['2026-03-09', 'Uma'],
        ['2026-03-09', 'Liam'],
      ]);
    });
  });
});
