import { isNonUser, type Viewer } from '../access/index.js';
import { datesInRange, type IsoDate } from '../calendar/index.js';
import { forbidden } from '../shared/index.js';
import type { TimesheetChart, TimesheetEntry } from './timesheet/contract.js';
import { formatDay } from '../calendar/index.js';
import { formatHours } from './format.js';

/** The Milestone cell of hours logged against no milestone. */
export const NO_MILESTONE_LABEL = 'No Milestone';
/** The milestoneId of the ticket query that stands for 'No Milestone'. */
export const NO_MILESTONE = 'none';

/**
 * How a provider's ticket is named: a Jira issue by its key (TL-12, read from its
 * /browse/<key> link), an Assembla ticket by its number (#412).
 */
export const ticketName = (ticket: { number: number; url: string | null }) =>
  /\/browse\/([A-Z][A-Z0-9_]*-\d+)$/.exec(ticket.url ?? '')?.[1] ?? `#${ticket.number}`;

/** The Ticket cell: the provider's ticket, or the entry's own title without one. */
export const ticketLabel = (entry: Pick<TimesheetEntry, 'title' | 'ticket'>) =>
  entry.ticket ? ticketName(entry.ticket) : entry.title;

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
