import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  formatDay,
  formatHours,
  formatStandupToTimeOut,
  loginHoursPageRows,
  loginHoursRows,
  loginHoursTotals,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  REPORT_PAGE_SIZE,
  resolveReportRange,
  reportEndpoints,
  type HoursFilter,
  type IsoDate,
  type LoginHoursReport,
  type LoginHoursRow,
} from '@teamledger/domain';
import {
  holidayDates,
  leaveDatesOfPeople,
  loginHoursPage,
  reportPeople,
  userDaysOfPeople,
  type ReportPeopleFilter,
} from '@teamledger/read-models';
import type { Pool } from '@teamledger/platform';
import { companyNow } from '../calendar/company-today.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

interface LoginHoursAsked {
  people: ReportPeopleFilter;
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  hours: HoursFilter | null;
}

/**
 * One page of the report: the database picks and counts the page's days, sums every
 * listed person's hours over the whole range (the chart) and gives the page's rows with
 * their people and leave; only the page is labelled here.
 */
async function reportPage(
  pool: Pool,
  { people: filter, from, to, today, hours }: LoginHoursAsked,
  page: number,
): Promise<Pick<LoginHoursReport, 'page' | 'pageSize' | 'total' | 'rows' | 'totals'>> {
  const last = to < today ? to : today;
  const [grid, holidays] = await Promise.all([
    loginHoursPage(pool, { ...filter, last, hours }, { page, pageSize: REPORT_PAGE_SIZE }),
    holidayDates(pool, from, to),
  ]);
  const leaveDates = new Map<string, Set<IsoDate>>();
  for (const day of grid.days) {
    if (day.onLeave)
      leaveDates.set(day.userId, (leaveDates.get(day.userId) ?? new Set()).add(day.date));
  }
  const rows = loginHoursPageRows({
    days: grid.days.map((day) => ({
      ...day,
      firstStandupAt: iso(day.firstStandupAt),
      lastLogAt: iso(day.lastLogAt),
    })),
    people: new Map(
      grid.days.map(({ person: { id, ...person } }) => [id, { userId: id, ...person }]),
    ),
    holidays,
    leaveDates,
  });
  return {
    page,
    pageSize: REPORT_PAGE_SIZE,
    total: grid.total,
    rows,
    totals: loginHoursTotals(
      grid.totals.map(({ userId, name, hoursLogged, hoursAvailable }) => ({
        userId,
        name,
        totalHours: hoursLogged,
        hoursAvailable,
      })),
    ),
  };
}

/** Every row of the report (Report.csv), worked out by the domain from each person's days. */
async function everyRow(
  pool: Pool,
  { people: filter, from, to, today, hours }: LoginHoursAsked,
): Promise<LoginHoursRow[]> {
  const people = await reportPeople(pool, filter);
  const ids = people.map((person) => person.id);
  const [holidays, leaves, days] = await Promise.all([
    holidayDates(pool, from, to),
    leaveDatesOfPeople(pool, ids, from, to),
    userDaysOfPeople(pool, ids, from, to),
  ]);
  return loginHoursRows({
    from,
    to,
    today,
    holidays,
    people: people.map(({ id, ...person }) => ({ userId: id, ...person })),
    leaveDates: leaves,
    days: new Map(
      [...days].map(([userId, personDays]) => [
        userId,
        personDays.map((day) => ({
          date: day.date,
          firstStandupAt: iso(day.firstStandupAt),
          lastLogAt: iso(day.lastLogAt),
          hoursLogged: day.hoursLogged,
        })),
      ]),
    ),
    hours,
  });
}

/**
 * Login + Hours Report (/report1): every listed person's days, with the hours filter; the
 * JSON answer is one page of 100 with everyone's totals, the CSV every row.
 */
export const loginHoursRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.loginHours, {
    handler: async (request, reply) => {
      const { users, workspaces, team, hoursOp, hours, page } = request.query;
      const { pool } = app.deps;
      const { today, timeZone } = await companyNow(app, request);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      // An empty list is no filter: everyone, as SPEC.md 5 says of an empty user filter.
      const userIds = users && users.length > 0 ? users : null;
      const workspaceIds = workspaces && workspaces.length > 0 ? workspaces : null;
      assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
      const asked: LoginHoursAsked = {
        people: { from, userIds, workspaceIds, teamName: team ?? null, hrReport: true },
        from,
        to,
        today,
        hours: hoursOp !== undefined && hours !== undefined ? { op: hoursOp, hours } : null,
      };
      if (!wantsCsv(request)) {
        return { from, to, today, timeZone, ...(await reportPage(pool, asked, page)) };
      }
      const rows = await everyRow(pool, asked);
      // The screen's columns; over several days each row says its day, as on screen.
      const dated = from !== to;
      return sendCsv(
        reply,
        'Report.csv',
        [
          ...(dated ? ['Date'] : []),
          'User',
          'Team Name',
          'Space',
          'Total Hours',
          'Standup - Time Out',
          'Hours Available',
          'Status',
        ],
        rows.map((row) => [
          ...(dated ? [formatDay(row.date)] : []),
          row.name,
          row.teamName ?? '',
          row.workspaces.map((workspace) => workspace.name).join(', '),
          formatHours(row.totalHours),
          formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone),
          formatHours(row.hoursAvailable),
          row.status,
        ]),
      );
    },
  });
};
