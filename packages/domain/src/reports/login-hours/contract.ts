/** Login/Hours Report: its hours filter, rows, totals, contract and Report.csv. */
import { z } from 'zod';
import { allow, ADMIN_ROLES } from '../../access/index.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { asOfQuery } from '../as-of.js';
import { DAY_LABELS, pagedReportFilterQuerySchema, reportFrame, reportPage } from '../contracts.js';
import { csvHours, defineCsv, overSeveralDays, type ReportCsvContext } from '../csv.js';
import { formatStandupToTimeOut, formatWorkspaces } from '../format.js';

/** The hours filter of the Login/Hours Report: 'Less than' N or 'At least' N. */
export const HOURS_FILTER_OPS = ['less', 'atLeast'] as const;
export type HoursFilterOp = (typeof HOURS_FILTER_OPS)[number];
export const HOURS_FILTER_LABELS: Record<HoursFilterOp, string> = {
  less: 'Less than',
  atLeast: 'At least',
};

export const HOURS_FILTER_MESSAGE = 'Hours must be a number from 0 to 24.';
export const HOURS_FILTER_OP_MESSAGE = "Choose 'less' or 'atLeast'.";
export const HOURS_FILTER_MISSING_MESSAGE = 'Enter a number of hours.';

/** A number of hours in a query string: up to two decimals, 0 to 24 (a day's limit). */
export const hoursQuerySchema = z
  .string({ error: HOURS_FILTER_MESSAGE })
  .regex(/^\d{1,2}(\.\d{1,2})?$/, HOURS_FILTER_MESSAGE)
  .transform(Number)
  .refine((hours) => hours <= 24, HOURS_FILTER_MESSAGE);

/**
 * GET /api/reports/login-hours: the shared filters, and hoursOp with hours (both or
 * neither): 'less' keeps the days whose total is below hours, 'atLeast' those at or above.
 */
export const loginHoursReportQuerySchema = pagedReportFilterQuerySchema
  .extend({
    ...asOfQuery,
    hoursOp: z.enum(HOURS_FILTER_OPS, { error: HOURS_FILTER_OP_MESSAGE }).optional(),
    hours: hoursQuerySchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.hoursOp !== undefined && query.hours === undefined) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: HOURS_FILTER_MISSING_MESSAGE });
    }
    if (query.hours !== undefined && query.hoursOp === undefined) {
      ctx.addIssue({ code: 'custom', path: ['hoursOp'], message: HOURS_FILTER_OP_MESSAGE });
    }
  });
export type LoginHoursReportQuery = z.input<typeof loginHoursReportQuerySchema>;

/** One person on one day of the Login/Hours Report. The field names are stable. */
export const loginHoursRowSchema = z.object({
  userId: z.string().describe("The person's id"),
  name: z.string().describe("The person's name"),
  teamName: z.string().nullable().describe("The person's team; null for none"),
  workspaces: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe('The workspaces the person belongs to, by name'),
  date: z.string().describe('The company-local day, YYYY-MM-DD'),
  totalHours: z.number().describe('Hours logged for the day'),
  firstStandupAt: z
    .string()
    .nullable()
    .describe('When the first standup of the day was added, ISO UTC; null: none'),
  lastLogAt: z
    .string()
    .nullable()
    .describe('When the last entry made that day was logged, ISO UTC; null: none'),
  hoursAvailable: z.number().describe('max(0, lastLogAt - firstStandupAt - 1 hour)'),
  status: z
    .enum(DAY_LABELS)
    .describe(
      'Weekend, Holiday, On leave (its type), In progress (today), Absent (a working day without hours), else by hours',
    ),
});
export type LoginHoursRow = z.infer<typeof loginHoursRowSchema>;

/** One person's chart bar: hours logged against hours available over every filtered row. */
export const loginHoursTotalSchema = z.object({
  userId: z.string(),
  name: z.string(),
  totalHours: z.number(),
  hoursAvailable: z.number(),
});
export type LoginHoursTotal = z.infer<typeof loginHoursTotalSchema>;

/**
 * GET /api/reports/login-hours: one page of rows, newest day first, then by name; totals by
 * name over the whole filtered range (every page), summed by the database.
 */
export const loginHoursReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(loginHoursRowSchema),
  totals: z.array(loginHoursTotalSchema),
});
export type LoginHoursReport = z.infer<typeof loginHoursReportSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const loginHoursEndpoints = {
  loginHours: endpoint({
    method: 'GET',
    path: '/api/reports/login-hours',
    tags: ['reports'],
    summary:
      "Everyone's days from/to (default the last 7): hours logged, standup to time out, hours available, status; hoursOp=less|atLeast with hours filters by the day's total; one page of 100 rows and every person's totals; Accept: text/csv gives Report.csv with every row",
    query: loginHoursReportQuerySchema,
    responses: { 200: loginHoursReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
};

/** Report.csv of the Login + Hours Report: the screen's columns, and each row's day over several days. */
export const loginHoursCsv = defineCsv<LoginHoursRow, ReportCsvContext>({
  fileName: 'Report.csv',
  columns: [
    { header: 'Date', when: overSeveralDays, value: (row) => row.date },
    { header: 'User', value: (row) => row.name },
    { header: 'Team Name', value: (row) => row.teamName ?? '' },
    {
      header: 'Space',
      value: (row) => formatWorkspaces(row.workspaces),
    },
    { header: 'Total Hours', value: (row) => csvHours(row.totalHours) },
    {
      header: 'Standup - Time Out',
      value: (row, { timeZone }) =>
        formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone),
    },
    { header: 'Hours Available', value: (row) => csvHours(row.hoursAvailable) },
    { header: 'Status', value: (row) => row.status },
  ],
});
