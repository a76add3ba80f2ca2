import { z } from 'zod';
import { isNonUser, type Viewer } from '../access/index.js';
import { datesInRange, type IsoDate } from '../calendar/index.js';
import { forbidden } from '../shared/index.js';
import { pageQuerySchema } from '../schemas/index.js';
import { reportFilterQuerySchema, reportFrame, reportRangeQuerySchema } from './contracts.js';
import { formatDay, formatHours } from './format.js';

/** The Milestone cell of hours logged against no milestone. */
export const NO_MILESTONE_LABEL = 'No Milestone';
/** The milestoneId of the ticket query that stands for 'No Milestone'. */
export const NO_MILESTONE = 'none';

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

/** GET /api/reports/timesheet: the shared filters and the page of rows. */
export const timesheetQuerySchema = reportFilterQuerySchema.extend({ page: pageQuerySchema });
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

/** The Ticket cell: the provider's ticket number, or the entry's own title without one. */
export const ticketLabel = (entry: Pick<TimesheetEntry, 'title' | 'ticket'>) =>
  entry.ticket ? `#${entry.ticket.number}` : entry.title;

/** Non-user roles and leads read anyone's timesheet; plain users read their own (SPEC.md 2). */
export const readsAnyonesTimesheet = (viewer: Pick<Viewer, 'role' | 'isLead' | 'isHr'>) =>
  isNonUser(viewer) || viewer.isLead || viewer.isHr;

/**
 * Whose hours a timesheet request covers: the people asked for (null: everyone) for those
 * who read anyone's; for a plain user, themselves, whether they named themselves or no one.
 * A plain user naming anyone else is refused (403), not answered with an empty report.
 */
export function timesheetUserIds(
  viewer: Pick<Viewer, 'role' | 'isLead' | 'isHr'> & { id: string },
  asked: readonly string[] | undefined,
): readonly string[] | null {
  const named = asked && asked.length > 0 ? asked : null;
  if (readsAnyonesTimesheet(viewer)) return named;
  if (named && named.some((id) => id !== viewer.id)) {
    throw forbidden('You can only see your own timesheet.');
  }
  return [viewer.id];
}

/** Hours with at most two decimals, the way sums of entries are kept. */
const twoDecimals = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The chart of the report: every day from `from` to `to` with the hours of each workspace
 * that day (workspaces in the order of `workspaces`, those without hours left out).
 */
export function timesheetChart({
  from,
  to,
  workspaces,
  dailyHours,
}: {
  from: IsoDate;
  to: IsoDate;
  workspaces: readonly { id: string; name: string }[];
  dailyHours: readonly { date: IsoDate; workspaceId: string; hours: number }[];
}): TimesheetChart {
  const sums = new Map<string, number>();
  const key = (date: string, workspaceId: string) => `${date}|${workspaceId}`;
  for (const { date, workspaceId, hours } of dailyHours) {
    sums.set(key(date, workspaceId), (sums.get(key(date, workspaceId)) ?? 0) + hours);
  }
  const charted = workspaces.filter((workspace) =>
    dailyHours.some((entry) => entry.workspaceId === workspace.id && entry.hours > 0),
  );
  return {
    workspaces: charted.map(({ id, name }) => ({ id, name })),
    days: datesInRange(from, to).map((date) => ({
      date,
      byWorkspace: charted.flatMap((workspace) => {
        const hours = twoDecimals(sums.get(key(date, workspace.id)) ?? 0);
        return hours > 0 ? [{ workspaceId: workspace.id, hours }] : [];
      }),
    })),
  };
}

/**
 * The chart in words, for screen readers: each workspace's hours over the range and the
 * day with the most hours (the earliest of equal ones).
 */
export function timesheetChartSummary(chart: TimesheetChart): string {
  const first = chart.days[0];
  const last = chart.days.at(-1);
  if (!first || !last) return 'No days to show.';
  const span = `from ${formatDay(first.date)} to ${formatDay(last.date)}`;
  const dayTotals = chart.days.map((day) => ({
    date: day.date,
    hours: twoDecimals(day.byWorkspace.reduce((sum, entry) => sum + entry.hours, 0)),
  }));
  const busiest = dayTotals.reduce((best, day) => (day.hours > best.hours ? day : best));
  if (busiest.hours === 0) return `No hours logged ${span}.`;
  const perWorkspace = chart.workspaces.map((workspace) => {
    const hours = chart.days.reduce(
      (sum, day) =>
        sum + (day.byWorkspace.find((entry) => entry.workspaceId === workspace.id)?.hours ?? 0),
      0,
    );
    return `${workspace.name} ${formatHours(hours)} hours`;
  });
  return (
    `Hours per day by workspace ${span}: ${perWorkspace.join(', ')}. ` +
    `The busiest day is ${formatDay(busiest.date)} with ${formatHours(busiest.hours)} hours.`
  );
}
