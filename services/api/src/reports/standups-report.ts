import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  formatClock,
  formatDay,
  NOT_ADDED_WORKSPACE,
  OWN_REPORT_MAX_DAYS,
  resolveReportRange,
  reportEndpoints,
  STANDUPS_REPORT_PAGE_SIZE,
} from '@teamledger/domain';
import {
  standupReport,
  standupReportPage,
  type StandupReportFilter,
} from '@teamledger/read-models';
import { companyNow } from '../calendar/company-today.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';

/** What the WorkSpace cell says for someone without a standup, as the filter names them. */
const NOT_ADDED_LABEL = 'StandUp Not Added';

export const standupsReportRoute: FastifyPluginAsyncZod = async (app) => {
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
        // SPEC.md's columns are for the screen's one day; over several days each row says its day.
        const dated = from !== to;
        return sendCsv(
          reply,
          'StandUpReport.csv',
          [
            ...(dated ? ['Date'] : []),
            'Reported at',
            'Team Name',
            'Name',
            'WorkSpace',
            'What I did in the last day',
            'What I will do today',
            'Do you have roadblocks',
          ],
          rows.map(({ date, name, teamName, standup }) => [
            ...(dated ? [formatDay(date)] : []),
            ...(standup
              ? [
                  formatClock(standup.reportedAt, timeZone),
                  teamName ?? '',
                  name,
                  standup.workspaceName ?? '',
                  standup.yesterday,
                  standup.today,
                  standup.roadblocks,
                ]
              : ['—', teamName ?? '', name, NOT_ADDED_LABEL, '', '', '']),
          ]),
        );
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
        rows: rows.map(({ date, userId, name, teamName, standup }) => ({
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
        })),
      };
    },
  });
};
