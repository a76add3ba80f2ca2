import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailCsv, reportEndpoints } from '@teamledger/domain';
import { sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { attendance, personFields } from '../attendance.js';

/** /api/reports/detail (DetailReport.csv): the JSON answer is one page of people, the CSV every person. */
export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.detail, {
    handler: async (request, reply) => {
      const { rows: people, ...frame } = await attendance(
        app,
        request,
        request.query,
        true,
        wantsCsv(request),
      );
      const rows = people.map(({ person, figures }) => ({
        ...personFields(person, figures),
        hoursAvailable: figures.hoursAvailable,
        hoursLogged: figures.hoursLogged,
        hoursOnWork: figures.hoursOnWork,
        noStandups: figures.noStandups,
        lateArrivals: figures.lateArrivals,
      }));
      if (wantsCsv(request)) return sendReportCsv(reply, detailCsv, rows, frame);
      return { ...frame, rows };
    },
  });
};
