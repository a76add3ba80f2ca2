import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  activityDays,
  addDays,
  addToDay,
  attendanceCalendar,
  attendanceFiguresOf,
  attendanceTotals,
  datesInRange,
  dayFacts,
  dayRows,
  emptyCalendarDays,
  emptyDay,
  formatHours,
  formatStandupToTimeOut,
  holidayStream,
  labelAsOf,
  lastCountedDay,
  lateArrivalFrom,
  loginHoursRows,
  missingStandupLabel,
  reportedFrom,
  reportedUntil,
  reportSpan,
  standupCalendar,
  standupReportRows,
  weekendName,
  type CompanyCalendar,
  type DayActivity,
  type DayActivityEvent,
  type FactDay,
  type HoursFilter,
  type IsoDate,
  type Role,
  type UserStatus,
} from '@teamledger/domain';
import { attendancePage, loginHoursPage, standupReportPage } from '@teamledger/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { csvLines, signedInClients, type Client } from '../test-support/client.js';
import { parseCsv } from '../test-support/csv.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

// Random small companies, each in a team of its own, over Mon 2026-10-19 .. Fri 2026-11-06:
// the end of summer time in Berlin (Oct 25) and in New York (Nov 1) fall inside. For each,
// every attendance report's page rows (all pages, through the api and through the read
// model with small pages), its CSV rows and the domain's rules applied to the events
// (addToDay, dayFacts, then the report's rule) must agree exactly; the StandUp Report's
// rows the domain's standupReportRows; and the TimeSheet's and Milestone's hours the
// entries' sums.
const FROM = '2026-10-19';
const TO = '2026-11-06';
const DATES = datesInRange(FROM, TO);
const WEEKDAYS = DATES.filter((date) => weekendName(date) === null);
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Karachi', 'UTC'];
const HOUR_MS = 3_600_000;
// Entries go to two of the demo company's workspaces, which their people need not belong to.
const WORKSPACES = [
  { id: demoWorkspaceId('platform'), name: 'Platform Core' },
  { id: demoWorkspaceId('mobile'), name: 'Mobile App' },
];

interface PersonPlan {
  name: string;
  role: Role;
  status: { to: UserStatus; effectiveDate?: IsoDate };
  /** The first day with the company; null: before any record. */
  joinedOn: IsoDate | null;
  excluded: boolean;
  /** A standup this many seconds from the day's late-arrival instant (09:30:01 local). */
  standups: { date: IsoDate; seconds: number }[];
  /** An entry made this many hours after the day's late-arrival instant; null: made later. */
  logs: {
    date: IsoDate;
    hours: number;
    madeAfterHours: number | null;
    workspace: { id: string; name: string };
  }[];
  leave: { from: IsoDate; to: IsoDate } | null;
}

const date = fc.constantFrom(...DATES);
const personPlan = fc.record<PersonPlan>({
  name: fc.constantFrom('Ada', 'ben', 'Cy', 'Dee', 'eve', 'Fay'),
  role: fc.constantFrom<Role>('User', 'User', 'Viewer', 'Admin'),
  status: fc.oneof(
    { weight: 3, arbitrary: fc.constant({ to: 'active' as UserStatus }) },
    fc.record({ to: fc.constant<UserStatus>('left'), effectiveDate: date }),
    fc.constant({ to: 'blocked' as UserStatus }),
  ),
  joinedOn: fc.option(date, { nil: null }),
  excluded: fc.boolean(),
  standups: fc.array(fc.record({ date, seconds: fc.integer({ min: -9_000, max: 9_000 }) }), {
    maxLength: 10,
  }),
  logs: fc.array(
    fc.record({
      date,
      hours: fc.constantFrom(0.25, 0.5, 1, 2.5, 4, 7.75),
      madeAfterHours: fc.option(fc.integer({ min: -3, max: 16 }), { nil: null }),
      workspace: fc.constantFrom(...WORKSPACES),
    }),
    { maxLength: 10 },
  ),
  leave: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: DATES.length - 1 }), fc.integer({ min: 0, max: 4 }))
      .map(([start, length]) => ({
        from: DATES[start]!,
        to: DATES[Math.min(DATES.length - 1, start + length)]!,
      })),
    { nil: null },
  ),
});

