/** TimeSheet Report: its rows, chart, Ticket Details, contracts and CSV files. */
import { z } from 'zod';
import { signedIn } from '../../access/index.js';
import { asOfQuery } from '../as-of.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { pageQuerySchema } from '../../schemas/index.js';
import { reportFilterQuerySchema, reportFrame, reportRangeQuerySchema } from '../contracts.js';
import { csvHours, defineCsv, type ReportCsvContext } from '../csv.js';
import { NO_MILESTONE, NO_MILESTONE_LABEL, ticketLabel } from '../timesheet.js';

const namedSchema = z.object({ id: z.string(), name: z.string() });

/** One row of the TimeSheet Report: a person's hours in one workspace and milestone. */
export const timesheetRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  teamName: z.string().nullable(),
  workspace: namedSchema,
  /** null: 'No Milestone'. */
  milestone: namedSchema.nullable(),
  totalHours: z.number(),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

/** The chart's data: hours per day of the range, stacked by workspace. */
export const timesheetChartSchema = z.object({
  /** The workspaces with hours in the range, by name: the stacks' order and names. */
  workspaces: z.array(namedSchema),
  /** Every day of the range, oldest first; a workspace without hours that day is left out. */
  days: z.array(
    z.object({
      date: z.string(),
      byWorkspace: z.array(z.object({ workspaceId: z.string(), hours: z.number() })),
    }),
  ),
});
export type TimesheetChart = z.infer<typeof timesheetChartSchema>;

/** SPEC.md 9: tables other than the standup report show 100 a page. */
export const TIMESHEET_PAGE_SIZE = 100;

/** Which hours the report adds to its rows' figures: as logged now, or also as approved. */
export const TIMESHEET_FIGURES = ['current', 'approved'] as const;

/** GET /api/reports/timesheet: the shared filters and the page of rows. */
export const timesheetQuerySchema = reportFilterQuerySchema.extend({
  page: pageQuerySchema,
  /** 'approved' adds each person's approved hours beside the current ones (DESIGN.md 6.14). */
  figures: z.enum(TIMESHEET_FIGURES, { error: 'Choose current or approved' }).default('current'),
  ...asOfQuery,
});
export type TimesheetQuery = z.input<typeof timesheetQuerySchema>;

/**
 * GET /api/reports/timesheet: one page of the rows (by name, then workspace, then
 * milestone) and the chart of the whole filtered range, both summed by the database.
 */
export const timesheetReportSchema = z.object({
  ...reportFrame,
  rows: z.array(timesheetRowSchema),
  page: z.number(),
  pageSize: z.number(),
  /** How many rows the report has over all pages. */
  total: z.number(),
  chart: timesheetChartSchema,
  /**
   * With figures=approved, per person of the rows: their hours in the range now and as their
   * approved timesheet revisions keep them (days of periods never approved count none), all
   * workspaces together; null otherwise.
   */
  approval: z
    .array(
      z.object({
        user: namedSchema,
        currentHours: z.number(),
        approvedHours: z.number(),
      }),
    )
    .nullable(),
});
export type TimesheetReport = z.infer<typeof timesheetReportSchema>;

const MILESTONE_ID_MESSAGE = `Not a milestone id or '${NO_MILESTONE}'`;

/** GET /api/reports/timesheet/tickets: the entries behind one row of the report. */
export const timesheetTicketsQuerySchema = reportRangeQuerySchema.extend({
  userId: z.uuid('Not a user id'),
  workspaceId: z.uuid('Not a workspace id'),
  milestoneId: z
    .string({ error: MILESTONE_ID_MESSAGE })
    .refine((value) => value === NO_MILESTONE || z.uuid().safeParse(value).success, {
      message: MILESTONE_ID_MESSAGE,
    }),
});
export type TimesheetTicketsQuery = z.input<typeof timesheetTicketsQuerySchema>;

export const timesheetEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  hours: z.number(),
  title: z.string(),
  /** The provider's ticket; null for an entry made by hand. */
  ticket: z.object({ number: z.number(), url: z.string() }).nullable(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetTicketsSchema = z.object({
  ...reportFrame,
  user: namedSchema,
  workspace: namedSchema,
  milestone: namedSchema.nullable(),
  /** Newest first. */
  entries: z.array(timesheetEntrySchema),
});
export type TimesheetTickets = z.infer<typeof timesheetTicketsSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const timesheetEndpoints = {
  timesheet: endpoint({
    method: 'GET',
    path: '/api/reports/timesheet',
    tags: ['reports'],
    summary:
      "One page (100) of the hours per person, workspace and milestone from/to (default the last 7 days), with hours per day by workspace for the chart; plain users get their own only (403 for anyone else's); Accept: text/csv gives TimesheetReport.csv with every row",
    query: timesheetQuerySchema,
    responses: { 200: timesheetReportSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  timesheetTickets: endpoint({
    method: 'GET',
    path: '/api/reports/timesheet/tickets',
    tags: ['reports'],
    summary:
      "The entries behind one TimeSheet row (Ticket Details), newest first; milestoneId 'none' for No Milestone; Accept: text/csv gives UserReport.csv",
    query: timesheetTicketsQuerySchema,
    responses: { 200: timesheetTicketsSchema, ...errorResponses(400, 401, 403, 404) },
    access: signedIn,
  }),
};

/** TimesheetReport.csv: every row of the report, the table's columns. */
export const timesheetCsv = defineCsv<TimesheetRow, ReportCsvContext>({
  fileName: 'TimesheetReport.csv',
  columns: [
    { header: 'Name', value: (row) => row.name },
    { header: 'Team Name', value: (row) => row.teamName ?? '' },
    { header: 'Milestone', value: (row) => row.milestone?.name ?? NO_MILESTONE_LABEL },
    { header: 'Space', value: (row) => row.workspace.name },
    { header: 'Hours', value: (row) => csvHours(row.totalHours) },
  ],
});

/**
 * A row's per-row Download (GET /api/reports/timesheet/tickets): the Ticket Details modal's
 * columns, each entry dated since the file may span several days.
 */
export const timesheetTicketsCsv = defineCsv<
  TimesheetEntry,
  { workspaceName: string; milestoneName: string }
>({
  fileName: 'UserReport.csv',
  columns: [
    { header: 'Date', value: (entry) => entry.date },
    { header: 'Space Name', value: (_entry, { workspaceName }) => workspaceName },
    { header: 'Milestone', value: (_entry, { milestoneName }) => milestoneName },
    { header: 'Hours', value: (entry) => csvHours(entry.hours) },
    { header: 'Ticket', value: (entry) => ticketLabel(entry) },
    { header: 'Ticket URL', value: (entry) => entry.ticket?.url ?? '' },
  ],
});
