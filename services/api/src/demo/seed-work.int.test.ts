import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLateArrival, weekendName, worklogDayStream, worklogDecider } from '@teamledger/domain';
import {
  allHolidays,
  findMilestone,
  leaveDates,
  listedMilestones,
  listLeaves,
  standupsOfUser,
  userDays,
  worklogsOfMilestone,
} from '@teamledger/read-models';
import { newId } from '@teamledger/platform';
import { signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { demoWorkspaceId } from './seed-people-admin.js';
import { seedDemoCompany } from './seed.js';
import { demoMilestoneId } from './seed-work.js';

// The demo is first seeded on Wednesday 2026-03-11 (UTC). Its history covers three months:
// 2025-12-11 to 2026-03-10. Weekdays: Dec 11-31 15, January 22, February 20, March 1-10 7,
// so 64. The past holidays are the 8th, 31st and 52nd weekday counted back from Mar 10:
// Fri Feb 27, Tue Jan 27 and Mon Dec 29, which leaves 61 working days. Counted back from
// Mar 10 (1), working day 4 is Mar 5, 11 Feb 23, 23 Feb 5, 38 to 40 Jan 14 to Jan 12,
// 44 Jan 6 and 52 Dec 24.
const FROM = '2025-12-11';
const TODAY = '2026-03-11';

const runSeedAgain = (t: TestApp) =>
  seedDemoCompany(
    t.deps.store,
    t.deps.pool,
    { actorId: null, at: t.deps.clock.now(), correlationId: newId() },
    'UTC',
  );

describe('demo work seed', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-11T10:00:00Z'));
    await seedPeople(t.deps);
    ({ admin } = await signedInClients(t.app, ['admin']));
  }, 60_000);
  afterAll(() => t.close());

  it('appends nothing when run again, the same day or days later', async () => {
    const head = await t.deps.store.headPosition();
    await runSeedAgain(t);
    expect(await t.deps.store.headPosition()).toBe(head);
    // The history stays planned back from the first run: no second set of holidays.
    t.clock.set(new Date('2026-03-16T08:00:00Z'));
    try {
      await runSeedAgain(t);
    } finally {
      t.clock.set(new Date('2026-03-11T10:00:00Z'));
    }
    expect(await t.deps.store.headPosition()).toBe(head);
  });

  it('gives every User and Viewer three months of standups, some late, some missing', async () => {
    const standups = async (key: 'user' | 'lead' | 'viewer' | 'hr' | 'provider') =>
      standupsOfUser(t.deps.pool, personId(key), FROM, TODAY);
    const uma = await standups('user');
    // 61 working days less 3 missing days (11, 23, 44) and 5 leave days (4, 38-40, 52).
    expect(uma).toHaveLength(53);
    expect(uma.every((s) => weekendName(s.date) === null)).toBe(true);
    const dates = uma.map((s) => s.date);
    expect(dates).not.toContain(TODAY); // today is left to the person
    for (const holiday of ['2026-02-27', '2026-01-27', '2025-12-29']) {
      expect(dates).not.toContain(holiday);
    }
    expect(dates).not.toContain('2026-02-23'); // missing, day 11
    expect(dates).not.toContain('2026-01-13'); // on Annual leave
    // Late on days 2, 7, 12, 18, 26, 33, 47 and 55, none of them missing or on leave.
    expect(uma.filter((s) => isLateArrival(s.reportedAt, 'UTC')).length).toBe(8);
    expect(uma.every((s) => s.workspaceName === 'Platform Core')).toBe(true);
    // Liam: 61 - 3 missing - 3 leave days = 55; Vera: 61 - 2 - 4 = 55; Hira: 61 - 2 - 3 = 56.
    expect((await standups('lead')).length).toBe(55);
    const vera = await standups('viewer');
    expect(vera.length).toBe(55);
    expect(vera.every((s) => s.workspaceName === 'Northwind HQ')).toBe(true);
    expect((await standups('hr')).length).toBe(56);
    // Pavel's standups would come from Assembla; only his hours are synced.
    expect(await standups('provider')).toEqual([]);
  });

  it('logs 7.5 to 9.5 hours on each of those days, the last entry in the evening', async () => {
    // user_days also keeps the leave days (their facts), which have no entries.
    const days = (await userDays(t.deps.pool, personId('user'), FROM, TODAY)).filter(
      (day) => day.logCount > 0,
    );
    expect(days).toHaveLength(53);
    for (const day of days) {
      expect(day.hoursLogged).toBeGreaterThanOrEqual(7.5);
      expect(day.hoursLogged).toBeLessThanOrEqual(9.5);
      expect(day.lastLogAt!.getUTCHours()).toBeGreaterThanOrEqual(17);
      expect(day.firstStandupAt!.getTime()).toBeLessThan(day.lastLogAt!.getTime());
    }
  });

  it('shows real days two months back in Task Logs: worked, on leave, a holiday', async () => {
    const response = await admin.get(
      `/api/reports/users/${personId('user')}/days?from=2026-01-12&to=2026-01-27`,
    );
    expect(response.statusCode).toBe(200);
    const days = response.json().days as { date: string; label: string; hoursLogged: number }[];
    // Day n logs plan n mod 5: 8, 9, 8.5, 7.5 or 9.5 hours (Short Leave under 8).
    expect(days.map((day) => [day.date, day.label, day.hoursLogged])).toEqual([
      ['2026-01-27', 'Holiday', 0],
      ['2026-01-26', 'Full Day', 8], // day 30
      ['2026-01-23', 'Full Day', 9], // day 31
      ['2026-01-22', 'Full Day', 8.5],
      ['2026-01-21', 'Short Leave', 7.5], // day 33
      ['2026-01-20', 'Full Day', 9.5],
      ['2026-01-19', 'Full Day', 8],
      ['2026-01-16', 'Full Day', 9], // day 36
      ['2026-01-15', 'Full Day', 8.5],
      ['2026-01-14', 'On leave (Annual)', 0],
      ['2026-01-13', 'On leave (Annual)', 0],
      ['2026-01-12', 'On leave (Annual)', 0],
    ]);
    // Day 33 is late: 09:35 + (33 x 11 mod 40 = 3) min = 09:38. Its two entries are logged
    // from 17:00 + (33 x 7 mod 60 = 51) min, 20 min apart: the last at 18:11. Hours
    // available: 18:11 - 09:38 = 8 h 33 min, less the hour of break = 453 min = 7.55 h.
    expect(days[4]).toMatchObject({
      firstStandupAt: '2026-01-21T09:38:00.000Z',
      lastLogAt: '2026-01-21T18:11:00.000Z',
    });
    expect((days[4] as unknown as { hoursAvailable: number }).hoursAvailable).toBeCloseTo(7.55, 9);
  });

  it('applies Annual, Sick and Casual leaves, and marks three past holidays and one ahead', async () => {
    const leaves = await listLeaves(t.deps.pool, { userId: personId('user') });
    expect(leaves.map((l) => [l.leaveType, l.from, l.to])).toEqual([
      ['Sick', '2026-03-05', '2026-03-05'],
      ['Annual', '2026-01-12', '2026-01-14'],
      ['Casual', '2025-12-24', '2025-12-24'],
    ]);
    const onLeave = await leaveDates(t.deps.pool, personId('user'), FROM, TODAY);
    expect(onLeave.size).toBe(5);
    expect(await allHolidays(t.deps.pool)).toEqual([
      { date: '2026-03-31', title: 'Company Retreat' },
      { date: '2026-02-27', title: 'Founders Day' },
      { date: '2026-01-27', title: 'Company Anniversary' },
      { date: '2025-12-29', title: 'Volunteer Day' },
    ]);
  });

  it("syncs Pavel's hours from Assembla, each with its ticket", async () => {
    const days = (await userDays(t.deps.pool, personId('provider'), FROM, TODAY)).filter(
      (day) => day.logCount > 0,
    );
    // 61 working days less 2 missing (10, 37) and 3 leave days (22, 46, 47): 56 days. Day n
    // has 7, 6, 7.5, 6.5 or 7 hours by n mod 5; days 1-61 hold 12, 13, 12, 12, 12 of each
    // remainder, less 10 (0), 22, 37, 47 (2) and 46 (1):
    // 11 x 7 + 12 x 6 + 9 x 7.5 + 12 x 6.5 + 12 x 7 = 378.5 hours.
    expect(days).toHaveLength(56);
    expect(days.reduce((sum, day) => sum + day.hoursLogged, 0)).toBe(378.5);
    expect(days.every((day) => day.firstStandupAt === null)).toBe(true);

    // Yesterday (day 1): 2 h on ticket 221 and 4 h on ticket 230, on Platform Core.
    const yesterday = await t.deps.store.readStream(
      worklogDayStream(personId('provider'), '2026-03-10'),
    );
    expect(
      yesterday.map((event) => {
        const parsed = worklogDecider.parse(event);
        if (parsed.type !== 'HoursLogged') throw new Error(`Not an entry: ${parsed.type}`);
        const { data } = parsed;
        return [event.metadata.source, data.hours, data.workspaceId, data.ticket];
      }),
    ).toEqual([
      [
        'provider',
        2,
        demoWorkspaceId('platform'),
        {
          number: 221,
          url: 'https://northwind.assembla.test/spaces/northwind-platform/tickets/221',
        },
      ],
      [
        'provider',
        4,
        demoWorkspaceId('platform'),
        {
          number: 230,
          url: 'https://northwind.assembla.test/spaces/northwind-platform/tickets/230',
        },
      ],
    ]);
  });

  it('gives the Mobile App a completed and two open milestones, with hours in their time', async () => {
    const milestones = await listedMilestones(t.deps.pool, demoWorkspaceId('mobile'));
    expect(milestones.map((m) => [m.title, m.dueDate])).toEqual([
      ['Beta feedback', '2026-03-09'],
      ['Release 2.0', '2026-03-20'],
    ]);
    const done = await findMilestone(t.deps.pool, demoMilestoneId('release-1-5'));
    // Started 100 days before the first seed, due and completed 40 days before it.
    expect(done).toMatchObject({
      title: 'Release 1.5',
      startDate: '2025-12-01',
      dueDate: '2026-01-30',
      isCompleted: true,
    });
    for (const [milestone, start, end] of [
      [done!, '2025-12-01', '2026-01-30'],
      [milestones[0]!, '2026-02-25', TODAY],
      [milestones[1]!, '2026-02-18', TODAY],
    ] as const) {
      const entries = await worklogsOfMilestone(t.deps.pool, milestone.id);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.date >= start && entry.date <= end)).toBe(true);
    }
  });

  it("with firstMorning, adds the first seed day's standups given by the time it runs", async () => {
    const seedWithMorning = () =>
      seedDemoCompany(
        t.deps.store,
        t.deps.pool,
        { actorId: null, at: t.deps.clock.now(), correlationId: newId() },
        'UTC',
        { firstMorning: true },
      );
    const head = await t.deps.store.headPosition();
    // At 08:00 nobody has arrived yet (each arrives from 09:00 to 09:24).
    t.clock.set(new Date('2026-03-11T08:00:00Z'));
    try {
      await seedWithMorning();
      expect(await t.deps.store.headPosition()).toBe(head);
      t.clock.set(new Date('2026-03-11T10:00:00Z'));
      await seedWithMorning();
    } finally {
      t.clock.set(new Date('2026-03-11T10:00:00Z'));
    }
    await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });
    for (const key of ['user', 'lead', 'viewer', 'hr'] as const) {
      const [today] = await standupsOfUser(t.deps.pool, personId(key), TODAY, TODAY);
      expect(today?.reportedAt.toISOString()).toMatch(/^2026-03-11T09:[012]\d:00\.000Z$/);
      expect(isLateArrival(today!.reportedAt, 'UTC')).toBe(false);
    }
    // Pavel's standups would come from Assembla; the morning's hours are still to come.
    expect(await standupsOfUser(t.deps.pool, personId('provider'), TODAY, TODAY)).toEqual([]);
    expect(await userDays(t.deps.pool, personId('user'), TODAY, TODAY)).toMatchObject([
      { hoursLogged: 0, lastLogAt: null },
    ]);
  });
});
