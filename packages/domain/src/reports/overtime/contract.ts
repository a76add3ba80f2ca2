/** Overtime Report: its rows, chart, contract and OvertimeReport.csv. */
import { z } from 'zod';
import { signedIn } from '../../access/index.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { asOfQuery } from '../as-of.js';
import { pagedReportFilterQuerySchema, reportFrame, reportPage } from '../contracts.js';
import { csvHours, defineCsv, type ReportCsvContext } from '../csv.js';

/** One person's working time over the period, and their balance at its last day. */
export const overtimeRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  teamName: z.string().nullable(),
  expected: z.number(),
  logged: z.number(),
  /** An Admin's adjustments dated in the period. */
  adjustments: z.number(),
  /** logged - expected + adjustments, over the period. */
  balance: z.number(),
  /** Carried into the year of the period's last day, after the cap; and what the cap took. */
  carriedIn: z.number(),
  forfeited: z.number(),
  /** The balance at the end of the period's last day. */
  running: z.number(),
});
export type OvertimeRow = z.infer<typeof overtimeRowSchema>;

/** The chart: each person's running balance at the end of each month of the year so far. */
export const overtimeChartSchema = z.object({
  months: z.array(z.string()),
  people: z.array(z.object({ userId: z.string(), name: z.string(), running: z.array(z.number()) })),
});

/** GET /api/reports/overtime: one page of people by name, each with their figures. */
export const overtimeReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(overtimeRowSchema),
  chart: overtimeChartSchema,
});
export type OvertimeReport = z.infer<typeof overtimeReportSchema>;

export const overtimeEndpoints = {
  overtime: endpoint({
    method: 'GET',
    path: '/api/reports/overtime',
    tags: ['reports'],
    summary:
      "Expected and logged hours per person from/to (default this month to today), the period's balance and the running balance with its carry-over, one page of 100 by name; plain users get their own, leads their people and themselves; asOf: as recorded by that instant; Accept: text/csv gives OvertimeReport.csv",
    query: pagedReportFilterQuerySchema.extend(asOfQuery),
    responses: { 200: overtimeReportSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
};

/** OvertimeReport.csv: every person's row, the table's columns. */
export const overtimeCsv = defineCsv<OvertimeRow, ReportCsvContext>({
  fileName: 'OvertimeReport.csv',
  columns: [
    { header: 'User', value: (row) => row.name },
    { header: 'Team', value: (row) => row.teamName ?? '' },
    { header: 'Expected hours', value: (row) => csvHours(row.expected) },
    { header: 'Logged hours', value: (row) => csvHours(row.logged) },
    { header: 'Adjustments', value: (row) => csvHours(row.adjustments) },
    { header: 'Balance', value: (row) => csvHours(row.balance) },
    { header: 'Carried in', value: (row) => csvHours(row.carriedIn) },
    { header: 'Forfeited', value: (row) => csvHours(row.forfeited) },
    { header: 'Running balance', value: (row) => csvHours(row.running) },
  ],
});
