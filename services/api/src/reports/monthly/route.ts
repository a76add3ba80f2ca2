import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlyCsv, reportEndpoints } from '@teamledger/domain';
import { sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { attendance, personFields } from '../attendance.js';

/** /api/reports/monthly (MonthlyReport.csv): the JSON answer is one page of people, the CSV every person. */
export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.monthly, {
    handler: async (request, reply) => {
      const { rows: people, ...frame } = await attendance(
        app,
        request,
        request.query,
        false,
        wantsCsv(request),
      );
      const rows = people.map(({ person, figures }) => ({
        ...personFields(person, figures),
        absences: figures.absences,
        leaveDays: figures.leaveDays,
      }));
      if (wantsCsv(request)) return sendReportCsv(reply, monthlyCsv, rows, frame);
      return { ...frame, rows };
    },
  });
};
