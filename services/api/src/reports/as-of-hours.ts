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
  userEntrySumsAsOf,
  type EntrySumAsOf,
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

/** The names the reports show for the workspaces and milestones of some hours, as today. */
async function namesOf(app: FastifyInstance, sums: readonly EntrySumAsOf[]) {
  const { pool } = app.deps;
  const [workspaces, milestones] = await Promise.all([
    Promise.all(
      [...new Set(sums.map((sum) => sum.workspaceId))].map(
        async (id) => [id, (await findWorkspaceById(pool, id))?.name ?? 'Unknown'] as const,
      ),
    ),
    Promise.all(
      [...new Set(sums.flatMap((sum) => sum.milestoneId ?? []))].map(
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

/**
 * The hours of some people's sums per workspace and milestone, named: the milestone report's
 * shares.
 */
function sharesOf(
  sums: readonly EntrySumAsOf[],
  names: Awaited<ReturnType<typeof namesOf>>,
): MilestoneHours[] {
  const shares = new Map<string, MilestoneHours & { cents: number }>();
  for (const sum of sums) {
    const key = `${sum.workspaceId}|${sum.milestoneId ?? ''}`;
    const share = shares.get(key) ?? {
      workspace: { id: sum.workspaceId, name: names.workspace.get(sum.workspaceId)! },
      milestone:
        sum.milestoneId === null
          ? null
          : { id: sum.milestoneId, name: names.milestone.get(sum.milestoneId)! },
      hours: 0,
      entries: 0,
      cents: 0,
    };
    share.cents += Math.round(sum.hours * 100);
    share.entries += sum.entries;
    shares.set(key, share);
  }
  return [...shares.values()].map(({ cents, ...share }) => ({ ...share, hours: cents / 100 }));
}

/**
 * The milestone report's sums as they stood at `asOf`, in the shape of the read model's
 * milestoneReportSummary (so the route runs the same domain functions over them): every
 * milestone's hours, one page of the people's cards by name (the people the report listed
 * then, and anyone whose hours then fall in the workspaces asked) and their shares. The
 * hours are the entry versions user-days keeps (D312, D314, D352), each person's over the
 * days they are listed on (reportedFrom, reportedUntil), summed and counted by the database
 * per person, workspace and milestone, as asOfTimesheet sums them.
 */
export async function asOfMilestoneSummary(
  app: FastifyInstance,
  filter: WorklogReportFilter,
  asOf: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const { from, to, userIds, workspaceIds, teamName } = filter;
  const [counted, listed] = await Promise.all([
    asOfPeople(app, { from, to, userIds, workspaceIds: null, teamName, hrReport: false }, asOf),
    asOfPeople(app, { ...filter, hrReport: false }, asOf),
  ]);
  const sums = await userEntrySumsAsOf(app.deps.pool, {
    spans: counted.map((person) => ({
      userId: person.id,
      since: reportedFrom(person, from),
      until: reportedUntil(person, to),
    })),
    workspaceIds,
    asOf,
  });
  const names = await namesOf(app, sums);
  const byId = new Map(counted.map((person) => [person.id, person]));
  const withHours = sums.map((sum) => byId.get(sum.userId)!);
  const people = [...new Map([...listed, ...withHours].map((p) => [p.id, p])).values()]
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => {
      const x = a.name.toLowerCase();
      const y = b.name.toLowerCase();
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  const onPage = people.slice((page - 1) * pageSize, page * pageSize);
  const onPageIds = new Set(onPage.map((person) => person.id));
  const sumsOf = new Map<string, EntrySumAsOf[]>();
  for (const sum of sums) {
    if (onPageIds.has(sum.userId)) sumsOf.set(sum.userId, [...(sumsOf.get(sum.userId) ?? []), sum]);
  }
  return {
    milestones: sharesOf(sums, names),
    people: onPage,
    total: people.length,
    shares: onPage.flatMap((person) =>
      sharesOf(sumsOf.get(person.id) ?? [], names).map((share) => ({
        ...share,
        userId: person.id,
      })),
    ),
  };
}
