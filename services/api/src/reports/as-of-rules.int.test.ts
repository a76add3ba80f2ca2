import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  datesInRange,
  DomainError,
  factsAddUp,
  holidayStream,
  lateArrivalFrom,
  leaveStream,
  scoreDecider,
  scoreStream,
  standupStream,
  userStream,
  weekendName,
  workingTimeStream,
  worklogDayStream,
  type Explanation,
  type IsoDate,
  type ScoreCommand,
  type ScoreList,
  type ScoreState,
} from '@teamledger/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { signedInClients, type Client } from '../test-support/client.js';
import { personId, seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { workEvents } from '../test-support/work-events.js';

// Random small companies whose every event is recorded at its own instant (entries made on
// their day or later, corrections and deletes after them, leaves, holidays, working-time
// contracts and overtime adjustments marked at any time), and a random cutoff. Two apps,
// two databases: `full` is given the whole history, `cut` only what was recorded by the
// cutoff. Every report of `full` asked asOf=cutoff must
// equal the same report of `cut` asked now (its read models built from those events alone),
// and every figure `full` explains as of the cutoff must be the sum its explanation lists
// and the figure its report shows.
const FROM = '2026-10-19';
const TO = '2026-11-06';
const DATES = datesInRange(FROM, TO);
const WEEKDAYS = DATES.filter((date) => weekendName(date) === null);
const HOUR_MS = 3_600_000;
const TODAY = '2026-11-20';
const ZONES = ['Europe/Berlin', 'America/New_York', 'UTC'];
const SPACE = { id: demoWorkspaceId('platform'), name: 'Platform Core' };
// The month scored on TODAY, each person's two leads and their team's template.
const MONTH = '2026-10';
const LEADS = [personId('lead'), personId('manager')];
const TEMPLATE = { name: 'Engineering', fields: ['Quality', 'Delivery'] };

/** An instant this many hours after a day's late-arrival instant (09:30:01 local). */
const instant = (date: IsoDate, zone: string, hours: number) =>
  new Date(lateArrivalFrom(date, zone).getTime() + hours * HOUR_MS).toISOString();

const date = fc.constantFrom(...DATES);
const personPlan = fc.record({
  standups: fc.array(fc.record({ date, hours: fc.integer({ min: -2, max: 2 }) }), {
    maxLength: 6,
  }),
  logs: fc.array(
    fc.record({
      date,
      hours: fc.constantFrom(0.5, 1, 2.5, 4, 7.75),
      // Made this many hours after the day's 09:30; past 14 it is made on a later day.
      madeAfter: fc.integer({ min: 0, max: 60 }),
      change: fc.option(
        fc.record({
          after: fc.integer({ min: 1, max: 200 }),
          to: fc.option(fc.constantFrom(1, 3.25, 6), { nil: null }),
        }),
        { nil: null },
      ),
    }),
    { maxLength: 6 },
  ),
  leave: fc.option(
    fc.record({
      start: fc.integer({ min: 0, max: DATES.length - 1 }),
      markedAfter: fc.integer({ min: -100, max: 300 }),
    }),
    { nil: null },
  ),
  // Deactivated this many hours after the range's first 09:30; null: active throughout.
  deactivatedAfter: fc.option(fc.integer({ min: -100, max: 24 * 24 }), { nil: null }),
  // Their month's score: lead 1 or 2 saves a draft or submits a rating, or HR approves, each
  // this many hours after the range's first 09:30; what the decider refuses is left out.
  score: fc.array(
    fc.record({
      by: fc.constantFrom('lead1', 'lead2', 'approve'),
      submit: fc.boolean(),
      rating: fc.integer({ min: 1, max: 5 }),
      after: fc.integer({ min: -100, max: 24 * 24 }),
    }),
    { maxLength: 5 },
  ),
  // Overtime's own inputs: a contract from a day on and an Admin's adjustment, each
  // recorded this many hours after the day's 09:30.
  contract: fc.option(
    fc.record({
      from: date,
      hours: fc.constantFrom(4, 6, 7.5),
      setAfter: fc.integer({ min: -100, max: 300 }),
    }),
    { nil: null },
  ),
  adjustment: fc.option(
    fc.record({
      date,
      hours: fc.constantFrom(-3, 1.5),
      markedAfter: fc.integer({ min: -100, max: 300 }),
    }),
    { nil: null },
  ),
});
const companyPlan = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  holidays: fc.array(
    fc.record({
      date: fc.constantFrom(...WEEKDAYS),
      markedAfter: fc.integer({ min: -200, max: 400 }),
    }),
    { maxLength: 2 },
  ),
  people: fc.array(personPlan, { minLength: 1, maxLength: 3 }),
  // The cutoff: this many hours after the range's first 09:30.
  cutoff: fc.integer({ min: 0, max: 24 * 24 }),
});
type CompanyPlan = typeof companyPlan extends fc.Arbitrary<infer T> ? T : never;

