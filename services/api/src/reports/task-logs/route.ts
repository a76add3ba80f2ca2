import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayRows,
  lastCountedDay,
  notFound,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  reportedFrom,
  reportedUntil,
  resolveReportRange,
  reportEndpoints,
  taskLogsCsv,
  usersReportCsv,
} from '@teamledger/domain';
import { findUserById, holidayDates, userDays } from '@teamledger/read-models';
import { companyNow } from '../../calendar/company-today.js';
import { sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.userDays, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const user = await findUserById(app.deps.pool, id);
      if (!user) throw notFound('User');
      const { today, timeZone } = await companyNow(app, request);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      // A new hire is listed from the day they joined, someone who left up to the day
      // before; the answer keeps the asked range.
      const first = reportedFrom(user, from);
      const last = lastCountedDay({ to: reportedUntil(user, to), today });
      const [holidays, days] = await Promise.all([
        holidayDates(app.deps.pool, from, to),
        userDays(app.deps.pool, id, from, to),
      ]);
      const rows = dayRows({ from: first, last, today, company: { holidays, timeZone }, days });
      if (wantsCsv(request)) {
        // /usersReport/{id} asks for its own columns; Task Logs' are the default.
        const file = request.query.layout === 'user-report' ? usersReportCsv : taskLogsCsv;
        return sendReportCsv(reply, file, [rows], { from, to, timeZone });
      }
      return { from, to, today, timeZone, user: { id: user.id, name: user.name }, days: rows };
    },
  });
};
