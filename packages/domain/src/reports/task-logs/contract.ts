/** Task Logs: one person's days (also read by /usersReport/{id}), its contract and Report.csv. */
import { z } from 'zod';
import { allow, ADMIN_ROLES } from '../../access/index.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { asOfQuery } from '../as-of.js';
import { reportFrame, reportRangeQuerySchema } from '../contracts.js';
import type { DayRow } from '../day-rows.js';
import { csvHours, defineCsv, type ReportCsvContext } from '../csv.js';
import { formatStandupToTimeOut } from '../format.js';

export const userDayRowSchema = z.object({
  date: z.string(),
  label: z.string(),
  firstStandupAt: z.string().nullable(),
  lastLogAt: z.string().nullable(),
  hoursAvailable: z.number(),
  hoursLogged: z.number(),
});
export type UserDayRow = z.infer<typeof userDayRowSchema>;

/** GET /api/reports/users/:id/days. */
export const userDaysReportSchema = z.object({
  ...reportFrame,
  user: z.object({ id: z.string(), name: z.string() }),
  days: z.array(userDayRowSchema),
});
export type UserDaysReport = z.infer<typeof userDaysReportSchema>;

/** GET /api/reports/users/:id/days: which screen's columns Report.csv has. */
export const USER_DAYS_LAYOUTS = ['task-logs', 'user-report'] as const;

export const userDaysQuerySchema = reportRangeQuerySchema.extend({
  /** task-logs (default): Task Logs' columns; user-report: /usersReport's. */
  layout: z
    .enum(USER_DAYS_LAYOUTS, { error: `Choose ${USER_DAYS_LAYOUTS.join(' or ')}` })
    .optional(),
  ...asOfQuery,
});
export type UserDaysQuery = z.input<typeof userDaysQuerySchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const taskLogsEndpoints = {
  userDays: endpoint({
    method: 'GET',
    path: '/api/reports/users/:id/days',
    tags: ['reports'],
    summary:
      "One person's days (Task Logs): standup to time out, hours available and logged; Accept: text/csv gives Report.csv",
    params: z.object({ id: z.uuid('Not a user id') }),
    query: userDaysQuerySchema,
    responses: { 200: userDaysReportSchema, ...errorResponses(400, 401, 403, 404) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true, self: 'id' }),
  }),
};

/** Report.csv of Task Logs (`layout=task-logs`, the default): the screen's columns. */
export const taskLogsCsv = defineCsv<DayRow, ReportCsvContext>({
  fileName: 'Report.csv',
  columns: [
    { header: 'Date', value: (row) => row.date },
    {
      header: 'Standup - Time Out',
      value: (row, { timeZone }) =>
        formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone),
    },
    { header: 'Hours Available', value: (row) => csvHours(row.hoursAvailable) },
    { header: 'Hours Logged', value: (row) => csvHours(row.hoursLogged) },
    { header: 'Status', value: (row) => row.label },
  ],
});
