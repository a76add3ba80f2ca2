import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertAsOfPast,
  forbidden,
  isNonUser,
  OWN_REPORT_MAX_DAYS,
  overtimeChart,
  overtimeCsv,
  REPORT_DEFAULT_DAYS,
  REPORT_PAGE_SIZE,
  reportEndpoints,
  resolveReportRange,
} from '@teamledger/domain';
import type { Pool, PoolClient } from '@teamledger/platform';
import { peopleLedBy, reportPeople, usersByIds } from '@teamledger/read-models';
import { requireUser } from '../../access/plugin.js';
import { companyNow } from '../../calendar/company-today.js';
import { csvPages, sendReportCsv, wantsCsv, type CsvPaging } from '../../csv/send-csv.js';
import { implement } from '../../implement.js';
import { overtimeOf } from '../../working-time/overtime.js';
import { asOfPeople } from '../as-of-people.js';

/**
 * /api/reports/overtime (OvertimeReport.csv): HR and non-users read everyone's, anyone else
 * their own and their people's. The JSON answer is one page of people, the CSV every person.
 */
export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.overtime, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { pool } = app.deps;
      const { now, today, timeZone } = await companyNow(app, request);
      const { users, workspaces, team, page, asOf } = request.query;
      assertAsOfPast(asOf, now);
      // Left out, the period is this month up to today.
      const { from, to } =
        request.query.from === undefined && request.query.to === undefined
          ? { from: `${today.slice(0, 7)}-01`, to: today }
          : resolveReportRange(request.query, today, {
              defaultDays: REPORT_DEFAULT_DAYS,
              maxDays: OWN_REPORT_MAX_DAYS,
            });
      let userIds = users?.length ? users : null;
      if (!isNonUser(viewer) && !viewer.isHr) {
        const mine = [viewer.id, ...(await peopleLedBy(pool, viewer.id))];
        if (userIds?.some((id) => !mine.includes(id))) {
          throw forbidden("You can only see your own overtime and your people's.");
        }
        userIds = userIds ?? mine;
      }
      const filter = {
        from,
        to,
        userIds,
        workspaceIds: workspaces?.length ? workspaces : null,
        teamName: team ?? null,
        hrReport: false,
      };
      // As of an instant: the people as their streams stood then (who may ask is today's).
      const people =
        asOf === undefined ? await reportPeople(pool, filter) : await asOfPeople(app, filter, asOf);
      // One page of the listed people with their balances; the CSV reads every page.
      const pageOf = async (db: Pool | PoolClient, { page: n, pageSize }: CsvPaging) => {
        const listed = people.slice((n - 1) * pageSize, n * pageSize);
        const rows = await usersByIds(
          db,
          listed.map((person) => person.id),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const persons = listed.flatMap((person) => {
          const row = byId.get(person.id);
          return row
            ? [
                {
                  ...row,
                  name: person.name,
                  teamName: person.teamName,
                  joinedOn: person.joinedOn,
                  leftOn: person.leftOn,
                },
              ]
            : [];
        });
        const balances = await overtimeOf(app, request, persons, { from, to }, asOf ?? null);
        const reportRows = persons.map((person) => {
          const result = balances.get(person.id)!;
          return {
            userId: person.id,
            name: person.name,
            teamName: person.teamName,
            ...result.period,
            carriedIn: result.carriedIn,
            forfeited: result.forfeited,
            running: result.running,
          };
        });
        return { persons, balances, reportRows };
      };
      if (wantsCsv(request)) {
        const pages = csvPages(pool, async (db, paging) => (await pageOf(db, paging)).reportRows);
        return sendReportCsv(reply, overtimeCsv, pages, { from, to, timeZone });
      }
      const { persons, balances, reportRows } = await pageOf(pool, {
        page,
        pageSize: REPORT_PAGE_SIZE,
      });
      return {
        from,
        to,
        today,
        timeZone,
        page,
        pageSize: REPORT_PAGE_SIZE,
        total: people.length,
        rows: reportRows,
        chart: overtimeChart(
          persons.map((person) => ({
            userId: person.id,
            name: person.name,
            result: balances.get(person.id)!,
          })),
        ),
      };
    },
  });
};
