/** Detail Report: its rows, contract and DetailReport.csv. */
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
import { csvHours, defineCsv, type ReportCsvContext } from '../csv.js';
import { formatWorkspaces } from '../format.js';

export const detailReportRowSchema = z.object({
  ...attendancePersonFields,
  /** 8 x working days. */
  hoursAvailable: z.number(),
  hoursLogged: z.number(),
  /** Sum over the days of (last log - first standup). */
  hoursOnWork: z.number(),
  noStandups: z.number(),
  /** Working days whose first standup was after 09:30 company time. */
  lateArrivals: z.number(),
});
export type DetailReportRow = z.infer<typeof detailReportRowSchema>;

/** GET /api/reports/detail: one row per person, by name; one page of them. */
export const detailReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(detailReportRowSchema),
});
export type DetailReport = z.infer<typeof detailReportSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const detailEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/api/reports/detail',
    tags: ['reports'],
    summary:
      'Hours available, logged and on work, no standups and late arrivals per person from/to (default the last 7 days), one page of 100 by name; Accept: text/csv gives DetailReport.csv with every row',
    query: pagedReportFilterQuerySchema.extend(asOfQuery),
    responses: { 200: detailReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
};

/** DetailReport.csv: every person's row, the table's columns. */
export const detailCsv = defineCsv<DetailReportRow, ReportCsvContext>({
  fileName: 'DetailReport.csv',
  columns: [
    { header: 'Name', value: (row) => row.name },
    { header: 'Work space', value: (row) => formatWorkspaces(row.workspaces) },
    { header: 'Team Name', value: (row) => row.teamName ?? '' },
    { header: 'Total Hours Available', value: (row) => csvHours(row.hoursAvailable) },
    { header: 'Total Logged Hours', value: (row) => csvHours(row.hoursLogged) },
    { header: 'Total hours on Work', value: (row) => csvHours(row.hoursOnWork) },
    { header: 'No Standups', value: (row) => row.noStandups },
    { header: 'Late Arrival after 9:30', value: (row) => row.lateArrivals },
  ],
});
