import type { FastifyInstance } from 'fastify';
import {
  factDayOf,
  reportedFrom,
  reportedUntil,
  type CompanyCalendar,
  type DayActivity,
  type FactDay,
  type IsoDate,
  type TimesheetRow,
  TIMESHEET_PAGE_SIZE,
} from '@teamledger/domain';
import {
  findMilestone,
  findWorkspaceById,
  userDaysAsOf,
  userEntrySumsAsOf,
} from '@teamledger/read-models';
import { readEvidence } from '../explain/evidence.js';
import { asOfPeople } from './as-of-people.js';

/** Some people's days over a range as they stood at an instant, and the calendar then. */
export interface AsOfDays {
  company: CompanyCalendar;
  days: Map<string, FactDay[]>;
  /** The same days as they happened (their leave among them), before their facts. */
  activities: Map<string, DayActivity[]>;
}

/**
 * A report "as of" an instant (its `asOf` query parameter): the days of the people asked
 * from `from` to `to` as recorded by that instant (each day's version of the last event
 * recorded by then, which user-days keeps: D312) with their facts on the calendar as
 * recorded by then (holidays and time zone folded from their events, as an explanation
 * does: D313), by the same dayFacts the user_days projection runs, so the report's own row
 * functions take them in place of the read model's. The work dates asked for and the
 * recorded time are two cutoffs: days after today are still never counted, whatever the
 * instant.
 */
export async function asOfDays(
  app: FastifyInstance,
  userIds: readonly string[],
  { from, to, asOf }: { from: IsoDate; to: IsoDate; asOf: string },
): Promise<AsOfDays> {
  const [{ evidence }, versions] = await Promise.all([
    readEvidence(app, { userIds: [], from, to, asOf }),
    userDaysAsOf(app.deps.pool, { userIds, from, to, asOf }),
  ]);
  const company = evidence.calendar;
  const days = new Map<string, FactDay[]>();
  const activities = new Map<string, DayActivity[]>();
  for (const { userId, day } of versions) {
    if (!days.has(userId)) {
      days.set(userId, []);
      activities.set(userId, []);
    }
    days.get(userId)!.push(factDayOf(day, company));
    activities.get(userId)!.push(day);
  }
  return { company, days, activities };
}

/** The TimeSheet's filter, as its route resolved it. */
export interface TimesheetAsked {
  from: IsoDate;
  to: IsoDate;
  userIds: readonly string[] | null;
  workspaceIds: readonly string[] | null;
  teamName: string | null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The TimeSheet as it stood at `asOf`: for each listed person, their entries as recorded by
 * then (each entry's version of the last event recorded by then: D312, D314) on the days
 * they are listed on, summed per workspace and milestone by the database, in the report's
 * order (name, workspace, milestone with No Milestone last); one page, or
 * every row with `page` null.
 */
export async function asOfTimesheet(
  app: FastifyInstance,
  { from, to, userIds, workspaceIds, teamName }: TimesheetAsked,
  asOf: string,
  page: number | null,
): Promise<{ rows: TimesheetRow[]; total: number }> {
  const { pool } = app.deps;
  const people = await asOfPeople(
    app,
    { from, to, userIds, workspaceIds: null, teamName, hrReport: false },
    asOf,
  );
  const sums = await userEntrySumsAsOf(pool, {
    spans: people.map((person) => ({
      userId: person.id,
      since: reportedFrom(person, from),
      until: reportedUntil(person, to),
    })),
    workspaceIds,
    asOf,
  });
  const listed = new Map(people.map((person) => [person.id, person]));
  const [workspaces, milestones] = await Promise.all([
    Promise.all(
      [...new Set(sums.map((sum) => sum.workspaceId))].map(
        async (id) => [id, (await findWorkspaceById(pool, id))?.name ?? 'Unknown'] as const,
      ),
    ),
    Promise.all(
      [...new Set(sums.flatMap((sum) => sum.milestoneId ?? []))].map(
        async (id) => [id, (await findMilestone(pool, id))?.title ?? 'Unknown'] as const,
      ),
    ),
  ]);
  const workspaceName = new Map(workspaces);
  const milestoneName = new Map(milestones);
  const rows = sums
    .map(({ userId, workspaceId, milestoneId, hours }): TimesheetRow => {
      const person = listed.get(userId)!;
      return {
        userId,
        name: person.name,
        teamName: person.teamName,
        workspace: { id: workspaceId, name: workspaceName.get(workspaceId)! },
        milestone:
          milestoneId === null ? null : { id: milestoneId, name: milestoneName.get(milestoneId)! },
        totalHours: hours,
      };
    })
    .sort(
      (a, b) =>
        byText(a.name.toLowerCase(), b.name.toLowerCase()) ||
        byText(a.userId, b.userId) ||
        byText(a.workspace.name.toLowerCase(), b.workspace.name.toLowerCase()) ||
        byText(a.workspace.id, b.workspace.id) ||
        Number(a.milestone === null) - Number(b.milestone === null) ||
        byText((a.milestone?.name ?? '').toLowerCase(), (b.milestone?.name ?? '').toLowerCase()) ||
        byText(a.milestone?.id ?? '', b.milestone?.id ?? ''),
    );
  return {
    total: rows.length,
    rows:
      page === null
        ? rows
        : rows.slice((page - 1) * TIMESHEET_PAGE_SIZE, page * TIMESHEET_PAGE_SIZE),
  };
}
