import type { FastifyInstance } from 'fastify';
import {
  reportedFrom,
  reportedUntil,
  timesheetChart,
  type EvidenceEntry,
  type MilestoneHours,
} from '@teamledger/domain';
import {
  dailyEntrySumsAsOf,
  findMilestone,
  findWorkspaceById,
  type ReportPerson,
  type WorklogReportFilter,
} from '@teamledger/read-models';
import { readEvidence } from '../explain/evidence.js';
import { asOfPeople } from './as-of-people.js';

/** An hours entry as it stood at the instant, with whose it is and when it was first recorded. */
export interface AsOfEntry {
  person: ReportPerson;
  entry: EvidenceEntry;
  recordedAt: string;
}

/**
 * The hours the worklog reports count as they stood at `asOf`: the entries of the people of
 * `filter` (their workspaces aside) as they stood then (asOfPeople), as recorded by then
 * (foldEvidence), on the days each is listed on (reportedFrom, reportedUntil) and in the
 * workspaces asked: what the read models' counted hours are made of, as the events
 * recorded by the instant make them.
 */
export async function asOfHours(
  app: FastifyInstance,
  { from, to, userIds, workspaceIds, teamName }: WorklogReportFilter,
  asOf: string,
): Promise<AsOfEntry[]> {
  const people = await asOfPeople(
    app,
    { from, to, userIds, workspaceIds: null, teamName, hrReport: false },
    asOf,
  );
  const { evidence, events } = await readEvidence(app, {
    userIds: people.map((person) => person.id),
    from,
    to,
    asOf,
  });
  const recordedAt = new Map(events.map((event) => [event.id, event.recordedAt]));
  return people.flatMap((person) => {
    const since = reportedFrom(person, from);
    const until = reportedUntil(person, to);
    return [...(evidence.people.get(person.id)?.values() ?? [])].flatMap((day) =>
      day.entries
        .filter(
          (entry) =>
            entry.date >= since &&
            entry.date <= until &&
            (workspaceIds === null || workspaceIds.includes(entry.workspaceId)),
        )
        .map((entry) => ({ person, entry, recordedAt: recordedAt.get(entry.eventIds[0]!)! })),
    );
  });
}

/** The names the reports show for the workspaces and milestones of some entries, as today. */
async function namesOf(app: FastifyInstance, entries: readonly AsOfEntry[]) {
  const { pool } = app.deps;
  const [workspaces, milestones] = await Promise.all([
    Promise.all(
      [...new Set(entries.map(({ entry }) => entry.workspaceId))].map(
        async (id) => [id, (await findWorkspaceById(pool, id))?.name ?? 'Unknown'] as const,
      ),
    ),
    Promise.all(
      [...new Set(entries.flatMap(({ entry }) => entry.milestoneId ?? []))].map(
        async (id) => [id, (await findMilestone(pool, id))?.title ?? 'Unknown milestone'] as const,
      ),
    ),
  ]);
  return { workspace: new Map(workspaces), milestone: new Map(milestones) };
}

/**
 * The TimeSheet's chart as it stood at `asOf`: the entries of the people the report listed
 * then (asOfPeople) on the days each is listed on, as recorded by then (the entry versions
 * user-days keeps: D312, D314), summed per day and workspace by the database and charted by
 * the live report's timesheetChart.
 */
export async function asOfTimesheetChart(
  app: FastifyInstance,
  { from, to, userIds, workspaceIds, teamName }: WorklogReportFilter,
  asOf: string,
) {
  const { pool } = app.deps;
  const people = await asOfPeople(
    app,
    { from, to, userIds, workspaceIds: null, teamName, hrReport: false },
    asOf,
  );
  const sums = await dailyEntrySumsAsOf(pool, {
    spans: people.map((person) => ({
      userId: person.id,
      since: reportedFrom(person, from),
      until: reportedUntil(person, to),
    })),
    workspaceIds,
    asOf,
  });
  const workspaces = await Promise.all(
    [...new Set(sums.map((sum) => sum.workspaceId))].map(async (id) => ({
      id,
      name: (await findWorkspaceById(pool, id))?.name ?? 'Unknown',
    })),
  );
  return timesheetChart({
    from,
    to,
    workspaces: workspaces.sort((a, b) => a.name.localeCompare(b.name)),
    dailyHours: sums.filter((sum) => sum.hours > 0),
  });
}

/** The hours of some entries per workspace and milestone, named: the milestone report's shares. */
function sharesOf(
  entries: readonly AsOfEntry[],
  names: Awaited<ReturnType<typeof namesOf>>,
): MilestoneHours[] {
  const shares = new Map<string, MilestoneHours & { cents: number }>();
  for (const { entry } of entries) {
    const key = `${entry.workspaceId}|${entry.milestoneId ?? ''}`;
    const share = shares.get(key) ?? {
      workspace: { id: entry.workspaceId, name: names.workspace.get(entry.workspaceId)! },
      milestone:
        entry.milestoneId === null
          ? null
          : { id: entry.milestoneId, name: names.milestone.get(entry.milestoneId)! },
      hours: 0,
      entries: 0,
      cents: 0,
    };
    share.cents += Math.round(entry.hours * 100);
    share.entries += 1;
    shares.set(key, share);
  }
  return [...shares.values()].map(({ cents, ...share }) => ({ ...share, hours: cents / 100 }));
}

/**
 * The milestone report's sums as they stood at `asOf`, in the shape of the read model's
 * milestoneReportSummary (so the route runs the same domain functions over them): every
 * milestone's hours, one page of the people's cards by name (the people the report listed
 * then, and anyone whose hours then fall in the workspaces asked) and their shares.
 */
export async function asOfMilestoneSummary(
  app: FastifyInstance,
  filter: WorklogReportFilter,
  asOf: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [entries, listed] = await Promise.all([
    asOfHours(app, filter, asOf),
    asOfPeople(app, { ...filter, hrReport: false }, asOf),
  ]);
  const names = await namesOf(app, entries);
  const withHours = new Map(entries.map(({ person }) => [person.id, person]));
  const people = [...new Map([...listed, ...withHours.values()].map((p) => [p.id, p])).values()]
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => {
      const x = a.name.toLowerCase();
      const y = b.name.toLowerCase();
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  const onPage = people.slice((page - 1) * pageSize, page * pageSize);
  return {
    milestones: sharesOf(entries, names),
    people: onPage,
    total: people.length,
    shares: onPage.flatMap((person) =>
      sharesOf(
        entries.filter(({ person: owner }) => owner.id === person.id),
        names,
      ).map((share) => ({ ...share, userId: person.id })),
    ),
  };
}
