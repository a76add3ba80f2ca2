import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlyCsv, reportEndpoints } from '@teamledger/domain';
import { csvPages, sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { attendance, personFields } from '../attendance.js';

/** /api/reports/monthly (MonthlyReport.csv): the JSON answer is one page of people, the CSV every person. */
export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.monthly, {
    handler: async (request, reply) => {
      const { pageOf, ...frame } = await attendance(app, request, request.query, false);
      const rowsOf = async (...page: Parameters<typeof pageOf>) => {
        const { rows: people, total } = await pageOf(...page);
        const rows = people.map(({ person, figures }) => ({
          ...personFields(person, figures),
          absences: figures.absences,
          leaveDays: figures.leaveDays,
        }));
        return { rows, total };
      };
      if (wantsCsv(request)) {
        const pages = csvPages(
          app.deps.pool,
          async (db, paging) => (await rowsOf(db, paging)).rows,
        );
        return sendReportCsv(reply, monthlyCsv, pages, frame);
      }
      return { ...frame, ...(await rowsOf(app.deps.pool, frame)) };
    },
  });
};
