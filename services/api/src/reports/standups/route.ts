import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  assertAsOfPast,
  lastCountedDay,
  NOT_ADDED_WORKSPACE,
  OWN_REPORT_MAX_DAYS,
  resolveReportRange,
  reportEndpoints,
  standupCalendar,
  standupDaySummary,
  STANDUPS_REPORT_PAGE_SIZE,
  standupsCsv,
  type StandupReportRow,
} from '@teamledger/domain';
import {
  holidayDates,
  standupReportPage,
  type StandupReportFilter,
  type StandupReportRow as ReadModelRow,
} from '@teamledger/read-models';
import { companyNow } from '../../calendar/company-today.js';
import { csvPages, sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { ReadModelCache } from '../read-model-cache.js';
import { asOfStandupReport } from './as-of.js';

/** A row as the contract has it: the page's, and the CSV's through its columns. */
const contractRow = ({
  date,
  userId,
  name,
  teamName,
  leaveType,
  standup,
}: ReadModelRow): StandupReportRow => ({
  date,
  user: { id: userId, name },
  teamName,
  leaveType,
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
  // The day counts and headings of the latest filters, over all their people, kept until
  // a read model they read moves (D326).
  const dayCounts = new ReadModelCache(['standups', 'user-days', 'users'], 32);
  implement(app, reportEndpoints.standups, {
    handler: async (request, reply) => {
      const { users, workspaces, team, page, asOf } = request.query;
      const { pool } = app.deps;
      const { now, today, timeZone } = await companyNow(app, request);
      assertAsOfPast(asOf, now);
      // The screen picks one day, so the default is today rather than a week.
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: 1,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      const userIds = users && users.length > 0 ? users : null;
      assertAllUsersRange({ from, to }, userIds !== null || workspaces !== undefined);
      // Nobody is missing a standup of a day still to come.
      const last = lastCountedDay({ to, today });
      const csv = wantsCsv(request);
      const asked = {
        from,
        last,
        userIds,
        workspaceIds: workspaces ? workspaces.filter((id) => id !== NOT_ADDED_WORKSPACE) : null,
        notAdded: workspaces ? workspaces.includes(NOT_ADDED_WORKSPACE) : true,
        teamName: team ?? null,
      };
      if (asOf !== undefined) {
        // As it stood at the instant: each person-day's standup as recorded by then.
        if (csv) {
          const { rows } = await asOfStandupReport(app, asked, asOf, null);
          return sendReportCsv(reply, standupsCsv, [rows.map(contractRow)], { from, to, timeZone });
        }
        const report = await asOfStandupReport(app, asked, asOf, {
          page,
          pageSize: STANDUPS_REPORT_PAGE_SIZE,
        });
        const byDate = new Map(report.calendar.map((day) => [day.date, day]));
        return {
          from,
          to,
          today,
          timeZone,
          page,
          pageSize: STANDUPS_REPORT_PAGE_SIZE,
          total: report.total,
          rows: report.rows.map(contractRow),
          days: report.days.map((counts) => standupDaySummary(byDate.get(counts.date)!, counts)),
        };
      }
      const [holidays, keep] = await Promise.all([
        holidayDates(pool, from, last),
        csv ? undefined : dayCounts.at(pool),
      ]);
      const calendar = standupCalendar(from, last, { holidays, timeZone });
      const filter: StandupReportFilter = {
        from,
        to: last,
        userIds,
        workspaceIds: asked.workspaceIds,
        notAdded: asked.notAdded,
        teamName: asked.teamName,
        calendar,
      };
      if (csv) {
        // Every row, page by page through the page's statements (without the days' headings).
        const pages = csvPages(pool, async (db, paging) => {
          const { rows } = await standupReportPage(db, filter, paging, { headings: false });
          return rows.map(contractRow);
        });
        return sendReportCsv(reply, standupsCsv, pages, { from, to, timeZone });
      }
      const { rows, total, days } = await standupReportPage(
        pool,
        filter,
        { page, pageSize: STANDUPS_REPORT_PAGE_SIZE },
        { keep },
      );
      const byDate = new Map(calendar.map((day) => [day.date, day]));
      return {
        from,
        to,
        today,
        timeZone,
        page,
        pageSize: STANDUPS_REPORT_PAGE_SIZE,
        total,
        rows: rows.map(contractRow),
        days: days.flatMap((counts) => {
          const day = byDate.get(counts.date);
          return day ? [standupDaySummary(day, counts)] : [];
        }),
      };
    },
  });
};
