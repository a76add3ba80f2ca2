import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAsOfPast,
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
import { asOfDays } from '../as-of.js';
import { userStatesAsOf } from '../as-of-people.js';

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.userDays, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { asOf } = request.query;
      const { now, today, timeZone } = await companyNow(app, request);
      assertAsOfPast(asOf, now);
      const found = await findUserById(app.deps.pool, id);
      if (!found) throw notFound('User');
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      // As of an instant, the person (name, join and leave days) as their stream stood then.
      const then = asOf === undefined ? null : (await userStatesAsOf(app, [id], asOf)).get(id);
      const user = then?.exists ? { ...found, ...then } : found;
      // A new hire is listed from the day they joined, someone who left up to the day
      // before; the answer keeps the asked range.
      const first = reportedFrom(user, from);
      const last = lastCountedDay({ to: reportedUntil(user, to), today });
      // As of an instant, the days as recorded by then on the calendar as recorded by then
      // (asOfDays: the same day facts as the read model's).
      const { company, days } =
        asOf === undefined
          ? await Promise.all([
              holidayDates(app.deps.pool, from, to),
              userDays(app.deps.pool, id, from, to),
            ]).then(([holidays, days]) => ({ company: { holidays, timeZone }, days }))
          : await asOfDays(app, [id], { from, to, asOf }).then((asOfResult) => ({
              company: asOfResult.company,
              days: asOfResult.days.get(id) ?? [],
            }));
      const rows = dayRows({ from: first, last, today, company, days });
      if (wantsCsv(request)) {
        // /usersReport/{id} asks for its own columns; Task Logs' are the default.
        const file = request.query.layout === 'user-report' ? usersReportCsv : taskLogsCsv;
        return sendReportCsv(reply, file, [rows], { from, to, timeZone });
      }
      return { from, to, today, timeZone, user: { id: user.id, name: user.name }, days: rows };
    },
  });
};
