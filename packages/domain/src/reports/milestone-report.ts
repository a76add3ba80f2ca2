import { isNonUser, type Viewer } from '../access/index.js';
import type { IsoDate } from '../calendar/index.js';
import { formatDay } from '../calendar/index.js';
import { formatDateTime } from './format.js';
import type {
  MilestoneHours,
  MilestoneReportEntry,
  MilestoneReportUser,
} from './milestones/contract.js';

/**
 * SPEC.md 2: the milestone report's team and user filters are for everyone whose role is
 * not User, and for leads; a plain User sees only their own hours.
 */
export const milestoneReportSeesEveryone = (viewer: Pick<Viewer, 'role' | 'isLead' | 'isHr'>) =>
  isNonUser(viewer) || viewer.isLead || viewer.isHr;

/**
 * Hours summed in hundredths: every entry has at most two decimals, so the sum is exact
 * (0.1 + 0.2 is 0.3, never 0.30000000000000004).
 */
export function sumHours(hours: readonly number[]): number {
  return hours.reduce((cents, h) => cents + Math.round(h * 100), 0) / 100;
}

/** SPEC.md 9: the milestone report shows hours to 2 decimals: '4.08', '2.50', '0.00'. */
export const formatMilestoneHours = (hours: number) => hours.toFixed(2);

/**
 * When an entry was made, in the one on-screen shape (D193) on the company's wall clock; one
 * logged on a later day has no time of its own, so only its day.
 */
export function formatMilestoneReportTime(
  date: IsoDate,
  loggedAt: string | null,
  timeZone: string,
): string {
  return loggedAt === null ? formatDay(date) : formatDateTime(loggedAt, timeZone);
}

/** A ticket link the screen may open: http(s) only, so a stored 'javascript:' never runs. */
export function safeTicketUrl(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** One hours entry as the read model gives it. */
export interface LoggedMilestoneEntry {
  id: string;
  userId: string;
  date: IsoDate;
  loggedAt: string | null;
  workspace: { id: string; name: string };
  milestone: { id: string; name: string } | null;
  title: string;
  ticket: { number: number; url: string } | null;
  hours: number;
}

/** An entry of the report: its person named and its ticket link made safe to open. */
export function milestoneReportEntry(
  { userId, ticket, ...entry }: LoggedMilestoneEntry,
  userName: string,
): MilestoneReportEntry {
  return {
    ...entry,
    user: { id: userId, name: userName },
    ticket: ticket ? { number: ticket.number, url: safeTicketUrl(ticket.url) } : null,
  };
}

// Hours logged without a milestone belong to a workspace, so 'No Milestone' is one card per
// workspace: the card can name where the hours went, like every milestone's card does.
// The read model's statements build the same key (packages/read-models/src/worklogs/queries.ts).
export const milestoneCardKey = (entry: Pick<MilestoneHours, 'milestone' | 'workspace'>) =>
  entry.milestone ? `milestone:${entry.milestone.id}` : `workspace:${entry.workspace.id}`;

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Most hours first; then by workspace, a workspace's milestones by name, 'No Milestone' last. */
function compareShares(a: Omit<MilestoneHours, 'entries'>, b: Omit<MilestoneHours, 'entries'>) {
  return (
    b.hours - a.hours ||
    byName(a.workspace.name, b.workspace.name) ||
    Number(a.milestone === null) - Number(b.milestone === null) ||
    byName(a.milestone?.name ?? '', b.milestone?.name ?? '') ||
    milestoneCardKey(a).localeCompare(milestoneCardKey(b))
  );
}

/** The milestone cards in the order they show: most hours first (compareShares). */
export const sortMilestoneShares = <T extends Omit<MilestoneHours, 'entries'>>(
  shares: readonly T[],
): T[] => [...shares].sort(compareShares);

/**
 * 'Total hours locked By User': a card for each person of the page, in the order given,
 * with or without hours, from the hours the database summed per person and milestone.
 */
export function milestoneReportUsers(
  people: readonly { id: string; name: string }[],
  shares: readonly (MilestoneHours & { userId: string })[],
): MilestoneReportUser[] {
  const byPerson = new Map<string, MilestoneHours[]>();
  for (const { userId, ...share } of shares) {
    byPerson.set(userId, [...(byPerson.get(userId) ?? []), share]);
  }
  return people.map((person) => {
    const own = byPerson.get(person.id) ?? [];
    return {
      userId: person.id,
      name: person.name,
      totalHours: sumHours(own.map((share) => share.hours)),
      entries: own.reduce((count, share) => count + share.entries, 0),
      milestones: sortMilestoneShares(own),
    };
  });
}

/**
 * MilestoneReport.csv's order: its cards by their keys (milestoneCardKey), most hours first
 * as the screen shows them; the file lists each card's entries in turn, newest first.
 */
export const milestoneCsvCardOrder = (
  cards: readonly Omit<MilestoneHours, 'entries'>[],
): string[] => sortMilestoneShares(cards).map(milestoneCardKey);
