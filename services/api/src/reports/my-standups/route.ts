import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OWN_REPORT_MAX_DAYS,
  resolveReportRange,
  STANDUP_REPORT_DEFAULT_DAYS,
  standupReportDates,
  reportEndpoints,
} from '@teamledger/domain';
import { standupsOfUser } from '@teamledger/read-models';
import { requireUser } from '../../access/plugin.js';
import { companyNow } from '../../calendar/company-today.js';
import { implement } from '../../implement.js';

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.myStandups, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { today, timeZone } = await companyNow(app, request);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: STANDUP_REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      const standups = new Map(
        (await standupsOfUser(app.deps.pool, viewer.id, from, to)).map((row) => [row.date, row]),
      );
      const dates = standupReportDates({ from, to, today, standupDates: new Set(standups.keys()) });
      return {
        from,
        to,
        today,
        timeZone,
        rows: dates.map((date) => {
          const row = standups.get(date);
          return {
            date,
            standup: row
              ? {
                  reportedAt: row.reportedAt.toISOString(),
                  workspace: row.workspaceName,
                  yesterday: row.yesterday,
                  today: row.today,
                  roadblocks: row.roadblocks,
                }
              : null,
          };
        }),
      };
    },
  });
};
