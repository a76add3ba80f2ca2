import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  formatDay,
  formatHours,
  formatStandupToTimeOut,
  loginHoursRows,
  loginHoursTotals,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  resolveReportRange,
  reportEndpoints,
} from '@teamledger/domain';
import {
  holidayDates,
  leaveDatesOfPeople,
  reportPeople,
  userDaysOfPeople,
} from '@teamledger/read-models';
import { companyNow } from '../calendar/company-today.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** Login + Hours Report (/report1): every listed person's days, with the hours filter. */
export const loginHoursRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.loginHours, {
    handler: async (request, reply) => {
      const { users, workspaces, team, hoursOp, hours } = request.query;
      const { pool } = app.deps;
      const { today, timeZone } = await companyNow(app);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      // An empty list is no filter: everyone, as SPEC.md 5 says of an empty user filter.
      const userIds = users && users.length > 0 ? users : null;
      const workspaceIds = workspaces && workspaces.length > 0 ? workspaces : null;
      assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
      const people = await reportPeople(pool, {
        from,
        userIds,
        workspaceIds,
        teamName: team ?? null,
        hrReport: true,
      });
      const ids = people.map((person) => person.id);
      const [holidays, leaves, days] = await Promise.all([
        holidayDates(pool, from, to),
        leaveDatesOfPeople(pool, ids, from, to),
        userDaysOfPeople(pool, ids, from, to),
      ]);
      const rows = loginHoursRows({
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
        hours: hoursOp !== undefined && hours !== undefined ? { op: hoursOp, hours } : null,
      });
      if (wantsCsv(request)) {
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
      }
      return { from, to, today, timeZone, rows, totals: loginHoursTotals(rows) };
    },
  });
};
