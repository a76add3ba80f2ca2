import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLateArrival, weekendName } from '@teamledger/domain';
import {
  allHolidays,
  leaveDates,
  listedMilestones,
  standupsOfUser,
  userDays,
  worklogsOfMilestone,
} from '@teamledger/read-models';
import { demoWorkspaceId } from './seed-people-admin.js';
import { newId } from '@teamledger/platform';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedDemoCompany } from './seed.js';

describe('demo work seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-11T10:00:00Z')); // a Wednesday
    await seedPeople(t.deps);
  }, 60_000);
  afterAll(() => t.close());

  it('appends nothing when run again', async () => {
    const head = await t.deps.store.headPosition();
    await seedDemoCompany(
      t.deps.store,
      t.deps.pool,
      { actorId: null, at: t.deps.clock.now(), correlationId: newId() },
      'UTC',
    );
    expect(await t.deps.store.headPosition()).toBe(head);
  });

  it('gives Uma three weeks of standups on working days, some late, some missing', async () => {
    const standups = await standupsOfUser(
      t.deps.pool,
      personId('user'),
      '2026-02-18',
      '2026-03-11',
    );
    const dates = standups.map((s) => s.date);
    expect(dates.every((date) => weekendName(date) === null)).toBe(true);
    expect(dates).not.toContain('2026-03-11'); // today is left to the person
    expect(dates).not.toContain('2026-02-27'); // the past holiday
    expect(standups.length).toBe(12); // 15 working days less a holiday and two missing days
    expect(standups.filter((s) => isLateArrival(s.reportedAt, 'UTC')).length).toBe(3);
    expect(standups.every((s) => s.workspaceName === 'Platform Core')).toBe(true);
  });

  it('logs 6 to 8.5 hours on each day with a standup, the last entry in the evening', async () => {
    const days = await userDays(t.deps.pool, personId('user'), '2026-02-18', '2026-03-11');
    expect(days).toHaveLength(12);
    for (const day of days) {
      expect(day.hoursLogged).toBeGreaterThanOrEqual(6);
      expect(day.hoursLogged).toBeLessThanOrEqual(8.5);
      expect(day.lastLogAt!.getUTCHours()).toBeGreaterThanOrEqual(17);
      expect(day.firstStandupAt!.getTime()).toBeLessThan(day.lastLogAt!.getTime());
    }
  });

  it('marks a sick day for Uma and a past and a coming holiday', async () => {
    const leave = await leaveDates(t.deps.pool, personId('user'), '2026-02-18', '2026-03-11');
    expect(leave.size).toBe(1);
    const [sickDay] = [...leave];
    const standupDates = (
      await standupsOfUser(t.deps.pool, personId('user'), '2026-02-18', '2026-03-11')
    ).map((s) => s.date);
    expect(standupDates).not.toContain(sickDay);
    expect(await allHolidays(t.deps.pool)).toEqual([
      { date: '2026-03-31', title: 'Company Retreat' },
      { date: '2026-02-27', title: 'Founders Day' },
    ]);
  });

  it('gives the Mobile App two milestones, one overdue, with hours logged against them', async () => {
    const milestones = await listedMilestones(t.deps.pool, demoWorkspaceId('mobile'));
    expect(milestones.map((m) => [m.title, m.dueDate])).toEqual([
      ['Beta feedback', '2026-03-09'],
      ['Release 2.0', '2026-03-20'],
    ]);
    for (const milestone of milestones) {
      expect((await worklogsOfMilestone(t.deps.pool, milestone.id)).length).toBeGreaterThan(0);
    }
  });
});
