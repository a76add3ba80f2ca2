import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  NOT_ADDED_WORKSPACE,
  OWN_REPORT_MAX_DAYS,
  resolveReportRange,
  reportEndpoints,
  STANDUPS_REPORT_PAGE_SIZE,
  standupsCsv,
  type StandupReportRow,
} from '@teamledger/domain';
import {
  standupReport,
  standupReportPage,
  type StandupReportFilter,
  type StandupReportRow as ReadModelRow,
} from '@teamledger/read-models';
import { companyNow } from '../../calendar/company-today.js';
import { sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';

/** A row as the contract has it: the page's, and the CSV's through its columns. */
const contractRow = ({
  date,
  userId,
  name,
  teamName,
  standup,
}: ReadModelRow): StandupReportRow => ({
  date,
  user: { id: userId, name },
  teamName,
  standup: standup
    ? {
        reportedAt: standup.reportedAt.toISOString(),
        workspace:
          standup.workspaceId === null
            ? null
            : { id: standup.workspaceId, name: standup.workspaceName ?? '' },
        yesterday: standup.yesterday,
        today: standup.today,
        roadblocks: standup.roadblocks,
      }
    : null,
});

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.standups, {
    handler: async (request, reply) => {
      const { users, workspaces, team, page } = request.query;
      const { today, timeZone } = await companyNow(app, request);
      // The screen picks one day, so the default is today rather than a week.
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: 1,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      const userIds = users && users.length > 0 ? users : null;
      assertAllUsersRange({ from, to }, userIds !== null || workspaces !== undefined);
      const filter: StandupReportFilter = {
        from,
        to,
        userIds,
        workspaceIds: workspaces ? workspaces.filter((id) => id !== NOT_ADDED_WORKSPACE) : null,
        notAdded: workspaces ? workspaces.includes(NOT_ADDED_WORKSPACE) : true,
        teamName: team ?? null,
      };
      if (wantsCsv(request)) {
        const rows = await standupReport(app.deps.pool, filter);
        return sendReportCsv(reply, standupsCsv, rows.map(contractRow), { from, to, timeZone });
      }
      // The JSON answer is one page; the database picks and counts it.
      const { rows, total } = await standupReportPage(app.deps.pool, filter, {
        page,
        pageSize: STANDUPS_REPORT_PAGE_SIZE,
      });
      return {
        from,
        to,
        today,
        timeZone,
        page,
        pageSize: STANDUPS_REPORT_PAGE_SIZE,
        total,
        rows: rows.map(contractRow),
      };
    },
  });
};
