import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayRows,
  formatDay,
  formatHours,
  formatHoursLogged,
  formatStandupToTimeOut,
  notFound,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  reportedUntil,
  reportRangeQuerySchema,
  resolveReportRange,
  userDaysReportSchema,
} from '@teamledger/domain';
import { findUserById, holidayDates, leaveDates, userDays } from '@teamledger/read-models';
import { companyNow } from '../calendar/company-today.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { errorResponses } from '../plugins/errors.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export const userDaysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/users/:id/days',
    {
      schema: {
        tags: ['reports'],
        summary:
          "One person's days (Task Logs): standup to time out, hours available and logged; Accept: text/csv gives Report.csv",
        params: z.object({ id: z.uuid('Not a user id') }),
        querystring: reportRangeQuerySchema,
        response: { 200: userDaysReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = await findUserById(app.deps.pool, id);
      if (!user) throw notFound('User');
      const { today, timeZone } = await companyNow(app);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      // Someone who left is listed up to the day before; the answer keeps the asked range.
      const until = reportedUntil(user, to);
      const [holidays, leaves, days] = await Promise.all([
        holidayDates(app.deps.pool, from, to),
        leaveDates(app.deps.pool, id, from, to),
        userDays(app.deps.pool, id, from, to),
      ]);
      const rows = dayRows({
        from,
        to: until,
        today,
        holidays,
        leaveDates: leaves,
        days: days.map((day) => ({
          date: day.date,
          firstStandupAt: iso(day.firstStandupAt),
          lastLogAt: iso(day.lastLogAt),
          hoursLogged: day.hoursLogged,
        })),
      });
      if (wantsCsv(request)) {
        return sendCsv(
          reply,
          'Report.csv',
          ['Date', 'Standup - Time Out', 'Hours Available', 'Hours Logged'],
          rows.map((row) => [
            formatDay(row.date),
            formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone),
            formatHours(row.hoursAvailable),
            formatHoursLogged(row.hoursLogged, row.label),
          ]),
        );
      }
      return { from, to, today, timeZone, user: { id: user.id, name: user.name }, days: rows };
    },
  );
};
