import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAllUsersRange,
  emptyCalendarDays,
  labelAsOf,
  lastCountedDay,
  loginHoursCsv,
  loginHoursRow,
  loginHoursRows,
  loginHoursTotals,
  OWN_REPORT_MAX_DAYS,
  REPORT_DEFAULT_DAYS,
  REPORT_PAGE_SIZE,
  resolveReportRange,
  reportEndpoints,
  type HoursFilter,
  type IsoDate,
  assertAsOfPast,
} from '@teamledger/domain';
import {
  holidayDates,
  LOGIN_HOURS_READ_MODELS,
  loginHoursChart,
  loginHoursPage,
  loginHoursPageOfCounts,
  type KeepAnswer,
  type LoginHoursGridFilter,
  type ReportPeopleFilter,
} from '@teamledger/read-models';
import type { FastifyInstance } from 'fastify';
import type { Pool, PoolClient } from '@teamledger/platform';
import { companyNow } from '../../calendar/company-today.js';
import { csvPages, sendReportCsv, wantsCsv } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { asOfDays } from '../as-of.js';
import { asOfPeople } from '../as-of-people.js';
import { ReadModelCache } from '../read-model-cache.js';

interface LoginHoursAsked {
  people: ReportPeopleFilter;
  from: IsoDate;
  last: IsoDate;
  today: IsoDate;
  timeZone: string;
  hours: HoursFilter | null;
}

const HOUR_MS = 3_600_000;

/**
 * The charts and the days' row counts of the latest filters, kept until the users or
 * user-days read model moves (D326, D300): every page of one filter has the same chart,
 * summed over all its people, and the same counts, which place the page among the days.
 */
const chartCache = () => new ReadModelCache(LOGIN_HOURS_READ_MODELS, 16);

/** Every listed person's sums as the answer's totals (loginHoursTotals), by name. */
const chartTotals = (sums: Awaited<ReturnType<typeof loginHoursChart>>) =>
  loginHoursTotals(
    sums.map(({ userId, name, hoursLogged, availableMs }) => ({
      userId,
      name,
      totalHours: hoursLogged,
      hoursAvailable: availableMs / HOUR_MS,
    })),
  );

/**
 * One page of the report, with everyone's totals (the chart) when `charts` is given. The
 * database lists, filters and pages the days by their facts and sums every listed person's
 * hours over the whole range (or the chart is the one kept for the filter while the read
 * models stand where they stood), the two side by side on two connections of a pool; a day
 * without a row is as the domain has it for anyone (emptyCalendarDays). The CSV reads its
 * pages without the chart, on one connection (csvPages).
 */
async function reportRows(
  db: Pool | PoolClient,
  { people: filter, from, last, today, timeZone, hours }: LoginHoursAsked,
  paging: { page: number; pageSize: number },
  charts: ReadModelCache | null,
) {
  const [holidays, keep] = await Promise.all([holidayDates(db, from, last), charts?.at(db)]);
  const gridFilter = {
    ...filter,
    calendar: emptyCalendarDays(from, last, { holidays, timeZone }),
    hours,
  };
  // The chart is kept as the answer gives it: its 2,000 people's totals sorted by name once
  // per stamp, not on every page.
  const [grid, totals] = await Promise.all([
    keep ? gridOfKeptCounts(db, gridFilter, paging, keep) : loginHoursPage(db, gridFilter, paging),
    keep
      ? keep(['chart', gridFilter], async () => chartTotals(await loginHoursChart(db, gridFilter)))
      : [],
  ]);
  return {
    total: grid.total,
    rows: grid.days.map(({ person: { id, ...person }, ...day }) =>
      loginHoursRow(
        { userId: id, ...person },
        {
          date: day.date,
          firstStandupAt: day.firstStandupAt?.toISOString() ?? null,
          lastLogAt: day.lastLogAt?.toISOString() ?? null,
          hoursLogged: day.hoursLogged,
          hoursAvailable: day.availableMs / HOUR_MS,
          label: labelAsOf(day.label, day.date, today),
        },
      ),
    ),
    totals,
  };
}

