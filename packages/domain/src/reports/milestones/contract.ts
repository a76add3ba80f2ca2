/** Milestone Report: its cards, entries, contracts and MilestoneReport.csv. */
import { z } from 'zod';
import { signedIn } from '../../access/index.js';
import { endpoint, errorResponses } from '../../shared/index.js';
import { pageQuerySchema } from '../../schemas/index.js';
import { asOfQuery } from '../as-of.js';
import { reportFilterQuerySchema, reportFrame } from '../contracts.js';
import { csvHours, defineCsv, type ReportCsvContext } from '../csv.js';
import { formatClock } from '../format.js';
import { NO_MILESTONE_LABEL, ticketName } from '../timesheet.js';

const namedSchema = z.object({ id: z.string(), name: z.string() });

/** One hours entry of the milestone report. */
export const milestoneReportEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  /** When it was made on its day; null when it was logged on a later day. */
  loggedAt: z.string().nullable(),
  user: namedSchema,
  workspace: namedSchema,
  /** null: 'No Milestone'. */
  milestone: namedSchema.nullable(),
  title: z.string(),
  /** The provider's ticket (synced entries); url null when it is not an http(s) link. */
  ticket: z.object({ number: z.number(), url: z.string().nullable() }).nullable(),
  hours: z.number(),
});
export type MilestoneReportEntry = z.infer<typeof milestoneReportEntrySchema>;

/** A milestone's (or a workspace's 'No Milestone') share of the hours. */
export const milestoneHoursSchema = z.object({
  milestone: namedSchema.nullable(),
  workspace: namedSchema,
  hours: z.number(),
  /** How many entries make up the hours. */
  entries: z.number(),
});
export type MilestoneHours = z.infer<typeof milestoneHoursSchema>;

/** 'Total hours locked By User': one card per person; their entries are asked for apart. */
export const milestoneReportUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  totalHours: z.number(),
  /** How many entries the person logged in the range: Details opens only with one or more. */
  entries: z.number(),
  milestones: z.array(milestoneHoursSchema),
});
export type MilestoneReportUser = z.infer<typeof milestoneReportUserSchema>;

/** People's cards a page of the milestone report shows. */
export const MILESTONE_REPORT_PAGE_SIZE = 30;
/** Entries a page of a milestone card's or a person's entries shows. */
export const MILESTONE_ENTRIES_PAGE_SIZE = 20;

/**
 * GET /api/reports/milestones: the shared filters and the page of people's cards; with
 * `asOf`, the hours as recorded by that instant.
 */
export const milestoneReportQuerySchema = reportFilterQuerySchema.extend({
  page: pageQuerySchema,
  ...asOfQuery,
});
export type MilestoneReportQuery = z.input<typeof milestoneReportQuerySchema>;

/**
 * GET /api/reports/milestones: every milestone's hours ('Total hours locked in Milestones')
 * and one page of the people's cards ('Total hours locked By User'), by name. Hours are
 * summed by the database; the entries behind a card are asked for with
 * GET /api/reports/milestones/entries, so the answer does not grow with them.
 */
export const milestoneReportSchema = z.object({
  ...reportFrame,
  totalHours: z.number(),
  milestones: z.array(milestoneHoursSchema),
  users: z.array(milestoneReportUserSchema),
  page: z.number(),
  pageSize: z.number(),
  /** How many people the report lists over all pages. */
  total: z.number(),
});
export type MilestoneReport = z.infer<typeof milestoneReportSchema>;

const MILESTONE_ENTRY_ID_MESSAGE = "Not a milestone id or 'none'";

/**
 * GET /api/reports/milestones/entries: the report's filters, and whose entries: one
 * person's (userId) or one card's (workspaceId and milestoneId, 'none' for No Milestone);
 * with `asOf`, the entries as recorded by that instant.
 */
export const milestoneEntriesQuerySchema = reportFilterQuerySchema
  .extend({
    page: pageQuerySchema,
    ...asOfQuery,
    userId: z.uuid('Not a user id').optional(),
    workspaceId: z.uuid('Not a workspace id').optional(),
    milestoneId: z
      .string({ error: MILESTONE_ENTRY_ID_MESSAGE })
      .refine((value) => value === 'none' || z.uuid().safeParse(value).success, {
        message: MILESTONE_ENTRY_ID_MESSAGE,
      })
      .optional(),
  })
  .refine(
    (query) =>
      query.userId !== undefined ||
      (query.workspaceId !== undefined && query.milestoneId !== undefined),
    { message: 'Choose a person (userId) or a milestone (workspaceId and milestoneId)' },
  );
export type MilestoneEntriesQuery = z.input<typeof milestoneEntriesQuerySchema>;

/** GET /api/reports/milestones/entries: one page of the entries, newest first. */
export const milestoneEntriesSchema = z.object({
  ...reportFrame,
  entries: z.array(milestoneReportEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type MilestoneEntries = z.infer<typeof milestoneEntriesSchema>;

/** The report's contracts, one per endpoint (reportEndpoints in ../endpoints.ts joins them). */
export const milestonesEndpoints = {
  milestones: endpoint({
    method: 'GET',
    path: '/api/reports/milestones',
    tags: ['reports'],
    summary:
      "Hours per milestone, and one page (30) of the people's hours per milestone, from/to (default the last 7 days); a plain User sees only their own; Accept: text/csv gives MilestoneReport.csv with every entry",
    query: milestoneReportQuerySchema,
    responses: { 200: milestoneReportSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
  milestoneEntries: endpoint({
    method: 'GET',
    path: '/api/reports/milestones/entries',
    tags: ['reports'],
    summary:
      "One page (20) of the entries behind a milestone report card, newest first: one person's (userId) or one milestone's (workspaceId and milestoneId, 'none' for No Milestone), with the report's filters",
    query: milestoneEntriesQuerySchema,
    responses: { 200: milestoneEntriesSchema, ...errorResponses(400, 401, 403) },
    access: signedIn,
  }),
};

/** MilestoneReport.csv: one row per entry of the range, milestone by milestone as the cards show them. */
export const milestonesCsv = defineCsv<MilestoneReportEntry, ReportCsvContext>({
  fileName: 'MilestoneReport.csv',
  columns: [
    { header: 'Milestone', value: (entry) => entry.milestone?.name ?? NO_MILESTONE_LABEL },
    { header: 'WorkSpace', value: (entry) => entry.workspace.name },
    { header: 'Name', value: (entry) => entry.user.name },
    { header: 'Date', value: (entry) => entry.date },
    {
      header: 'Logged at',
      value: (entry, { timeZone }) =>
        entry.loggedAt === null ? '' : formatClock(entry.loggedAt, timeZone),
    },
    { header: 'Ticket', value: (entry) => (entry.ticket ? ticketName(entry.ticket) : '') },
    { header: 'Ticket Link', value: (entry) => entry.ticket?.url ?? '' },
    { header: 'Title', value: (entry) => entry.title },
    { header: 'Hours', value: (entry) => csvHours(entry.hours) },
  ],
});
