import type { FastifyInstance } from 'fastify';
import {
  evolveStandup,
  hasRoadblock,
  initialStandupState,
  listedOnDay,
  standupCalendar,
  standupDecider,
  standupStream,
  type IsoDate,
  type LeaveType,
  type StandupCalendarDay,
  type StandupDayCounts,
  type StandupState,
} from '@teamledger/domain';
import { findWorkspaceById, type StandupReportRow } from '@teamledger/read-models';
import { asOfDays } from '../as-of.js';
import { asOfPeople } from '../as-of-people.js';

/** The StandUp Report's filter, as its route resolved it (the days up to today). */
export interface StandupsAsked {
  from: IsoDate;
  last: IsoDate;
  userIds: readonly string[] | null;
  /** Standups in these workspaces; null: in any workspace or none. */
  workspaceIds: readonly string[] | null;
  /** Also list the people without a standup on a working day. */
  notAdded: boolean;
  teamName: string | null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * These person-days' standups as recorded by `asOf`, by stream (standupStream): each
 * stream folded by the domain's evolveStandup over the events recorded by then, in one
 * readStreams (D309), so a standup submitted or updated later shows as it was, or is not
 * there yet. A person-day without a standup then has no entry. The StandUp Report and
 * My Standups (D365) both take it.
 */
export async function standupsAsOf(
  app: FastifyInstance,
  personDays: readonly { userId: string; date: IsoDate }[],
  asOf: string,
): Promise<Map<string, StandupState>> {
  const cutoff = Date.parse(asOf);
  const standups = new Map<string, StandupState>();
  const streams = personDays.map(({ userId, date }) => standupStream(userId, date));
  for (const recorded of await app.deps.store.readStreams(streams)) {
    if (Date.parse(recorded.metadata.at) > cutoff) continue;
    const state = standups.get(recorded.stream) ?? initialStandupState;
    standups.set(recorded.stream, evolveStandup(state, standupDecider.parse(recorded)));
  }
  return standups;
}

/**
 * The StandUp Report as it stood at `asOf` (D358): the people as their streams stood then
 * (asOfPeople), each listed person-day's standup stream folded by the domain's
 * evolveStandup over the events recorded by then (one readStreams, D309: a standup
 * submitted or updated later shows as it was, or is not there yet), their leave and the
 * calendar as recorded by then (asOfDays), and the rows the read model's statements give
 * now: per day, newest first, the standups earliest reporter first, then on a working day
 * when asked those without one by name. One page of rows (`paging` null: every row), how
 * many in all, and the headings of the page's days.
 */
export async function asOfStandupReport(
  app: FastifyInstance,
  asked: StandupsAsked,
  asOf: string,
  paging: { page: number; pageSize: number } | null,
): Promise<{
  calendar: StandupCalendarDay[];
  rows: StandupReportRow[];
  total: number;
  days: StandupDayCounts[];
}> {
  const { from, last, notAdded } = asked;
  const people = await asOfPeople(
    app,
    {
      from,
      to: last,
      userIds: asked.userIds,
      workspaceIds: null,
      teamName: asked.teamName,
      hrReport: false,
    },
    asOf,
  );
  const ids = people.map((person) => person.id);
  const { company, activities } = await asOfDays(app, ids, { from, to: last, asOf });
  const calendar = standupCalendar(from, last, company);
  const key = (userId: string, date: IsoDate) => `${userId} ${date}`;
  const leaves = new Map<string, LeaveType>();
  for (const [userId, days] of activities) {
    for (const day of days) if (day.leaveType) leaves.set(key(userId, day.date), day.leaveType);
  }
  const standups = await standupsAsOf(
    app,
    people.flatMap((person) =>
      calendar.flatMap((day) =>
        listedOnDay(person, day.date) ? [{ userId: person.id, date: day.date }] : [],
      ),
    ),
    asOf,
  );
  const workspaceIds = [
    ...new Set([...standups.values()].flatMap((s) => (s.exists ? (s.workspaceId ?? []) : []))),
  ];
  const workspaceName = new Map(
    await Promise.all(
      workspaceIds.map(
        async (id) => [id, (await findWorkspaceById(app.deps.pool, id))?.name ?? null] as const,
      ),
    ),
  );
  const all: StandupReportRow[] = [];
  const headings = new Map<IsoDate, StandupDayCounts>();
  for (const day of calendar) {
    const counts = { date: day.date, listed: 0, posted: 0, onLeave: 0, roadblocks: 0 };
    const posted: StandupReportRow[] = [];
    const missing: StandupReportRow[] = [];
    for (const person of people) {
      if (!listedOnDay(person, day.date)) continue;
      counts.listed += 1;
      const standup = standups.get(standupStream(person.id, day.date));
      const row = {
        date: day.date,
        userId: person.id,
        name: person.name,
        teamName: person.teamName,
      };
      if (standup?.exists) {
        counts.posted += 1;
        if (hasRoadblock(standup.roadblocks)) counts.roadblocks += 1;
        if (asked.workspaceIds === null || asked.workspaceIds.includes(standup.workspaceId ?? '')) {
          posted.push({
            ...row,
            leaveType: null,
            standup: {
              workspaceId: standup.workspaceId,
              workspaceName:
                standup.workspaceId === null ? null : workspaceName.get(standup.workspaceId)!,
              yesterday: standup.yesterday,
              today: standup.today,
              roadblocks: standup.roadblocks,
              reportedAt: new Date(standup.reportedAt),
            },
          });
        }
        continue;
      }
      const leaveType = leaves.get(key(person.id, day.date)) ?? null;
      if (leaveType !== null) counts.onLeave += 1;
      if (day.working && notAdded) missing.push({ ...row, leaveType, standup: null });
    }
    const byName = (a: StandupReportRow, b: StandupReportRow) =>
      byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.userId, b.userId);
    posted.sort(
      (a, b) => a.standup!.reportedAt.getTime() - b.standup!.reportedAt.getTime() || byName(a, b),
    );
    all.push(...posted, ...missing.sort(byName));
    headings.set(day.date, counts);
  }
  const rows =
    paging === null
      ? all
      : all.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  // A report without a row still heads its days: a Sunday says it is one.
  const headed =
    rows.length === 0 ? calendar.map((day) => day.date) : [...new Set(rows.map((row) => row.date))];
  return {
    calendar,
    rows,
    total: all.length,
    days: headed.map((date) => headings.get(date)!),
  };
}
