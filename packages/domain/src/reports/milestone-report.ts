import { DateTime } from 'luxon';
import { isNonUser, type Viewer } from '../access/index.js';
import type { IsoDate } from '../calendar/index.js';
import type {
  MilestoneHours,
  MilestoneReportEntry,
  MilestoneReportGroup,
  MilestoneReportUser,
} from './contracts.js';

/**
 * SPEC.md 2: the milestone report's team and user filters are for everyone whose role is
 * not User, and for leads; a plain User sees only their own hours.
 */
export const milestoneReportSeesEveryone = (viewer: Pick<Viewer, 'role' | 'isLead'>) =>
  isNonUser(viewer) || viewer.isLead;

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
 * SPEC.md 9's 'month day, year - hour:minute AM/PM' on the company's wall clock, for an
 * entry made on its day; one logged on a later day has no time of its own, so only its day.
 */
export function formatMilestoneReportTime(
  date: IsoDate,
  loggedAt: string | null,
  timeZone: string,
): string {
  if (loggedAt === null) {
    return DateTime.fromISO(date, { zone: 'utc' }).toFormat('LLLL d, yyyy', { locale: 'en-US' });
  }
  return DateTime.fromISO(loggedAt, { zone: timeZone }).toFormat('LLLL d, yyyy - h:mm a', {
    locale: 'en-US',
  });
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

export interface MilestoneReportInput {
  /** The people the report lists, in the order their cards show. */
  people: readonly { id: string; name: string }[];
  /** Their entries in the range, newest first. */
  entries: readonly LoggedMilestoneEntry[];
}

export interface MilestoneReportBody {
  totalHours: number;
  milestones: MilestoneReportGroup[];
  users: MilestoneReportUser[];
}

// Hours logged without a milestone belong to a workspace, so 'No Milestone' is one card per
// workspace: the card can name where the hours went, like every milestone's card does.
const groupKey = (entry: Pick<MilestoneReportEntry, 'milestone' | 'workspace'>) =>
  entry.milestone ? `milestone:${entry.milestone.id}` : `workspace:${entry.workspace.id}`;

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Most hours first; then by workspace, a workspace's milestones by name, 'No Milestone' last. */
function compareShares(a: MilestoneHours, b: MilestoneHours): number {
  return (
    b.hours - a.hours ||
    byName(a.workspace.name, b.workspace.name) ||
    Number(a.milestone === null) - Number(b.milestone === null) ||
    byName(a.milestone?.name ?? '', b.milestone?.name ?? '') ||
    groupKey(a).localeCompare(groupKey(b))
  );
}

/** Items by key, each list in the order given. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Entries grouped by milestone (or 'No Milestone' per workspace), with their total hours. */
function shares(
  entries: readonly MilestoneReportEntry[],
): (MilestoneHours & { entries: MilestoneReportEntry[] })[] {
  return [...groupBy(entries, groupKey).values()]
    .map((grouped) => ({
      milestone: grouped[0]!.milestone,
      workspace: grouped[0]!.workspace,
      hours: sumHours(grouped.map((entry) => entry.hours)),
      entries: grouped,
    }))
    .sort(compareShares);
}

/**
 * The milestone report (SPEC.md 2): the hours per milestone with their entries, and per
 * person the hours they put into each milestone with their entries for the Details modal.
 * Everyone in `people` gets a card, with or without hours; entries of anyone else are left out.
 */
export function buildMilestoneReport({
  people,
  entries,
}: MilestoneReportInput): MilestoneReportBody {
  const names = new Map(people.map((person) => [person.id, person.name]));
  const listed: MilestoneReportEntry[] = entries.flatMap(({ userId, ticket, ...entry }) => {
    const name = names.get(userId);
    if (name === undefined) return [];
    return [
      {
        ...entry,
        user: { id: userId, name },
        ticket: ticket ? { number: ticket.number, url: safeTicketUrl(ticket.url) } : null,
      },
    ];
  });
  const milestones: MilestoneReportGroup[] = shares(listed).map(({ hours, ...group }) => ({
    ...group,
    totalHours: hours,
  }));
  const byPerson = groupBy(listed, (entry) => entry.user.id);
  const users = people.map((person) => {
    const own = byPerson.get(person.id) ?? [];
    return {
      userId: person.id,
      name: person.name,
      totalHours: sumHours(own.map((entry) => entry.hours)),
      milestones: shares(own).map(({ milestone, workspace, hours }) => ({
        milestone,
        workspace,
        hours,
      })),
      entries: own,
    };
  });
  return { totalHours: sumHours(listed.map((entry) => entry.hours)), milestones, users };
}