let full: TestApp;
let cut: TestApp;
let fullAdmin: Client;
let cutAdmin: Client;
let fullLead: Client;
let cutLead: Client;
let run = 0;

beforeAll(async () => {
  [full, cut] = await Promise.all([createTestApp(), createTestApp()]);
  for (const t of [full, cut]) {
    t.clock.set(new Date('2026-01-01T00:00:00.000Z'));
    await seedPeople(t.deps);
  }
  [{ admin: fullAdmin, lead: fullLead }, { admin: cutAdmin, lead: cutLead }] = await Promise.all([
    signedInClients(full.app, ['admin', 'lead']),
    signedInClients(cut.app, ['admin', 'lead']),
  ]);
}, 120_000);
afterAll(() => Promise.all([full.close(), cut.close()]));

interface Planned {
  at: string;
  stream: string;
  type: string;
  data: Record<string, unknown>;
}

/** The company's history, each event with the instant it is recorded at, in that order. */
function historyOf(plan: CompanyPlan, people: readonly string[]): Planned[] {
  const zone = plan.timeZone;
  const events: Planned[] = [];
  for (const holiday of plan.holidays) {
    events.push({
      at: instant(holiday.date, zone, holiday.markedAfter),
      stream: holidayStream(holiday.date),
      type: 'HolidayAdded',
      data: { date: holiday.date, title: 'Company day' },
    });
  }
  plan.people.forEach((person, index) => {
    const userId = people[index]!;
    for (const standup of person.standups) {
      const at = instant(standup.date, zone, standup.hours);
      events.push({
        at,
        stream: standupStream(userId, standup.date),
        type: 'StandupAdded',
        data: {
          userId,
          date: standup.date,
          workspaceId: null,
          reportedAt: at,
          yesterday: 'Yesterday',
          today: 'Today',
          roadblocks: 'None',
        },
      });
    }
    for (const log of person.logs) {
      const worklogId = randomUUID();
      const at = instant(log.date, zone, log.madeAfter);
      const fields = {
        workspaceId: SPACE.id,
        milestoneId: null,
        title: 'Work',
        details: 'Work',
        hours: log.hours,
        date: log.date,
      };
      const loggedAt = log.madeAfter <= 14 ? at : null;
      events.push({
        at,
        stream: worklogDayStream(userId, log.date),
        type: 'HoursLogged',
        data: { worklogId, userId, ...fields, loggedAt, ticket: null },
      });
      if (log.change === null) continue;
      const changedAt = instant(log.date, zone, log.madeAfter + log.change.after);
      events.push(
        log.change.to === null
          ? {
              at: changedAt,
              stream: worklogDayStream(userId, log.date),
              type: 'HoursDeleted',
              data: { worklogId, userId, from: fields, reason: 'Twice', by: userId },
            }
          : {
              at: changedAt,
              stream: worklogDayStream(userId, log.date),
              type: 'HoursCorrected',
              data: {
                worklogId,
                userId,
                from: fields,
                to: { ...fields, hours: log.change.to },
                loggedAt,
                reason: 'Typo',
                by: userId,
              },
            },
      );
    }
    if (person.deactivatedAfter !== null) {
      events.push({
        at: instant(FROM, zone, person.deactivatedAfter),
        stream: userStream(userId),
        type: 'UserStatusChanged',
        data: { userId, from: 'active', to: 'inactive', reason: 'Contract paused' },
      });
    }
    let score: ScoreState = scoreDecider.initialState;
    for (const action of [...person.score].sort((a, b) => a.after - b.after)) {
      const step = action.by === 'lead2' ? 'lead2' : 'lead1';
      const command: ScoreCommand =
        action.by === 'approve'
          ? {
              type: 'ApproveScore',
              data: { userId, month: MONTH, approvedBy: personId('hr') },
            }
          : {
              type: 'SaveScoreStep',
              data: {
                userId,
                month: MONTH,
                step,
                actor: { id: LEADS[step === 'lead1' ? 0 : 1]!, isHr: false },
                status: action.submit ? 'submitted' : 'draft',
                baseVersion: score.steps[step]?.version ?? 0,
                score: {
                  type: 'general',
                  criteria: TEMPLATE.fields.map((name) => ({ name, rating: action.rating })),
                },
                comments: '',
                leadIds: LEADS,
                template: TEMPLATE,
                hoursLogged: false,
                latestScorableMonth: MONTH,
              },
            };
      let decided;
      try {
        decided = scoreDecider.decide(command, score);
      } catch (error) {
        if (error instanceof DomainError) continue;
        throw error;
      }
      for (const event of decided) {
        events.push({
          at: instant(FROM, zone, action.after),
          stream: scoreStream(userId, MONTH),
          type: event.type,
          data: event.data,
        });
        score = scoreDecider.evolve(score, event);
      }
    }
    if (person.leave) {
      const from = DATES[person.leave.start]!;
      const leaveId = randomUUID();
      events.push({
        at: instant(from, zone, person.leave.markedAfter),
        stream: leaveStream(leaveId),
        type: 'LeaveApplied',
        data: {
          leaveId,
          userId,
          leaveType: 'Sick',
          details: 'Unwell',
          from,
          to: DATES[Math.min(DATES.length - 1, person.leave.start + 2)]!,
          status: 'approved',
        },
      });
    }
    if (person.contract) {
      const { from, hours, setAfter } = person.contract;
      events.push({
        at: instant(from, zone, setAfter),
        stream: workingTimeStream(userId),
        type: 'WorkingTimeSet',
        data: {
          userId,
          effectiveFrom: from,
          weekHours: [hours, hours, hours, hours, hours, 0, 0],
          reason: 'New contract',
        },
      });
    }
    if (person.adjustment) {
      const { date: day, hours, markedAfter } = person.adjustment;
      events.push({
        at: instant(day, zone, markedAfter),
        stream: workingTimeStream(userId),
        type: 'OvertimeAdjusted',
        data: { userId, adjustmentId: randomUUID(), date: day, hours, reason: 'Paid out' },
      });
    }
  });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

async function append(t: TestApp, events: readonly Planned[]) {
  for (const event of events) {
    await t.deps.store.appendToStream(event.stream, [
      {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          actorId: null,
          at: event.at,
          correlationId: randomUUID(),
          causationId: null,
          source: 'web',
        },
      },
    ]);
  }
  await t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 20_000 });
}

