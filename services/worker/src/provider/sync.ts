import {
  DomainError,
  PROVIDER_DIRECTORY_STREAM,
  PROVIDER_WORKLOGS_STREAM,
  addDays,
  localDate,
  milestoneDecider,
  milestoneStream,
  providerSyncDecider,
  standupDecider,
  standupStream,
  worklogAssemblaStream,
  worklogDecider,
  type AssemblaTask,
  type AssemblaTicket,
  type IsoDate,
  type ProviderDirectory,
  type ProviderRange,
  type ProviderSyncCommand,
  type WorkProvider,
} from '@teamledger/domain';
import {
  WrongExpectedVersionError,
  executeCommand,
  foldStream,
  type CommandContext,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
} from '@teamledger/eventstore';
import { uuidV5, type Clock, type Logger, type Pool } from '@teamledger/platform';
import { liveProviderWorkspaces, providerUserIdsByEmail } from '@teamledger/read-models';

/** Names the ids derived from the provider's: the same task is the same entry every sync. */
const PROVIDER_NAMESPACE = '6f1d2c3b-4a5e-5f60-8a7b-9c0d1e2f3a4b';
export const syncedWorklogId = (taskId: string) =>
  uuidV5(`assembla-task:${taskId}`, PROVIDER_NAMESPACE);
export const syncedMilestoneId = (spaceId: string, milestoneId: string) =>
  uuidV5(`assembla-milestone:${spaceId}:${milestoneId}`, PROVIDER_NAMESPACE);

/** Days read again before the cursor: tasks logged late for an earlier day still arrive. */
export const CURSOR_OVERLAP_DAYS = 2;
/** How far back the first worklog sync reads. */
export const FIRST_SYNC_DAYS = 31;

export interface SyncDeps {
  pool: Pool;
  store: EventStore;
  clock: Clock;
  companyTimeZone: string;
  provider: WorkProvider;
  logger: Logger;
  /** The provider's site, where ticket links open (SPEC.md 7: relative to the provider's host). */
  siteUrl: string;
  /** Tasks appended at once. */
  concurrency?: number;
}