const companyPlan = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  // The range ends on `to`; today is the day before (the range ends tomorrow, the latest a
  // report takes), `to` itself, or two weeks later.
  to: fc.constantFrom<IsoDate>('2026-10-29', TO),
  todayAfterTo: fc.constantFrom(-1, 0, 14),
  holidays: fc.subarray(WEEKDAYS, { maxLength: 2 }),
  hours: fc.option(
    fc.record<HoursFilter>({
      op: fc.constantFrom('less', 'atLeast'),
      hours: fc.constantFrom(0, 4, 8),
    }),
    { nil: null },
  ),
  people: fc.array(personPlan, { minLength: 1, maxLength: 4 }),
});
type CompanyPlan = typeof companyPlan extends fc.Arbitrary<infer T> ? T : never;

const todayOf = (plan: CompanyPlan) => addDays(plan.to, plan.todayAfterTo);

/** A planned standup's instant: its seconds from the day's late-arrival instant. */
const reportedAtOf = (plan: CompanyPlan, standup: { date: IsoDate; seconds: number }) =>
  new Date(
    lateArrivalFrom(standup.date, plan.timeZone).getTime() + standup.seconds * 1000,
  ).toISOString();

interface Person extends PersonPlan {
  userId: string;
  teamName: string;
  leftOn: IsoDate | null;
  currentStatus: UserStatus;
}

let t: TestApp;
let admin: Client;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin } = await signedInClients(t.app, ['admin']));
}, 60_000);
afterAll(() => t.close());

/** Appends the company's history and returns its people and their activity events. */
async function writeCompany(plan: CompanyPlan) {
  run += 1;
  const teamName = `Property ${run}`;
  const work = workEvents(t.deps.store);
  const settings = (await admin.get('/api/settings')).json();
  expect(
    (await admin.put('/api/settings', { ...settings, companyTimeZone: plan.timeZone })).statusCode,
  ).toBe(200);
  for (const holiday of plan.holidays) await work.holiday(holiday, 'Company day');
  const people: Person[] = [];
  const events: DayActivityEvent[] = [];
  for (const [index, personPlanned] of plan.people.entries()) {
    const person: Person = {
      ...personPlanned,
      name: `${personPlanned.name} ${run}-${index}`,
      userId: randomUUID(),
      teamName,
      leftOn: personPlanned.status.to === 'left' ? personPlanned.status.effectiveDate! : null,
      currentStatus: personPlanned.status.to,
    };
    people.push(person);
    await work.person({
      userId: person.userId,
      name: person.name,
      role: person.role,
      teamName,
      workspaceIds: [],
      joinedOn: person.joinedOn,
      ...(person.status.to === 'active' ? {} : { status: person.status }),
    });
    if (person.excluded) await work.excludeFromHrReports(person.userId, true);
    for (const standup of person.standups) {
      const reportedAt = reportedAtOf(plan, standup);
      await work.standup(person.userId, standup.date, reportedAt, null);
      events.push(standupAdded(person.userId, standup.date, reportedAt));
    }
    for (const log of person.logs) {
      const loggedAt =
        log.madeAfterHours === null
          ? null
          : new Date(
              lateArrivalFrom(log.date, plan.timeZone).getTime() + log.madeAfterHours * HOUR_MS,
            ).toISOString();
      await work.hours(person.userId, log.date, log.hours, loggedAt, log.workspace.id);
      events.push(hoursLogged(person.userId, log.date, log.hours, loggedAt));
    }
    if (person.leave) {
      await work.leave(person.userId, person.leave.from, person.leave.to);
      events.push(leaveApplied(person.userId, person.leave.from, person.leave.to));
    }
  }
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 20_000 });
  t.clock.set(new Date(`${todayOf(plan)}T12:00:00.000Z`));
  return { teamName, people, events };
}

