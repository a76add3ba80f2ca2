import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  forbidden,
  MILESTONE_ENTRIES_PAGE_SIZE,
  MILESTONE_REPORT_PAGE_SIZE,
  milestoneCardKey,
  milestoneCsvCardOrder,
  milestoneReportEntry,
  milestoneReportSeesEveryone,
  milestoneReportUsers,
  milestonesCsv,
  NO_MILESTONE,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  resolveReportRange,
  reportEndpoints,
  sortMilestoneShares,
  sumHours,
  type IsoDate,
  type LoggedMilestoneEntry,
  type MilestoneReportEntry,
  assertAsOfPast,
} from '@teamledger/domain';
import {
  milestoneCsvCards,
  milestoneEntriesPage,
  milestoneEntriesStatement,
  type MilestoneEntryRow,
  milestoneReportSummary,
  HOURS_REPORT_READ_MODELS,
  type WorklogReportFilter,
} from '@teamledger/read-models';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../access/plugin.js';
import type { SessionUser } from '../../auth/session.js';
import { companyNow } from '../../calendar/company-today.js';
import { csvPages, cursorPages, sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { asOfHours, asOfMilestoneSummary } from '../as-of-hours.js';
import { ReadModelCache } from '../read-model-cache.js';

/**
 * The report's filter as the viewer may ask it: a plain User reads their own hours only, and
 * asking for anyone else is refused, not emptied.
 */
async function milestoneFilter(
  app: FastifyInstance,
  request: FastifyRequest,
  viewer: SessionUser,
  query: {
    from?: IsoDate;
    to?: IsoDate;
    users?: readonly string[];
    workspaces?: readonly string[];
    team?: string;
  },
): Promise<{ filter: WorklogReportFilter; now: Date; today: IsoDate; timeZone: string }> {
  const { users, workspaces, team } = query;
  let userIds = users && users.length > 0 ? users : null;
  if (!milestoneReportSeesEveryone(viewer)) {
    if (userIds?.some((id) => id !== viewer.id)) {
      throw forbidden('You can only see your own hours in the milestone report.');
    }
    userIds = [viewer.id];
  }
  const workspaceIds = workspaces && workspaces.length > 0 ? workspaces : null;
  const { now, today, timeZone } = await companyNow(app, request);
  const { from, to } = resolveReportRange(query, today, {
    defaultDays: REPORT_DEFAULT_DAYS,
    maxDays: OWN_REPORT_MAX_DAYS,
  });
  assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
  return {
    filter: { from, to, userIds, workspaceIds, teamName: team ?? null },
    now,
    today,
    timeZone,
  };
}

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  // Every milestone's hours of the latest filters, the same on each page of one, kept until
  // a read model they are read from moves (D301), as the TimeSheet chart is (D350).
  const everyMilestone = new ReadModelCache(HOURS_REPORT_READ_MODELS, 8);
  implement(app, reportEndpoints.milestones, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { filter, now, today, timeZone } = await milestoneFilter(
        app,
        request,
        viewer,
        request.query,
      );
      const { from, to } = filter;
      const { page, asOf } = request.query;
      assertAsOfPast(asOf, now);
      if (wantsCsv(request) && asOf !== undefined) {
        return sendReportCsv(reply, milestonesCsv, [await asOfCsvRows(filter, asOf)], {
          from,
          to,
          timeZone,
        });
      }
      if (wantsCsv(request)) {
        // One row per entry of the whole range, card by card as the screen orders the cards
        // (counted in the same snapshot), read through a cursor: the entries are sorted once.
        const everything = { ...filter, userId: null, card: null };
        let read:
          | ReturnType<
              typeof cursorPages<MilestoneEntryRow, LoggedMilestoneEntry & { userName: string }>
            >
          | undefined;
        const pages = csvPages(app.deps.pool, async (db, paging) => {
          read ??= cursorPages(
            milestoneEntriesStatement(
              {
                ...everything,
                cardOrder: milestoneCsvCardOrder(await milestoneCsvCards(db, everything)),
              },
              null,
            ),
          );
          const entries = await read(db, paging);
          return entries.map(({ userName, ...entry }) => milestoneReportEntry(entry, userName));
        });
        return sendReportCsv(reply, milestonesCsv, pages, { from, to, timeZone });
      }
      const paging = { page, pageSize: MILESTONE_REPORT_PAGE_SIZE };
      const summary =
        asOf === undefined
          ? await milestoneReportSummary(
              app.deps.pool,
              filter,
              paging,
              await everyMilestone.at(app.deps.pool),
            )
          : await asOfMilestoneSummary(app, filter, asOf, paging);
      return {
        from,
        to,
        today,
        timeZone,
        totalHours: sumHours(summary.milestones.map((share) => share.hours)),
        milestones: sortMilestoneShares(summary.milestones),
        users: milestoneReportUsers(summary.people, summary.shares),
        page,
        pageSize: MILESTONE_REPORT_PAGE_SIZE,
        total: summary.total,
      };
    },
  });

  /**
   * The report's entries as they stood at `asOf` (asOfHours), each with its card (named as
   * the report's cards are) and that card's place in the screen's order
   * (milestoneCsvCardOrder).
   */
  async function asOfEntries(filter: WorklogReportFilter, asOf: string) {
    const [entries, summary] = await Promise.all([
      asOfHours(app, filter, asOf),
      asOfMilestoneSummary(app, filter, asOf, { page: 1, pageSize: 0 }),
    ]);
    const cards = new Map(summary.milestones.map((card) => [milestoneCardKey(card), card]));
    const order = milestoneCsvCardOrder(summary.milestones);
    return entries.map(({ person, entry, recordedAt }) => {
      const key = milestoneCardKey({
        workspace: { id: entry.workspaceId, name: '' },
        milestone: entry.milestoneId === null ? null : { id: entry.milestoneId, name: '' },
      });
      const card = cards.get(key)!;
      return {
        card: order.indexOf(key),
        recordedAt,
        entry: milestoneReportEntry(
          {
            id: entry.worklogId,
            userId: person.id,
            date: entry.date,
            loggedAt: entry.loggedAt?.toISOString() ?? null,
            workspace: card.workspace,
            milestone: card.milestone,
            title: entry.title,
            ticket: entry.ticket,
            hours: entry.hours,
          },
          person.name,
        ),
      };
    });
  }

  /**
   * Newest first, as the read model's statements order them: by day, by when it was logged
   * (those without a time last), by when it was recorded, then by id.
   */
  const newestFirst = (
    a: { entry: MilestoneReportEntry; recordedAt: string },
    b: { entry: MilestoneReportEntry; recordedAt: string },
  ) =>
    b.entry.date.localeCompare(a.entry.date) ||
    (b.entry.loggedAt ?? '').localeCompare(a.entry.loggedAt ?? '') ||
    b.recordedAt.localeCompare(a.recordedAt) ||
    (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0);

  /** MilestoneReport.csv as it stood at `asOf`: card by card, each card's newest first. */
  async function asOfCsvRows(filter: WorklogReportFilter, asOf: string) {
    return (await asOfEntries(filter, asOf))
      .sort((a, b) => a.card - b.card || newestFirst(a, b))
      .map(({ entry }) => entry);
  }

  implement(app, reportEndpoints.milestoneEntries, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { userId, workspaceId, milestoneId, page, asOf } = request.query;
      if (userId !== undefined && !milestoneReportSeesEveryone(viewer) && userId !== viewer.id) {
        throw forbidden('You can only see your own hours in the milestone report.');
      }
      const { filter, now, today, timeZone } = await milestoneFilter(
        app,
        request,
        viewer,
        request.query,
      );
      assertAsOfPast(asOf, now);
      const card =
        workspaceId !== undefined && milestoneId !== undefined
          ? { workspaceId, milestoneId: milestoneId === NO_MILESTONE ? null : milestoneId }
          : null;
      const frame = { from: filter.from, to: filter.to, today, timeZone };
      const paging = { page, pageSize: MILESTONE_ENTRIES_PAGE_SIZE };
      if (asOf !== undefined) {
        const chosen = (await asOfEntries(filter, asOf))
          .filter(
            ({ entry }) =>
              (userId === undefined || entry.user.id === userId) &&
              (card === null ||
                (entry.workspace.id === card.workspaceId &&
                  (entry.milestone?.id ?? null) === card.milestoneId)),
          )
          .sort(newestFirst)
          .map(({ entry }) => entry);
        return {
          ...frame,
          entries: chosen.slice((page - 1) * paging.pageSize, page * paging.pageSize),
          ...paging,
          total: chosen.length,
        };
      }
      const { entries, total } = await milestoneEntriesPage(
        app.deps.pool,
        { ...filter, userId: userId ?? null, card },
        paging,
      );
      return {
        ...frame,
        entries: entries.map(({ userName, ...entry }) => milestoneReportEntry(entry, userName)),
        ...paging,
        total,
      };
    },
  });
};
