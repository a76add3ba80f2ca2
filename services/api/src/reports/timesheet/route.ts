import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  NO_MILESTONE,
  NO_MILESTONE_LABEL,
  notFound,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  reportEndpoints,
  resolveReportRange,
  TIMESHEET_PAGE_SIZE,
  timesheetChart,
  timesheetCsv,
  timesheetTicketsCsv,
  timesheetUserIds,
  assertAsOfPast,
} from '@teamledger/domain';
import {
  approvedDayHours,
  findMilestone,
  findUserById,
  findWorkspaceById,
  HOURS_REPORT_READ_MODELS,
  timesheetDailyHours,
  timesheetEntries,
  timesheetKeyHours,
  timesheetKeys,
  timesheetPage,
  userDaysOfPeople,
  type KeepAnswer,
} from '@teamledger/read-models';
import { requireUser } from '../../access/plugin.js';
import { companyNow } from '../../calendar/company-today.js';
import { csvPages, sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { asOfTimesheet } from '../as-of.js';
import { asOfTimesheetChart } from '../as-of-hours.js';
import { ReadModelCache } from '../read-model-cache.js';

const range = { defaultDays: REPORT_DEFAULT_DAYS, maxDays: OWN_REPORT_MAX_DAYS };

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  // The charts and the rows (without hours) of the latest filters, over all their people's
  // hours, kept until a read model they read moves (D326, D350, D299): every page of one
  // filter has the same chart, and its rows are a slice of the same list. Three answers a
  // filter: its chart, its rows, and that a page was asked at the stamp.
  const kept = new ReadModelCache(HOURS_REPORT_READ_MODELS, 24);
  implement(app, reportEndpoints.timesheet, {
    handler: async (request, reply) => {
      const { users, workspaces, team } = request.query;
      const userIds = timesheetUserIds(requireUser(request), users);
      const { now, today, timeZone } = await companyNow(app, request);
      const { page, asOf } = request.query;
      assertAsOfPast(asOf, now);
      const { from, to } = resolveReportRange(request.query, today, range);
      // As with users, an empty list of workspaces is no filter (SPEC.md 5: empty means All).
      const workspaceIds = workspaces && workspaces.length > 0 ? workspaces : null;
      assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
      const filter = { from, to, userIds, workspaceIds, teamName: team ?? null };

      if (wantsCsv(request)) {
        if (asOf !== undefined) {
          const { rows } = await asOfTimesheet(app, filter, asOf, null);
          return sendReportCsv(reply, timesheetCsv, [rows], { from, to, timeZone });
        }
        const pages = csvPages(app.deps.pool, async (db, paging) => {
          const { rows } = await timesheetPage(db, filter, paging);
          return rows;
        });
        return sendReportCsv(reply, timesheetCsv, pages, { from, to, timeZone });
      }
      const keep = asOf === undefined ? await kept.at(app.deps.pool) : null;
      const [{ rows, total }, chart] = await Promise.all([
        keep ? pageNow(filter, page, keep) : asOfTimesheet(app, filter, asOf!, page),
        keep ? chartNow(filter, keep) : asOfTimesheetChart(app, filter, asOf!),
      ]);
      const approval = request.query.figures === 'approved' ? await approvalFigures(filter) : null;
      return {
        from,
        to,
        today,
        timeZone,
        rows,
        page,
        pageSize: TIMESHEET_PAGE_SIZE,
        total,
        chart,
        approval,
      };
    },
  });

  /**
   * One page of the rows, now. The first page asked at a stamp is read by its own statement;
   * from the second on, the filter's rows are kept in order while their read models stand
   * still (reading them all costs about twice a page, so not while every call brings a new
   * stamp) and a page is a slice of them with only its rows' hours read, or again its own
   * statement when the read models moved between the kept rows and their hours.
   */
  async function pageNow(
    filter: Parameters<typeof timesheetPage>[1],
    page: number,
    keep: KeepAnswer,
  ) {
    const paging = { page, pageSize: TIMESHEET_PAGE_SIZE };
    let firstAtStamp = false;
    await keep(['asked', filter], async () => (firstAtStamp = true));
    if (firstAtStamp) return timesheetPage(app.deps.pool, filter, paging);
    const { stamp, keys } = await keep(['rows', filter], () =>
      timesheetKeys(app.deps.pool, filter),
    );
    const slice = keys.slice((page - 1) * TIMESHEET_PAGE_SIZE, page * TIMESHEET_PAGE_SIZE);
    const hours = await timesheetKeyHours(app.deps.pool, slice, stamp);
    if (hours === null) return timesheetPage(app.deps.pool, filter, paging);
    return {
      total: keys.length,
      rows: slice.map(({ milestoneKey: _key, since: _since, upto: _upto, ...row }, i) => ({
        ...row,
        totalHours: hours[i]!,
      })),
    };
  }

  /** The chart of hours per day and workspace, now: kept while its read models stand still. */
  async function chartNow(filter: Parameters<typeof timesheetPage>[1], keep: KeepAnswer) {
    return keep(['chart', filter], async () => {
      const { dailyHours, workspaces } = await timesheetDailyHours(app.deps.pool, filter);
      return timesheetChart({
        from: filter.from,
        to: filter.to,
        workspaces: workspaces.sort((a, b) => a.name.localeCompare(b.name)),
        dailyHours,
      });
    });
  }

  /** Each person of the report's rows: hours now and as approved, over every workspace. */
  async function approvalFigures(filter: Parameters<typeof timesheetPage>[1]) {
    const { rows } = await timesheetPage(app.deps.pool, filter, null);
    const people = new Map(rows.map((row) => [row.userId, row.name]));
    const ids = [...people.keys()];
    const [days, approved] = await Promise.all([
      userDaysOfPeople(app.deps.pool, ids, filter.from, filter.to),
      approvedDayHours(app.deps.pool, ids, filter.from, filter.to),
    ]);
    const sum = (hours: number[]) =>
      hours.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
    return ids.map((id) => ({
      user: { id, name: people.get(id)! },
      currentHours: sum((days.get(id) ?? []).map((day) => day.hoursLogged)),
      approvedHours: sum([...(approved.get(id)?.values() ?? [])]),
    }));
  }

  implement(app, reportEndpoints.timesheetTickets, {
    handler: async (request, reply) => {
      const { userId, workspaceId, milestoneId } = request.query;
      // A plain user asking for someone else's entries is refused before anything is looked up.
      timesheetUserIds(requireUser(request), [userId]);
      const { today, timeZone } = await companyNow(app, request);
      const { from, to } = resolveReportRange(request.query, today, range);
      const [user, workspace, milestone] = await Promise.all([
        findUserById(app.deps.pool, userId),
        findWorkspaceById(app.deps.pool, workspaceId),
        milestoneId === NO_MILESTONE ? null : findMilestone(app.deps.pool, milestoneId),
      ]);
      if (!user) throw notFound('User');
      if (!workspace) throw notFound('WorkSpace');
      if (milestoneId !== NO_MILESTONE && !milestone) throw notFound('Milestone');
      const entries = await timesheetEntries(app.deps.pool, {
        from,
        to,
        userId,
        workspaceId,
        milestoneId: milestone?.id ?? null,
      });
      const milestoneName = milestone?.title ?? NO_MILESTONE_LABEL;

      if (wantsCsv(request)) {
        return sendReportCsv(reply, timesheetTicketsCsv, [entries], {
          workspaceName: workspace.name,
          milestoneName,
        });
      }
      return {
        from,
        to,
        today,
        timeZone,
        user: { id: user.id, name: user.name },
        workspace: { id: workspace.id, name: workspace.name },
        milestone: milestone ? { id: milestone.id, name: milestone.title } : null,
        entries,
      };
    },
  });
};
