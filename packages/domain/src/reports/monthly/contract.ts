/** Monthly Report: its rows, contract and MonthlyReport.csv. */
import { z } from 'zod';
import { allow, ADMIN_ROLES } from '../../access/index.js';
import { asOfQuery } from '../as-of.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import {
  attendancePersonFields,
  pagedReportFilterQuerySchema,
  reportFrame,
  reportPage,
} from '../contracts.js';
import { defineCsv, type ReportCsvContext } from '../csv.js';
import { formatWorkspaces } from '../format.js';

export const monthlyReportRowSchema = z.object({
  ...attendancePersonFields,
  /** Working days without a standup. */
  absences: z.number(),
  /** Working days on leave, shown beside the absences (DESIGN.md decision 4). */
  leaveDays: z.number(),
});
export type MonthlyReportRow = z.infer<typeof monthlyReportRowSchema>;

/** GET /api/reports/monthly: one row per person, by name; one page of them. */
export const monthlyReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(monthlyReportRowSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const monthlyEndpoints = {
  monthly: endpoint({
    method: 'GET',
    path: '/api/reports/monthly',
    tags: ['reports'],
    summary:
      'Working days, absences and leave days per person from/to (default the last 7 days), one page of 100 by name; Accept: text/csv gives MonthlyReport.csv with every row',
    query: pagedReportFilterQuerySchema.extend(asOfQuery),
    responses: { 200: monthlyReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
};

/** MonthlyReport.csv: every person's row, the table's columns. */
export const monthlyCsv = defineCsv<MonthlyReportRow, ReportCsvContext>({
  fileName: 'MonthlyReport.csv',
  columns: [
    { header: 'Space', value: (row) => formatWorkspaces(row.workspaces) },
    { header: 'User', value: (row) => row.name },
    { header: 'Working Days', value: (row) => row.workingDays },
    { header: 'Absences', value: (row) => row.absences },
    { header: 'Leave days', value: (row) => row.leaveDays },
  ],
});