/**
 * The page, its days placed by the counts kept for the filter (D300): the first page asked
 * at a stamp counts every day and keeps the counts; the others read only their own days.
 * When the read models moved between the counts and the page, the page is read whole again.
 */
async function gridOfKeptCounts(
  db: Pool | PoolClient,
  filter: LoginHoursGridFilter,
  paging: { page: number; pageSize: number },
  keep: KeepAnswer,
) {
  let whole: Awaited<ReturnType<typeof loginHoursPage>> | null = null;
  const counts = await keep(['counts', filter], async () => {
    whole = await loginHoursPage(db, filter, paging);
    return whole.counts;
  });
  return (
    whole ??
    (await loginHoursPageOfCounts(db, filter, paging, counts)) ??
    (await loginHoursPage(db, filter, paging))
  );
}

/**
 * The report as it stood at `asOf` (asOfDays): the people as they stood then (asOfPeople),
 * their days as recorded by then, and the domain's loginHoursRows over them; one page, or
 * every row with `page` null.
 */
async function asOfReportRows(
  app: FastifyInstance,
  asked: LoginHoursAsked,
  asOf: string,
  page: number | null,
) {
  const people = await asOfPeople(app, asked.people, asOf);
  const { company, days } = await asOfDays(
    app,
    people.map((person) => person.id),
    { from: asked.from, to: asked.last, asOf },
  );
  const rows = loginHoursRows({
    from: asked.from,
    last: asked.last,
    today: asked.today,
    company,
    people: people.map(({ id, ...person }) => ({ userId: id, ...person })),
    days,
    hours: asked.hours,
  });
  const sums = new Map<string, { name: string; totalHours: number; hoursAvailable: number }>();
  for (const row of rows) {
    const sum = sums.get(row.userId) ?? { name: row.name, totalHours: 0, hoursAvailable: 0 };
    sum.totalHours += row.totalHours;
    sum.hoursAvailable += row.hoursAvailable;
    sums.set(row.userId, sum);
  }
  return {
    total: rows.length,
    rows: page === null ? rows : rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE),
    totals:
      page === null ? [] : loginHoursTotals([...sums].map(([userId, sum]) => ({ userId, ...sum }))),
  };
}

/**
 * Login + Hours Report (/report1): every listed person's days, with the hours filter; the
 * JSON answer is one page of 100 with everyone's totals, the CSV every row.
 */
export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  const charts = chartCache();
  implement(app, reportEndpoints.loginHours, {
    handler: async (request, reply) => {
      const { users, workspaces, team, hoursOp, hours, page, asOf } = request.query;
      const { pool } = app.deps;
      const { now, today, timeZone } = await companyNow(app, request);
      assertAsOfPast(asOf, now);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      // An empty list is no filter: everyone, as SPEC.md 5 says of an empty user filter.
      const userIds = users && users.length > 0 ? users : null;
      const workspaceIds = workspaces && workspaces.length > 0 ? workspaces : null;
      assertAllUsersRange({ from, to }, userIds !== null || workspaceIds !== null);
      const asked: LoginHoursAsked = {
        people: { from, to, userIds, workspaceIds, teamName: team ?? null, hrReport: true },
        from,
        last: lastCountedDay({ to, today }),
        today,
        timeZone,
        hours: hoursOp !== undefined && hours !== undefined ? { op: hoursOp, hours } : null,
      };
      if (asOf !== undefined) {
        if (!wantsCsv(request)) {
          const report = await asOfReportRows(app, asked, asOf, page);
          return { from, to, today, timeZone, page, pageSize: REPORT_PAGE_SIZE, ...report };
        }
        const { rows } = await asOfReportRows(app, asked, asOf, null);
        return sendReportCsv(reply, loginHoursCsv, [rows], { from, to, timeZone });
      }
      if (!wantsCsv(request)) {
        const report = await reportRows(pool, asked, { page, pageSize: REPORT_PAGE_SIZE }, charts);
        return { from, to, today, timeZone, page, pageSize: REPORT_PAGE_SIZE, ...report };
      }
      const pages = csvPages(pool, async (db, paging) => {
        const { rows } = await reportRows(db, asked, paging, null);
        return rows;
      });
      return sendReportCsv(reply, loginHoursCsv, pages, { from, to, timeZone });
    },
  });
};
