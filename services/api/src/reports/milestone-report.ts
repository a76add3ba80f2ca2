import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  buildMilestoneReport,
  forbidden,
  formatMilestoneHours,
  formatMilestoneReportTime,
  milestoneReportSeesEveryone,
  NO_MILESTONE_LABEL,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  resolveReportRange,
  reportEndpoints,
} from '@teamledger/domain';
import { milestoneReportRows } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { implement } from '../implement.js';

export const milestoneReportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.milestones, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { users, workspaces, team } = request.query;
      let userIds = users && users.length > 0 ? users : null;
      // A plain User reads their own hours only: asking for anyone else is refused, not emptied.
      if (!milestoneReportSeesEveryone(viewer)) {
        if (userIds?.some((id) => id !== viewer.id)) {
          throw forbidden('You can only see your own hours in the milestone report.');
        }
        userIds = [viewer.id];
      }
      const workspaceIds = workspaces && workspaces.length > 0 ? workspaces : null;
      const { today, timeZone } = await companyNow(app);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
      const report = buildMilestoneReport(
        await milestoneReportRows(app.deps.pool, {
          from,
          to,
          userIds,
          workspaceIds,
          teamName: team ?? null,
        }),
      );
      if (wantsCsv(request)) {
        // One row per entry, milestone by milestone as the cards show them.
        return sendCsv(
          reply,
          'MilestoneReport.csv',
          ['Milestone', 'WorkSpace', 'Name', 'Date', 'Ticket', 'Ticket Link', 'Title', 'Hours'],
          report.milestones.flatMap((group) =>
            group.entries.map((entry) => [
              group.milestone?.name ?? NO_MILESTONE_LABEL,
              group.workspace.name,
              entry.user.name,
              formatMilestoneReportTime(entry.date, entry.loggedAt, timeZone),
              entry.ticket ? `#${entry.ticket.number}` : '',
              entry.ticket?.url ?? '',
              entry.title,
              formatMilestoneHours(entry.hours),
            ]),
          ),
        );
      }
      return { from, to, today, timeZone, ...report };
    },
  });
};
