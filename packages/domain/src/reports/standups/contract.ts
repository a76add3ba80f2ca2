/** StandUp Report: its query, answer and contract, and StandUpReport.csv. */
import { z } from 'zod';
import { allow, ADMIN_ROLES } from '../../access/index.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { LEAVE_TYPES } from '../../leaves/index.js';
import {
  commaList,
  DAY_LABELS,
  NOT_ADDED_WORKSPACE,
  pagedReportFilterQuerySchema,
  reportFrame,
  reportPage,
  UUID_PATTERN,
} from '../contracts.js';
import { formatClock } from '../format.js';
import { defineCsv, overSeveralDays, type ReportCsvContext } from '../csv.js';
import { missingStandupLabel } from './day-summary.js';
import { asOfQuery } from '../as-of.js';

/**
 * GET /api/reports/standups: the shared filters, where workspaces may also hold
 * 'not-added' (the people without a standup; absent = everyone, with or without one).
 */
export const standupsReportQuerySchema = pagedReportFilterQuerySchema.extend({
  workspaces: commaList(
    (item) => item === NOT_ADDED_WORKSPACE || UUID_PATTERN.test(item),
    `Not a list of workspace ids or '${NOT_ADDED_WORKSPACE}'`,
  ).optional(),
  ...asOfQuery,
});
export type StandupsReportQuery = z.input<typeof standupsReportQuerySchema>;

export const standupReportRowSchema = z.object({
  date: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  teamName: z.string().nullable(),
  /** The leave the person is on that day, when they have no standup; null otherwise. */
  leaveType: z.enum(LEAVE_TYPES).nullable(),
  /** null: no standup that day ('StandUp Not Added', or the leave). */
  standup: z
    .object({
      reportedAt: z.string(),
      workspace: z.object({ id: z.string(), name: z.string() }).nullable(),
      yesterday: z.string(),
      today: z.string(),
      roadblocks: z.string(),
    })
    .nullable(),
});
export type StandupReportRow = z.infer<typeof standupReportRowSchema>;

/** The heading of one day of the report (standupDaySummary). */
export const standupDaySummarySchema = z.object({
  date: z.string(),
  /** Weekend (Saturday|Sunday) or Holiday; null on a working day. */
  dayOff: z.enum(DAY_LABELS).nullable(),
  posted: z.number().int(),
  expected: z.number().int(),
  missing: z.number().int(),
  onLeave: z.number().int(),
  roadblocks: z.number().int(),
});

/**
 * GET /api/reports/standups: one page of rows (STANDUPS_REPORT_PAGE_SIZE), and the heading
 * of each day the page shows.
 */
export const standupsReportSchema = z.object({
  ...reportFrame,
  ...reportPage,
  rows: z.array(standupReportRowSchema),
  days: z.array(standupDaySummarySchema),
});
export type StandupsReport = z.infer<typeof standupsReportSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const standupsEndpoints = {
  standups: endpoint({
    method: 'GET',
    path: '/api/reports/standups',
    tags: ['reports'],
    summary:
      "Everyone's standups from/to (default today) with who has none (on a working day) and each day's heading, one page of 20; Accept: text/csv gives StandUpReport.csv with every row",
    query: standupsReportQuerySchema,
    responses: { 200: standupsReportSchema, ...errorResponses(400, 401, 403) },
    access: allow({ roles: ADMIN_ROLES, lead: true, hr: true }),
  }),
};

/** StandUpReport.csv: the screen's columns, and each row's day over several days. */
export const standupsCsv = defineCsv<StandupReportRow, ReportCsvContext>({
  fileName: 'StandUpReport.csv',
  columns: [
    { header: 'Date', when: overSeveralDays, value: (row) => row.date },
    {
      header: 'Reported at',
      value: ({ standup }, { timeZone }) =>
        standup ? formatClock(standup.reportedAt, timeZone) : '—',
    },
    { header: 'Team Name', value: (row) => row.teamName ?? '' },
    { header: 'Name', value: (row) => row.user.name },
    {
      header: 'WorkSpace',
      value: ({ standup, leaveType }) =>
        standup ? (standup.workspace?.name ?? '') : missingStandupLabel(leaveType),
    },
    { header: 'What I did in the last day', value: ({ standup }) => standup?.yesterday ?? '' },
    { header: 'What I will do today', value: ({ standup }) => standup?.today ?? '' },
    { header: 'Do you have roadblocks', value: ({ standup }) => standup?.roadblocks ?? '' },
  ],
});
