import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDays,
  hasRoadblock,
  homeEndpoints,
  isAdmin,
  LEAD_STEPS,
  monthLabel,
  ROADBLOCK_LOOKBACK_DAYS,
  roadblockStreak,
  scoredMonthOf,
  scoreWaitFor,
  standupCalendar,
  standupStanding,
  type IsoDate,
  type PersonDay,
} from '@teamledger/domain';
import {
  findStandup,
  holidayDates,
  scorablePeople,
  scoresOf,
  standupReportPage,
  userDays,
  worklogsOfPerson,
  type StandupReportRow,
} from '@teamledger/read-models';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { implement } from '../implement.js';

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const personDay = (row: StandupReportRow): PersonDay => ({
  date: row.date,
  userId: row.userId,
  roadblocks: row.standup?.roadblocks ?? null,
  leaveType: row.leaveType,
});

/** The StandUp Report's rows of everyone listed from `from` to `to`, or of `userIds` only. */
async function standupRows(
  app: FastifyInstance,
  from: IsoDate,
  to: IsoDate,
  timeZone: string,
  userIds: readonly string[] | null,
) {
  const { pool } = app.deps;
  const calendar = standupCalendar(from, to, {
    holidays: await holidayDates(pool, from, to),
    timeZone,
  });
  const { rows } = await standupReportPage(
    pool,
    { from, to, userIds, workspaceIds: null, notAdded: true, teamName: null, calendar },
    null,
  );
  return { rows, dayOff: calendar[0]?.dayOff ?? null };
}

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;

  implement(app, homeEndpoints.mine, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { today, timeZone } = await companyNow(app, request);
      const [holidays, standup, days, entries] = await Promise.all([
        holidayDates(pool, today, today),
        findStandup(pool, viewer.id, today),
        userDays(pool, viewer.id, today, today),
        worklogsOfPerson(pool, viewer.id, today, today),
      ]);
      const [day] = standupCalendar(today, today, { holidays, timeZone });
      return {
        today,
        timeZone,
        dayOff: day?.dayOff ?? null,
        standup: standup
          ? { reportedAt: standup.reportedAt.toISOString(), roadblocks: standup.roadblocks }
          : null,
        leaveType: days[0]?.leaveType ?? null,
        hours: days[0]?.hoursLogged ?? 0,
        entries: entries.map((entry) => ({
          id: entry.id,
          title: entry.title,
          workspace: entry.workspaceName,
          milestone: entry.milestoneId === null ? null : entry.milestoneName,
          hours: entry.hours,
        })),
      };
    },
  });

  implement(app, homeEndpoints.team, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { today, timeZone } = await companyNow(app, request);
      // An admin's people are everyone the reports list; a lead's, the people they lead,
      // whom alone they may remind and score (decision D170).
      const led = isAdmin(viewer) ? null : await scorablePeople(pool, { leadId: viewer.id });
      const { rows, dayOff } = await standupRows(
        app,
        today,
        today,
        timeZone,
        led && led.map((person) => person.id),
      );

      const posted = [];
      const missing = [];
      const onLeave = [];
      for (const row of rows) {
        const person = { id: row.userId, name: row.name };
        const standing = standupStanding(personDay(row));
        if (standing === 'posted' && row.standup) {
          posted.push({ ...person, reportedAt: row.standup.reportedAt.toISOString() });
        } else if (standing === 'onLeave' && row.leaveType) {
          onLeave.push({ ...person, leaveType: row.leaveType });
        } else if (standing === 'missing') missing.push(person);
      }

      // Each roadblock's days, from the rows of the month up to today of the people with one.
      const blocked = rows.filter((row) => row.standup && hasRoadblock(row.standup.roadblocks));
      const history =
        blocked.length === 0
          ? []
          : (
              await standupRows(
                app,
                addDays(today, 1 - ROADBLOCK_LOOKBACK_DAYS),
                today,
                timeZone,
                blocked.map((row) => row.userId),
              )
            ).rows.map(personDay);
      const roadblocks = blocked
        .map((row) => ({
          id: row.userId,
          name: row.name,
          roadblocks: row.standup?.roadblocks ?? '',
          days: roadblockStreak(history.filter((day) => day.userId === row.userId)),
        }))
        .sort((a, b) => b.days - a.days || byName(a, b));

      // The scored month's scores waiting on this person: their steps, or their approval.
      const month = scoredMonthOf(today);
      const approves = isAdmin(viewer) || viewer.isHr;
      const people = approves || led === null ? await scorablePeople(pool) : led;
      const saved = new Map(
        (
          await scoresOf(
            pool,
            people.map((person) => person.id),
            [month],
          )
        ).map((row) => [row.userId, row]),
      );
      const waiting = people.flatMap((person) => {
        const row = saved.get(person.id);
        const wait = scoreWaitFor(
          {
            userId: person.id,
            leadIds: row?.leadIds ?? person.leadIds,
            submittedSteps: LEAD_STEPS.filter((step) => row?.steps[step]?.status === 'submitted'),
            submitted: row?.submitted ?? false,
            approved: row?.approved ?? false,
          },
          viewer.id,
          approves,
        );
        return wait === null ? [] : [{ id: person.id, name: person.name, wait }];
      });

      return {
        today,
        timeZone,
        dayOff,
        posted: posted.sort(byName),
        missing: missing.sort(byName),
        onLeave: onLeave.sort(byName),
        roadblocks,
        scores: { month, monthLabel: monthLabel(month), waiting },
      };
    },
  });
};