const standupAdded = (userId: string, day: IsoDate, reportedAt: string): DayActivityEvent => ({
  type: 'StandupAdded',
  data: {
    userId,
    date: day,
    workspaceId: null,
    reportedAt,
    yesterday: 'Yesterday',
    today: 'Today',
    roadblocks: 'None',
  },
});
const hoursLogged = (
  userId: string,
  day: IsoDate,
  hours: number,
  loggedAt: string | null,
): DayActivityEvent => ({
  type: 'HoursLogged',
  data: {
    worklogId: randomUUID(),
    userId,
    workspaceId: randomUUID(),
    milestoneId: null,
    title: 'Work',
    details: 'Work',
    hours,
    date: day,
    loggedAt,
    ticket: null,
  },
});
const leaveApplied = (userId: string, from: IsoDate, to: IsoDate): DayActivityEvent => ({
  type: 'LeaveApplied',
  data: {
    leaveId: randomUUID(),
    userId,
    leaveType: 'Sick',
    details: 'Unwell',
    from,
    to,
    status: 'approved',
  },
});

/** Each person's days, as the domain's rules make them from the events. */
function foldDays(events: readonly DayActivityEvent[], company: CompanyCalendar) {
  const activity = new Map<string, Map<IsoDate, DayActivity>>();
  for (const event of events) {
    for (const { userId, date: day } of activityDays(event)) {
      const days = activity.get(userId) ?? new Map<IsoDate, DayActivity>();
      days.set(day, addToDay(days.get(day) ?? emptyDay(day), event));
      activity.set(userId, days);
    }
  }
  return new Map(
    [...activity].map(([userId, days]) => [
      userId,
      [...days.values()].map((day): FactDay => ({
        date: day.date,
        firstStandupAt: day.firstStandupAt,
        lastLogAt: day.lastLogAt,
        hoursLogged: day.hoursLogged,
        facts: dayFacts(day, company),
      })),
    ]),
  );
}

/** The people an all-user report lists, by name, as the domain's reportSpan has it. */
const listedPeople = (plan: CompanyPlan, people: readonly Person[], hrReport: boolean) =>
  people
    .filter((person) => {
      const span = reportSpan({ ...person, status: person.currentStatus });
      return (
        span.inReports &&
        (span.listedUntil === null || span.listedUntil >= FROM) &&
        (span.listedFrom === null || span.listedFrom <= plan.to) &&
        !(hrReport && person.excluded)
      );
    })
    .sort(
      (a, b) =>
        (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1) || a.userId.localeCompare(b.userId),
    );

const query = (plan: CompanyPlan, teamName: string, extra = '') =>
  `from=${FROM}&to=${plan.to}&team=${encodeURIComponent(teamName)}${extra}`;