/** Every page of a paged report, through the api. */
async function allRows(client: Client, url: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.get(`${url}&page=${page}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ rows: Record<string, unknown>[]; total: number }>();
    rows.push(...body.rows);
    if (rows.length >= body.total || body.rows.length === 0) return rows;
  }
}

/** Gives the next company a calendar without this one's holidays, in both apps. */
async function removeHolidays(plan: CompanyPlan) {
  for (const t of [full, cut]) {
    await append(
      t,
      plan.holidays.map((holiday) => ({
        at: '2026-01-01T00:00:00.000Z',
        stream: holidayStream(holiday.date),
        type: 'HolidayRemoved',
        data: { date: holiday.date },
      })),
    );
  }
}

describe('reports as of an instant agree with the reports of the events recorded by then', () => {
  it('Login/Hours, Monthly, Detail, TimeSheet, Milestone and Overtime, their CSVs, the score lists and every explained figure', async () => {
    await fc.assert(
      fc.asyncProperty(companyPlan, async (plan) => {
        run += 1;
        const teamName = `As of ${run}`;
        const people = plan.people.map(() => randomUUID());
        const cutoff = instant(FROM, plan.timeZone, plan.cutoff);
        const history = historyOf(plan, people);
        try {
          for (const [t, admin] of [
            [full, fullAdmin],
            [cut, cutAdmin],
          ] as const) {
            t.clock.set(new Date('2026-01-01T00:00:00.000Z'));
            const settings = (await admin.get('/api/settings')).json();
            await admin.put('/api/settings', { ...settings, companyTimeZone: plan.timeZone });
            const work = workEvents(t.deps.store);
            for (const [index, userId] of people.entries()) {
              await work.person({
                userId,
                name: `Person ${run}-${index}`,
                role: 'User',
                teamName,
                workspaceIds: [],
                leadIds: LEADS,
              });
            }
          }
          await append(full, history);
          await append(
            cut,
            history.filter((event) => event.at <= cutoff),
          );
          full.clock.set(new Date(`${TODAY}T12:00:00.000Z`));
          cut.clock.set(new Date(`${TODAY}T12:00:00.000Z`));

          const query = `from=${FROM}&to=${TO}&team=${encodeURIComponent(teamName)}`;
          for (const report of ['login-hours', 'monthly', 'detail', 'timesheet', 'overtime']) {
            const then = await allRows(fullAdmin, `/api/reports/${report}?${query}&asOf=${cutoff}`);
            const now = await allRows(cutAdmin, `/api/reports/${report}?${query}`);
            expect(then, `${report} as of ${cutoff}`).toEqual(now);
          }
          // Whole answers: the Milestone report's cards, the TimeSheet's chart, the CSVs.
          for (const [path, accept] of [
            ['milestones', 'application/json'],
            ['timesheet', 'application/json'],
            ['overtime', 'application/json'],
            ['milestones', 'text/csv'],
            ['overtime', 'text/csv'],
            ['timesheet', 'text/csv'],
            ['login-hours', 'text/csv'],
            ['monthly', 'text/csv'],
            ['detail', 'text/csv'],
          ] as const) {
            const [then, now] = await Promise.all([
              fullAdmin.get(`/api/reports/${path}?${query}&asOf=${cutoff}`, { accept }),
              cutAdmin.get(`/api/reports/${path}?${query}`, { accept }),
            ]);
            const body = (answer: typeof then) =>
              accept === 'text/csv' ? answer.body : answer.json();
            expect(body(then), `${path} ${accept} as of ${cutoff}`).toEqual(body(now));
          }

          // The score lists: every person's month as it stood, and a lead's view of it.
          const ours = (answer: { json: () => ScoreList }) =>
            answer.json().people.filter((person) => people.some((id) => id === person.user.id));
          for (const [path, full, cut] of [
            ['/api/scores', fullAdmin, cutAdmin],
            ['/api/scores/team', fullLead, cutLead],
          ] as const) {
            const [then, now] = await Promise.all([
              full.get(`${path}?months=1&asOf=${cutoff}`),
              cut.get(`${path}?months=1`),
            ]);
            expect(then.statusCode, then.body).toBe(200);
            expect(ours(then), `${path} as of ${cutoff}`).toEqual(ours(now));
          }

          // Each person's figures, explained as of the cutoff: the sum of their facts, and
          // what the report as of the cutoff shows.
          const monthly = await allRows(fullAdmin, `/api/reports/monthly?${query}&asOf=${cutoff}`);
          const detail = await allRows(fullAdmin, `/api/reports/detail?${query}&asOf=${cutoff}`);
          const days = await allRows(fullAdmin, `/api/reports/login-hours?${query}&asOf=${cutoff}`);
          const explain = async (asked: string) => {
            const answer = await fullAdmin.get(`/api/explain?${asked}&asOf=${cutoff}`);
            expect(answer.statusCode, answer.body).toBe(200);
            const explained = answer.json<Explanation>();
            expect(factsAddUp(explained), asked).toBe(true);
            return explained.value;
          };
          for (const row of [...monthly, ...detail]) {
            const report = 'absences' in row ? 'monthly' : 'detail';
            const figures =
              report === 'monthly'
                ? ['workingDays', 'absences', 'leaveDays']
                : ['hoursAvailable', 'hoursLogged', 'hoursOnWork', 'noStandups', 'lateArrivals'];
            for (const figure of figures) {
              expect(
                await explain(
                  `report=${report}&figure=${figure}&user=${String(row.userId)}&from=${FROM}&to=${TO}`,
                ),
              ).toBe(row[figure]);
            }
          }
          const overtime = await allRows(
            fullAdmin,
            `/api/reports/overtime?${query}&asOf=${cutoff}`,
          );
          for (const row of overtime) {
            for (const figure of ['expected', 'logged', 'adjustments', 'balance', 'running']) {
              expect(
                await explain(
                  `report=overtime&figure=${figure}&user=${String(row.userId)}&from=${FROM}&to=${TO}`,
                ),
              ).toBe(row[figure]);
            }
          }
          for (const row of days.filter(
            (day) => day.totalHours !== 0 || day.hoursAvailable !== 0,
          )) {
            const cell = `report=login-hours&user=${String(row.userId)}&date=${String(row.date)}`;
            expect(await explain(`${cell}&figure=totalHours`)).toBe(row.totalHours);
            expect(await explain(`${cell}&figure=hoursAvailable`)).toBeCloseTo(
              row.hoursAvailable as number,
              6,
            );
            expect(await explain(`${cell}&figure=status`)).toBe(row.status);
          }
        } finally {
          await removeHolidays(plan);
        }
      }),
      { numRuns: 12 },
    );
  }, 900_000);
});
