import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assertAllUsersRange,
  attendanceCalendar,
  attendanceFiguresOf,
  attendanceTotals,
  lastCountedDay,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  REPORT_PAGE_SIZE,
  resolveReportRange,
  type AttendanceFigures,
  type IsoDate,
  assertAsOfPast,
} from '@teamledger/domain';
import { attendancePage, holidayDates, type ReportPerson } from '@teamledger/read-models';
import type { Pool, PoolClient } from '@teamledger/platform';
import { companyNow } from '../calendar/company-today.js';
import { asOfDays } from './as-of.js';
import { asOfPeople } from './as-of-people.js';

/** The shared report filters, as the contract parsed them (lists split and checked). */
interface AttendanceQuery {
  page: number;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  users?: readonly string[] | undefined;
  workspaces?: readonly string[] | undefined;
  team?: string | undefined;
  /** The report as it stood at this instant (asOfDays). */
  asOf?: string | undefined;
}

/**
 * Attendance over the asked range (default the last 7 days), one entry per person by name:
 * the frame of the answer and `pageOf`, one page of people picked and counted by the database
 * (REPORT_PAGE_SIZE for the JSON answer; the CSV reads every page, csvPages). `hrReport` is
 * the Detail report, which leaves out people excluded from HR reports.
 */
export async function attendance(
  app: FastifyInstance,
  request: FastifyRequest,
  query: AttendanceQuery,
  hrReport: boolean,
) {
  const { now, today, timeZone } = await companyNow(app, request);
  assertAsOfPast(query.asOf, now);
  const { from, to } = resolveReportRange(query, today, {
    defaultDays: REPORT_DEFAULT_DAYS,
    maxDays: OWN_REPORT_MAX_DAYS,
  });
  // An empty list is no filter, as absent is.
  const userIds = query.users?.length ? query.users : null;
  const workspaceIds = query.workspaces?.length ? query.workspaces : null;
  assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
  const filter = { from, to, userIds, workspaceIds, teamName: query.team ?? null, hrReport };
  const calendar = attendanceCalendar({
    from,
    to,
    today,
    holidays: await holidayDates(app.deps.pool, from, to),
  });
  const pageOf = async (db: Pool | PoolClient, paging: { page: number; pageSize: number }) => {
    if (query.asOf !== undefined) {
      // The people as they stood at asOf (asOfPeople), by name and paged here; their days'
      // facts and the calendar as recorded by then.
      const listed = await asOfPeople(app, filter, query.asOf);
      const total = listed.length;
      const people = listed.slice(
        (paging.page - 1) * paging.pageSize,
        paging.page * paging.pageSize,
      );
      const { company, days } = await asOfDays(
        app,
        people.map((person) => person.id),
        { from, to: lastCountedDay({ to, today }), asOf: query.asOf },
      );
      const asOfCalendar = attendanceCalendar({ from, to, today, holidays: company.holidays });
      const rows = people.map((person) => ({
        person,
        figures: attendanceFiguresOf(
          asOfCalendar,
          person,
          attendanceTotals(asOfCalendar, person, days.get(person.id) ?? []),
        ),
      }));
      return { rows, total };
    }
    const { people, total } = await attendancePage(
      db,
      filter,
      { last: lastCountedDay({ to, today }), today },
      paging,
    );
    const rows = people.map((person) => ({
      person,
      figures: attendanceFiguresOf(calendar, person, person.totals),
    }));
    return { rows, total };
  };
  return { from, to, today, timeZone, page: query.page, pageSize: REPORT_PAGE_SIZE, pageOf };
}

export const personFields = (person: ReportPerson, figures: AttendanceFigures) => ({
  userId: person.id,
  name: person.name,
  teamName: person.teamName,
  workspaces: person.workspaces,
  workingDays: figures.workingDays,
});