/** Every page of a paged report answer, through the api. */
async function allPages(url: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await admin.get(`${url}&page=${page}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ rows: Record<string, unknown>[]; total: number }>();
    rows.push(...body.rows);
    if (rows.length >= body.total || body.rows.length === 0) return rows;
  }
}

const csvOf = async (url: string) => {
  const answer = await admin.get(url, { accept: 'text/csv' });
  expect(answer.statusCode).toBe(200);
  // csvLines checks the BOM and the CRLF records first.
  return parseCsv(`${csvLines(answer).join('\r\n')}\r\n`).slice(1);
};

describe('every attendance report agrees with the domain rules applied to the events', () => {
  it('Monthly, Detail, Login/Hours and the per-person days, page, CSV and rule alike', async () => {
    await fc.assert(
      fc.asyncProperty(companyPlan, async (plan) => {
        const { teamName, people, events } = await writeCompany(plan);
        try {
          const company = { holidays: new Set(plan.holidays), timeZone: plan.timeZone };
          const days = foldDays(events, company);
          const today = todayOf(plan);
          const last = lastCountedDay({ to: plan.to, today });
          const calendar = attendanceCalendar({
            from: FROM,
            to: plan.to,
            today,
            holidays: company.holidays,
          });
          const figures = (person: Person) =>
            attendanceFiguresOf(
              calendar,
              { status: person.currentStatus, joinedOn: person.joinedOn, leftOn: person.leftOn },
              attendanceTotals(
                calendar,
                { status: person.currentStatus, joinedOn: person.joinedOn, leftOn: person.leftOn },
                days.get(person.userId) ?? [],
              ),
            );

          // Monthly: page rows, CSV rows, and pages of one person from the read model.
          const monthly = listedPeople(plan, people, false).map((person) => ({
            person,
            figures: figures(person),
          }));
          expect(
            (await allPages(`/api/reports/monthly?${query(plan, teamName)}`)).map((row) => [
              row.name,
              row.workingDays,
              row.absences,
              row.leaveDays,
            ]),
          ).toEqual(
            monthly.map(({ person, figures: f }) => [
              person.name,
              f.workingDays,
              f.absences,
              f.leaveDays,
            ]),
          );
          expect(await csvOf(`/api/reports/monthly?${query(plan, teamName)}`)).toEqual(
            monthly.map(({ person, figures: f }) => [
              '',
              person.name,
              String(f.workingDays),
              String(f.absences),
              String(f.leaveDays),
            ]),
          );
          const filter = { from: FROM, to: plan.to, userIds: null, workspaceIds: null, teamName };
          const onePerPage = [];
          for (let page = 1; page <= monthly.length; page += 1) {
            const { people: pagePeople, total } = await attendancePage(
              t.deps.pool,
              { ...filter, hrReport: false },
              { last, today },
              { page, pageSize: 1 },
            );
            expect(total).toBe(monthly.length);
            onePerPage.push(...pagePeople.map((person) => person.id));
          }
          expect(onePerPage).toEqual(monthly.map(({ person }) => person.userId));

          // Detail: the HR report, without the people excluded from it.
          const detail = listedPeople(plan, people, true).map((person) => ({
            person,
            figures: figures(person),
          }));
          expect(
            (await allPages(`/api/reports/detail?${query(plan, teamName)}`)).map((row) => [
              row.name,
              row.hoursAvailable,
              row.hoursLogged,
              row.hoursOnWork,
              row.noStandups,
              row.lateArrivals,
            ]),
          ).toEqual(
            detail.map(({ person, figures: f }) => [
              person.name,
              f.hoursAvailable,
              f.hoursLogged,
              f.hoursOnWork,
              f.noStandups,
              f.lateArrivals,
            ]),
          );
          expect(await csvOf(`/api/reports/detail?${query(plan, teamName)}`)).toEqual(
            detail.map(({ person, figures: f }) => [
              person.name,
              '',
              teamName,
              formatHours(f.hoursAvailable),
              formatHours(f.hoursLogged),
              formatHours(f.hoursOnWork),
              String(f.noStandups),
              String(f.lateArrivals),
            ]),
          );

          // Login/Hours: every row of the rule, through the api's pages, the read model's
          // pages of 7 and the CSV; the chart's sums over the same rows.
          const hoursParams = plan.hours
            ? `&hoursOp=${plan.hours.op}&hours=${plan.hours.hours}`
            : '';
          const expectedRows = loginHoursRows({
            from: FROM,
            last,
            today,
            company,
            people: listedPeople(plan, people, true).map((person) => ({
              userId: person.userId,
              name: person.name,
              teamName,
              workspaces: [],
              status: person.currentStatus,
              joinedOn: person.joinedOn,
              leftOn: person.leftOn,
            })),
            days,
            hours: plan.hours,
          });
          const brief = (row: Record<string, unknown>) => [
            row.date,
            row.name,
            row.totalHours,
            row.firstStandupAt,
            row.lastLogAt,
            Math.round((row.hoursAvailable as number) * 1e6) / 1e6,
            row.status,
          ];
          const loginHoursUrl = `/api/reports/login-hours?${query(plan, teamName, hoursParams)}`;
          expect((await allPages(loginHoursUrl)).map(brief)).toEqual(expectedRows.map(brief));
          const calendarDays = emptyCalendarDays(FROM, last, company);
          const pagesOfSeven = [];
          for (let page = 1; page <= Math.ceil(expectedRows.length / 7); page += 1) {
            const grid = await loginHoursPage(
              t.deps.pool,
              { ...filter, hrReport: true, calendar: calendarDays, hours: plan.hours },
              { page, pageSize: 7 },
            );
            expect(grid.total).toBe(expectedRows.length);
            pagesOfSeven.push(
              ...grid.days.map((day) => [
                day.date,
                day.userId,
                labelAsOf(day.label, day.date, today),
              ]),
            );
          }
          expect(pagesOfSeven).toEqual(
            expectedRows.map((row) => [row.date, row.userId, row.status]),
          );
          expect(await csvOf(loginHoursUrl)).toEqual(
            expectedRows.map((row) => [
              row.date,
              row.name,
              teamName,
              '',
              formatHours(row.totalHours),
              formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, plan.timeZone),
              formatHours(row.hoursAvailable),
              row.status,
            ]),
          );
          const charted = await admin.get(loginHoursUrl);
          const sums = new Map<string, { hours: number; available: number }>();
          for (const row of expectedRows) {
            const sum = sums.get(row.userId) ?? { hours: 0, available: 0 };
            sums.set(row.userId, {
              hours: sum.hours + row.totalHours,
              available: sum.available + row.hoursAvailable,
            });
          }
          expect(
            charted
              .json<{ totals: { userId: string; totalHours: number; hoursAvailable: number }[] }>()
              .totals.map((total) => [total.userId, total.totalHours, total.hoursAvailable])
              .sort(),
          ).toEqual(
            [...sums]
              .map(([userId, sum]) => [
                userId,
                Math.round(sum.hours * 100) / 100,
                Math.round(sum.available * 100) / 100,
              ])
              .sort(),
          );

          // TimeSheet: each listed person's hours per workspace (no milestone here) from the
          // entries dated in the range up to the last day they are listed on; page and CSV.
          const timesheet = listedPeople(plan, people, false).flatMap((person) => {
            const reported = {
              status: person.currentStatus,
              joinedOn: person.joinedOn,
              leftOn: person.leftOn,
            };
            const since = reportedFrom(reported, FROM);
            const until = reportedUntil(reported, plan.to);
            return [...WORKSPACES]
              .sort((a, b) => a.name.localeCompare(b.name))
              .flatMap((workspace) => {
                const entries = person.logs.filter(
                  (log) =>
                    log.workspace.id === workspace.id && log.date >= since && log.date <= until,
                );
                if (entries.length === 0) return [];
                const hours = entries.reduce((sum, log) => sum + log.hours, 0);
                return [[person.name, workspace.name, 'No Milestone', formatHours(hours)]];
              });
          });
          expect(
            (await allPages(`/api/reports/timesheet?${query(plan, teamName)}`)).map((row) => {
              const { name, workspace, milestone, totalHours } = row as {
                name: string;
                workspace: { name: string };
                milestone: { name: string } | null;
                totalHours: number;
              };
              return [
                name,
                workspace.name,
                milestone?.name ?? 'No Milestone',
                formatHours(totalHours),
              ];
            }),
          ).toEqual(timesheet);
          expect(
            (await csvOf(`/api/reports/timesheet?${query(plan, teamName)}`)).map(
              ([name, , milestone, space, hours]) => [name, space, milestone, hours],
            ),
          ).toEqual(timesheet);

          // StandUp: every row of the rule (standups earliest first, then who has none on a
          // working day, with their leave), through the api's pages, the read model's pages
          // of 7 and the CSV.
          const spanOf = (person: Person) => ({
            userId: person.userId,
            status: person.currentStatus,
            joinedOn: person.joinedOn,
            leftOn: person.leftOn,
          });
          const postedOf = new Map(
            people.map((person) => {
              const byDate = new Map<IsoDate, { reportedAt: string; workspaceId: null }>();
              for (const standup of person.standups) {
                // The first standup added of a day is the one kept.
                if (!byDate.has(standup.date)) {
                  byDate.set(standup.date, {
                    reportedAt: reportedAtOf(plan, standup),
                    workspaceId: null,
                  });
                }
              }
              return [person.userId, byDate];
            }),
          );
          const leavesOf = new Map(
            people.map((person) => [
              person.userId,
              new Map(
                person.leave
                  ? datesInRange(person.leave.from, person.leave.to).map(
                      (date) => [date, 'Sick'] as const,
                    )
                  : [],
              ),
            ]),
          );
          const standupDays = standupCalendar(FROM, last, company);
          const standupRows = standupReportRows({
            calendar: standupDays,
            people: listedPeople(plan, people, false).map(spanOf),
            standups: postedOf,
            leaves: leavesOf,
            workspaceIds: null,
            notAdded: true,
          });
          const nameOf = new Map(people.map((person) => [person.userId, person.name]));
          const standupUrl = `/api/reports/standups?${query(plan, teamName)}`;
          expect(
            (await allPages(standupUrl)).map((row) => {
              const { date, user, standup, leaveType } = row as {
                date: string;
                user: { id: string };
                standup: { reportedAt: string } | null;
                leaveType: string | null;
              };
              return [date, user.id, standup?.reportedAt ?? null, leaveType];
            }),
          ).toEqual(
            standupRows.map((row) => [row.date, row.userId, row.reportedAt, row.leaveType]),
          );
          const standupFilter = {
            from: FROM,
            to: last,
            userIds: null,
            workspaceIds: null,
            notAdded: true,
            teamName,
            calendar: standupDays,
          };
          const standupPages = [];
          for (let page = 1; page <= Math.ceil(standupRows.length / 7); page += 1) {
            const answer = await standupReportPage(t.deps.pool, standupFilter, {
              page,
              pageSize: 7,
            });
            expect(answer.total).toBe(standupRows.length);
            standupPages.push(...answer.rows.map((row) => [row.date, row.userId]));
          }
          expect(standupPages).toEqual(standupRows.map((row) => [row.date, row.userId]));
          expect(
            (await csvOf(standupUrl)).map(([day, , , name, workspace]) => [day, name, workspace]),
          ).toEqual(
            standupRows.map((row) => [
              row.date,
              nameOf.get(row.userId),
              row.reportedAt === null ? missingStandupLabel(row.leaveType) : '',
            ]),
          );

          // Milestone: the CSV holds every entry of the listed people within their span and
          // the range, and the cards' hours are their sums per workspace (no milestone here).
          const milestoneEntries = listedPeople(plan, people, false).flatMap((person) => {
            const since = reportedFrom(spanOf(person), FROM);
            const until = reportedUntil(spanOf(person), plan.to);
            return person.logs
              .filter((log) => log.date >= since && log.date <= until)
              .map((log) => ({ person, log }));
          });
          expect(
            (await csvOf(`/api/reports/milestones?${query(plan, teamName)}`))
              .map(([milestone, workspace, name, , , , , , hours]) => [
                milestone,
                workspace,
                name,
                hours,
              ])
              .sort(),
          ).toEqual(
            milestoneEntries
              .map(({ person, log }) => [
                'No Milestone',
                log.workspace.name,
                person.name,
                formatHours(log.hours),
              ])
              .sort(),
          );
          const cards = (await admin.get(`/api/reports/milestones?${query(plan, teamName)}`)).json<{
            milestones: { workspace: { name: string }; hours: number }[];
          }>().milestones;
          const byWorkspace = new Map<string, number>();
          for (const { log } of milestoneEntries) {
            byWorkspace.set(
              log.workspace.name,
              (byWorkspace.get(log.workspace.name) ?? 0) + log.hours,
            );
          }
          expect(cards.map((card) => [card.workspace.name, card.hours]).sort()).toEqual(
            [...byWorkspace].map(([name, hours]) => [name, Math.round(hours * 100) / 100]).sort(),
          );

          // Each person's own days, listed or not in the all-user reports.
          for (const person of people) {
            const answer = await admin.get(
              `/api/reports/users/${person.userId}/days?from=${FROM}&to=${plan.to}`,
            );
            expect(answer.statusCode).toBe(200);
            const reported = {
              status: person.currentStatus,
              joinedOn: person.joinedOn,
              leftOn: person.leftOn,
            };
            const personLast = lastCountedDay({ to: reportedUntil(reported, plan.to), today });
            expect(answer.json<{ days: unknown[] }>().days).toEqual(
              dayRows({
                from: reportedFrom(reported, FROM),
                last: personLast,
                today,
                company,
                days: days.get(person.userId) ?? [],
              }),
            );
          }
        } finally {
          await removeHolidays(plan.holidays);
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});

/** Gives the next company a calendar without this one's holidays. */
async function removeHolidays(holidays: readonly IsoDate[]) {
  for (const holiday of holidays) {
    await t.deps.store.appendToStream(holidayStream(holiday), [
      {
        id: randomUUID(),
        type: 'HolidayRemoved',
        data: { date: holiday },
        metadata: {
          actorId: null,
          at: '2026-01-01T08:00:00.000Z',
          correlationId: randomUUID(),
          causationId: null,
          source: 'system',
        },
      },
    ]);
  }
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 20_000 });
}