export type Counts = Record<string, number>;
const bump = (counts: Counts, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

const context = (deps: SyncDeps, correlationId: string): CommandContext => ({
  actorId: null,
  at: deps.clock.now(),
  correlationId,
  causationId: null,
  source: 'provider',
});

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

/** Our provider workspaces and the provider's people matched to ours by email. */
async function matchPeople(deps: SyncDeps) {
  const [workspaces, ours] = await Promise.all([
    liveProviderWorkspaces(deps.pool),
    providerUserIdsByEmail(deps.pool),
  ]);
  const userByProviderId = new Map<string, string>();
  for (const workspace of workspaces) {
    for (const person of await deps.provider.listSpaceUsers(workspace.providerSpaceId)) {
      const userId = ours.get(person.email);
      if (userId) userByProviderId.set(person.id, userId);
    }
  }
  return {
    workspaces,
    workspaceBySpace: new Map(workspaces.map((w) => [w.providerSpaceId, w.id])),
    userByProviderId,
  };
}

/** Records a sync's completion: on its request's stream, or (scheduled) the cursor's. */
export async function recordSync(
  deps: SyncDeps,
  stream: string,
  data: Extract<ProviderSyncCommand, { type: 'RecordProviderSync' }>['data'],
) {
  await executeCommand(
    deps.store,
    stream,
    providerSyncDecider,
    { type: 'RecordProviderSync', data },
    context(deps, data.syncId ?? stream),
    { retries: 5 },
  );
}

/**
 * The days the next worklog sync reads: from a little before where the last one ended
 * (its recorded `to`), or FIRST_SYNC_DAYS back, through today.
 */
export async function worklogSyncRange(deps: SyncDeps): Promise<ProviderRange> {
  const today = localDate(deps.clock.now().toISOString(), deps.companyTimeZone);
  const history = await deps.store.readStream(PROVIDER_WORKLOGS_STREAM);
  const recorded = history.at(-1);
  const last = recorded && providerSyncDecider.parse(recorded);
  const to = last?.type === 'ProviderSyncCompleted' ? last.data.to : null;
  const from = to ? addDays(to as IsoDate, -CURSOR_OVERLAP_DAYS) : addDays(today, -FIRST_SYNC_DAYS);
  return { from, to: today };
}

/**
 * Every provider task of our provider workspaces in the range becomes HoursLogged on its
 * own stream, worklog-assembla-<task id>, with an id derived from the task's: a task that
 * is there already adds nothing, so a sync broken midway is simply run again. A page is
 * validated whole before any of its tasks is applied.
 */
export async function syncWorklogs(
  deps: SyncDeps,
  range: ProviderRange,
  correlationId: string,
  onPage?: (tasksSoFar: number) => Promise<void>,
): Promise<Counts> {
  const counts: Counts = { added: 0, existing: 0, skipped: 0 };
  const { workspaceBySpace, userByProviderId } = await matchPeople(deps);
  if (workspaceBySpace.size === 0) return counts;
  // A ticket's milestone is linked once the milestone sync has recorded it. Asked of the
  // log, not the read model, so a sync right after a milestone sync links the same.
  const milestones = new Map<string, Promise<boolean>>();
  const knownMilestone = (id: string) => {
    let known = milestones.get(id);
    if (!known) {
      known = deps.store.readStream(milestoneStream(id)).then((events) => events.length > 0);
      milestones.set(id, known);
    }
    return known;
  };
  const tickets = new Map<string, Promise<AssemblaTicket | null>>();
  const ticketOf = (task: AssemblaTask) => {
    if (task.ticket_number === null) return Promise.resolve(null);
    const key = `${task.space_id}#${task.ticket_number}`;
    let found = tickets.get(key);
    if (!found) {
      found = deps.provider.getTicket(task.space_id, task.ticket_number);
      tickets.set(key, found);
    }
    return found;
  };
  const { at, ...rest } = context(deps, correlationId);
  const metadata: EventMetadata = { ...rest, at: at.toISOString(), causationId: null };
  let seen = 0;
  const pages = deps.provider
    .taskPages({ ...range, spaceIds: [...workspaceBySpace.keys()] })
    [Symbol.asyncIterator]();
  let next = pages.next();
  for (;;) {
    const current = await next;
    if (current.done) break;
    const page = current.value;
    // The next page is read while this one is applied. Its failure is met when it is
    // awaited, on the next turn; if this page fails first, it is left unheard.
    next = pages.next();
    next.catch(() => undefined);
    // Tickets first: a provider failure here leaves the whole page unapplied.
    await Promise.all(page.map(ticketOf));
    const appends: StreamAppend[] = [];
    await eachLimited(page, deps.concurrency ?? 16, async (task) => {
      const userId = userByProviderId.get(task.user_id);
      const workspaceId = workspaceBySpace.get(task.space_id);
      if (!userId || !workspaceId) return bump(counts, 'unmatched');
      const ticket = await ticketOf(task);
      const linked =
        ticket?.milestone_id != null ? syncedMilestoneId(task.space_id, ticket.milestone_id) : null;
      const milestoneId = linked !== null && (await knownMilestone(linked)) ? linked : null;
      const date = localDate(task.begin_at, deps.companyTimeZone);
      const worklogId = syncedWorklogId(task.id);
      const stream = worklogAssemblaStream(task.id);
      try {
        // Decided as a new stream and appended with 'no_stream': a task synced before
        // answers "already appended" (or a conflict) from the append itself, where reading
        // each task's stream first cost a round trip per task (bench/provider-sync.ts).
        const events = worklogDecider.decide(
          {
            type: 'RecordSyncedHours',
            data: {
              worklogId,
              userId,
              workspaceId,
              milestoneId,
              title: ticket?.summary || task.description || `Task ${task.id}`,
              details: task.description,
              hours: task.hours,
              date,
              loggedAt:
                task.end_at && localDate(task.end_at, deps.companyTimeZone) === date
                  ? new Date(task.end_at).toISOString()
                  : null,
              ticket:
                task.ticket_number === null
                  ? null
                  : {
                      number: task.ticket_number,
                      url: `${deps.siteUrl}/spaces/${encodeURIComponent(task.space_id)}/tickets/${task.ticket_number}`,
                    },
            },
          },
          worklogDecider.initialState,
        );
        appends.push({
          stream,
          // The event id is the worklog's: a task appended twice is one entry.
          events: events.map((event) => ({ id: worklogId, ...event, metadata })),
          expectedRevision: 'no_stream',
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        deps.logger.warn({ task: task.id, reason: error.message }, 'provider task skipped');
        bump(counts, 'skipped');
      }
    });
    // The page's tasks in one batch: one turn of the store's append lock and one commit,
    // where an append per task took a turn each (bench/provider-sync.ts).
    const outcomes = await deps.store.appendToStreams(appends);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.ok) bump(counts, outcome.appended ? 'added' : 'existing');
      // The task's stream exists already under another event: it was synced before.
      else if (outcome.error instanceof WrongExpectedVersionError) bump(counts, 'existing');
      else {
        deps.logger.warn(
          { stream: appends[index]!.stream, reason: outcome.error.message },
          'provider task skipped',
        );
        bump(counts, 'skipped');
      }
    }
    seen += page.length;
    await onPage?.(seen);
  }
  return counts;
}

/** The provider's spaces and people, recorded when they changed (the API checks against it). */
export async function syncDirectory(
  deps: SyncDeps,
  correlationId: string,
): Promise<ProviderDirectory> {
  const spaces = await deps.provider.listSpaces();
  const people = new Map<string, ProviderDirectory['users'][number]>();
  for (const space of spaces) {
    for (const person of await deps.provider.listSpaceUsers(space.id)) {
      const known = people.get(person.id);
      if (known) known.spaceIds.push(space.id);
      else
        people.set(person.id, {
          providerUserId: person.id,
          email: person.email,
          name: person.name ?? person.login ?? person.email,
          spaceIds: [space.id],
        });
    }
  }
  const directory: ProviderDirectory = {
    spaces: spaces
      .map((space) => ({ id: space.id, name: space.name }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    users: [...people.values()].sort((a, b) => a.providerUserId.localeCompare(b.providerUserId)),
  };
  await executeCommand(
    deps.store,
    PROVIDER_DIRECTORY_STREAM,
    providerSyncDecider,
    { type: 'RecordProviderDirectory', data: directory },
    context(deps, correlationId),
    { retries: 5 },
  );
  return directory;
}

/** The directory as the last Sync Routine recorded it; null before the first. */
export async function readDirectory(store: EventStore): Promise<ProviderDirectory | null> {
  return foldStream(providerSyncDecider, await store.readStream(PROVIDER_DIRECTORY_STREAM))
    .directory;
}

/** Provider users' standup reports of our provider workspaces in the range. */
export async function syncStandups(
  deps: SyncDeps,
  range: ProviderRange,
  correlationId: string,
): Promise<Counts> {
  const counts: Counts = { added: 0, existing: 0, unmatched: 0 };
  const { workspaces, userByProviderId } = await matchPeople(deps);
  for (const workspace of workspaces) {
    const reports = await deps.provider.listStandups(workspace.providerSpaceId, range);
    await eachLimited(reports, deps.concurrency ?? 16, async (report) => {
      const userId = userByProviderId.get(report.user_id);
      if (!userId || report.away_flag) return bump(counts, 'unmatched');
      const { events } = await executeCommand(
        deps.store,
        standupStream(userId, report.filled_for),
        standupDecider,
        {
          type: 'RecordSyncedStandup',
          data: {
            userId,
            date: report.filled_for as IsoDate,
            workspaceId: workspace.id,
            at: new Date(report.created_at ?? `${report.filled_for}T00:00:00Z`).toISOString(),
            yesterday: report.what_i_did,
            today: report.what_i_will_do,
            roadblocks: report.roadblocks,
          },
        },
        context(deps, correlationId),
        { retries: 5 },
      );
      bump(counts, events.length > 0 ? 'added' : 'existing');
    });
  }
  return counts;
}

/** One provider workspace's milestones, each new or changed one recorded. */
export async function syncWorkspaceMilestones(
  deps: SyncDeps,
  workspace: { id: string; providerSpaceId: string },
  correlationId: string,
): Promise<Counts> {
  const counts: Counts = { added: 0, existing: 0 };
  const milestones = await deps.provider.listMilestones(workspace.providerSpaceId);
  for (const milestone of milestones) {
    const milestoneId = syncedMilestoneId(workspace.providerSpaceId, milestone.id);
    const { events } = await executeCommand(
      deps.store,
      milestoneStream(milestoneId),
      milestoneDecider,
      {
        type: 'SyncMilestone',
        data: {
          milestoneId,
          workspaceId: workspace.id,
          providerMilestoneId: milestone.id,
          title: milestone.title,
          description: milestone.description,
          startDate: milestone.start_date,
          dueDate: milestone.due_date,
          isCompleted: milestone.is_completed,
          isActive: !milestone.is_completed,
        },
      },
      context(deps, correlationId),
      { retries: 5 },
    );
    bump(counts, events.length > 0 ? 'added' : 'existing');
  }
  return counts;
}
