import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctionRefusal,
  notFound,
  OWN_REPORT_MAX_DAYS,
  reportedFrom,
  resolveReportRange,
  STANDUP_REPORT_DEFAULT_DAYS,
  standupReportDays,
  reportEndpoints,
  type LeaveType,
} from '@teamledger/domain';
import {
  findUserById,
  holidayDates,
  readSettings,
  standupsOfUser,
  userDays,
} from '@teamledger/read-models';
import { requireUser } from '../../access/plugin.js';
import { companyNow } from '../../calendar/company-today.js';
import { implement } from '../../implement.js';

export const reportRoute: FastifyPluginAsyncZod = async (app) => {
  implement(app, reportEndpoints.myStandups, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { pool } = app.deps;
      const { today, timeZone } = await companyNow(app, request);
      const { from, to } = resolveReportRange(request.query, today, {
        defaultDays: STANDUP_REPORT_DEFAULT_DAYS,
        maxDays: OWN_REPORT_MAX_DAYS,
      });
      const user = await findUserById(pool, viewer.id);
      if (!user) throw notFound('User');
      const [standupRows, holidays, days] = await Promise.all([
        standupsOfUser(pool, viewer.id, from, to),
        holidayDates(pool, from, to),
        userDays(pool, viewer.id, from, to),
      ]);
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
