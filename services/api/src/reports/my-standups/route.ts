import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDays,
  assertAsOfPast,
  correctionRefusal,
  notFound,
  OWN_REPORT_MAX_DAYS,
  reportedFrom,
  resolveReportRange,
  STANDUP_REPORT_DEFAULT_DAYS,
  standupReportDays,
  reportEndpoints,
  standupStream,
  type DayActivity,
  type IsoDate,
  type LeaveType,
  type UserState,
} from '@teamledger/domain';
import {
  findUserById,
  findWorkspaceById,
  holidayDates,
  readSettings,
  standupsOfUser,
  userDays,
  type StandupRow,
} from '@teamledger/read-models';
import { requireUser } from '../../access/plugin.js';
import { companyNow } from '../../calendar/company-today.js';
import { implement } from '../../implement.js';
import { asOfDays } from '../as-of.js';
import { userStatesAsOf } from '../as-of-people.js';
import { standupsAsOf } from '../standups/as-of.js';

type Answered = Pick<
  StandupRow,
  'date' | 'workspaceName' | 'yesterday' | 'today' | 'roadblocks' | 'reportedAt'
>;

/** What the report is made of: now, or as recorded by an instant. */
interface Recorded {
  /** The person's stream as of the instant; null: now. */
  then: UserState | null;
  standups: Answered[];
  holidays: ReadonlySet<IsoDate>;
  days: DayActivity[];
}

/**
 * The person's standups from `from` to `to` as recorded by `asOf` (D365): each day's stream
 * folded by standupsAsOf, the rule the StandUp Report as of an instant keeps, with the
 * workspaces named as today.
 */
async function myStandupsAsOf(
  app: FastifyInstance,
  userId: string,
  { from, to, asOf }: { from: IsoDate; to: IsoDate; asOf: string },
): Promise<Answered[]> {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const states = await standupsAsOf(
    app,
    dates.map((date) => ({ userId, date })),
    asOf,
  );
  const answered = dates.flatMap((date) => {
    const state = states.get(standupStream(userId, date));
    return state?.exists ? [state] : [];
  });
  const names = new Map(
    await Promise.all(
      [...new Set(answered.flatMap((state) => state.workspaceId ?? []))].map(
        async (id) => [id, (await findWorkspaceById(app.deps.pool, id))?.name ?? null] as const,
      ),
    ),
  );
  return answered.map((state) => ({
    date: state.date,
    workspaceName: state.workspaceId === null ? null : (names.get(state.workspaceId) ?? null),
    yesterday: state.yesterday,
    today: state.today,
    roadblocks: state.roadblocks,
    reportedAt: new Date(state.reportedAt),
  }));
}

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.myStandups, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { pool } = app.deps;
      const { asOf } = request.query;
      const { now, today, timeZone } = await companyNow(app, request);
      assertAsOfPast(asOf, now);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: STANDUP_REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      const found = await findUserById(pool, viewer.id);
      if (!found) throw notFound('User');
      // As of an instant: the person (join day), their standups, leave (pending among it)
      // and the holidays as recorded by then; correcting stays today's answer (D365).
      const recorded: Recorded =
        asOf === undefined
          ? await Promise.all([
              standupsOfUser(pool, viewer.id, from, to),
              holidayDates(pool, from, to),
              userDays(pool, viewer.id, from, to),
            ]).then(([standups, holidays, days]) => ({ then: null, standups, holidays, days }))
          : await Promise.all([
              userStatesAsOf(app, [viewer.id], asOf),
              myStandupsAsOf(app, viewer.id, { from, to, asOf }),
              asOfDays(app, [viewer.id], { from, to, asOf }),
            ]).then(([states, standups, { company, activities }]) => ({
              then: states.get(viewer.id) ?? null,
              standups,
              holidays: company.holidays,
              days: activities.get(viewer.id) ?? [],
            }));
      const { then, standups: standupRows, holidays, days } = recorded;
      const user = then?.exists ? { ...found, ...then } : found;
      const standups = new Map(standupRows.map((row) => [row.date, row]));
      const settings =
        request.companySettings ?? (await readSettings(pool, app.deps.config.COMPANY_TZ));
      const leaveTypes = new Map<string, LeaveType>(
        days.flatMap((day) => (day.leaveType ? [[day.date, day.leaveType] as const] : [])),
      );
      const pendingLeaveTypes = new Map<string, LeaveType>(
        days.flatMap((day) =>
          day.pendingLeaveType ? [[day.date, day.pendingLeaveType] as const] : [],
        ),
      );
      // Days before the person joined are not theirs to have missed.
      const rows = standupReportDays({
        from: reportedFrom(user, from),
        to,
        today,
        standupDates: new Set(standups.keys()),
        holidays,
        leaveTypes,
        pendingLeaveTypes,
      });
      return {
        from,
        to,
        today,
        timeZone,
        rows: rows.map(({ date, missing }) => {
          const row = standups.get(date);
          return {
            date,
            missing,
            standup: row
              ? {
                  reportedAt: row.reportedAt.toISOString(),
                  workspace: row.workspaceName,
                  yesterday: row.yesterday,
                  today: row.today,
                  roadblocks: row.roadblocks,
                  // A provider user's standups come from the provider's standup report.
                  correctable:
                    correctionRefusal({
                      actor: { id: viewer.id, role: viewer.role },
                      entry: {
                        ownerId: viewer.id,
                        date,
                        synced: user.isProviderUser,
                        providerUrl: null,
                      },
                      today,
                      windowWeeks: settings.correctionWindowWeeks,
                    }) === null,
                }
              : null,
          };
        }),
      };
    },
  });
};
