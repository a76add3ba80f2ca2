import {
  DomainError,
  PROVIDER_DIRECTORY_STREAM,
  PROVIDER_TITLE_MAX,
  PROVIDER_WORKLOGS_STREAM,
  ProviderDataError,
  SKIPPED_REASONS_MAX,
  addDays,
  localDate,
  milestoneDecider,
  milestoneStream,
  providerSyncDecider,
  standupDecider,
  standupStream,
  worklogDayStream,
  worklogDecider,
  type AssemblaTask,
  type AssemblaTicket,
  type HoursLogged,
  type IsoDate,
  type ProviderDirectory,
  type ProviderRange,
  type ProviderRecords,
  type ProviderSyncCommand,
  type SkippedRecord,
  type WorkProvider,
} from '@teamledger/domain';
import {
  DuplicateEventIdError,
  executeCommand,
  foldStream,
  type CommandContext,
  type EventData,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
} from '@teamledger/eventstore';
import { uuidV5, type Clock, type Logger, type Pool } from '@teamledger/platform';
import {
  findWorklog,
  liveProviderWorkspaces,
  providerUserIdsByEmail,
  readModelsBehind,
  syncedWorklogIdsIn,
  usersProjection,
  workspacesProjection,
  type ProviderWorkspace,
} from '@teamledger/read-models';

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
  /**
   * The workspaces this sync reads (those naming this provider, D275); left out, every live
   * provider workspace.
   */
  workspaces?: readonly ProviderWorkspace[];
}

/** The read models a sync reads: people matched by email, provider workspaces. */
const SYNC_READ_MODELS = [usersProjection, workspacesProjection];
/** The longest a sync waits for them; then it fails (a requested sync is retried). */
const READ_MODELS_WAIT_MS = 10 * 60_000;

/**
 * Waits until the read models a sync reads have applied every event logged before it
 * started: at a first start the projector may not have made their tables yet, and a sync
 * that ran then would fail ("relation does not exist") or match against half a log.
 */
export async function untilSyncReadModelsReady(
  deps: Pick<SyncDeps, 'pool' | 'store' | 'logger'>,
): Promise<void> {
  const head = await deps.store.headPosition();
  const deadline = Date.now() + READ_MODELS_WAIT_MS;
  let pause = 200;
  for (;;) {
    const behind = await readModelsBehind(deps.pool, SYNC_READ_MODELS, head);
    if (behind.length === 0) return;
    if (Date.now() + pause > deadline) {
      throw new Error(
        `The read models ${behind.join(', ')} did not catch up within ${READ_MODELS_WAIT_MS / 60_000} minutes: is the projector running?`,
      );
    }
    deps.logger.info({ behind }, 'the sync waits for the read models it reads');
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 5_000);
  }
}

export type Counts = Record<string, number>;
const bump = (counts: Counts, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/**
 * What a sync brought in (counts by name) and the provider records it left out with their
 * reasons: counted all, named up to SKIPPED_REASONS_MAX (once each).
 */
export interface SyncReport {
  counts: Counts;
  skipped: SkippedRecord[];
}

export const newReport = (...keys: string[]): SyncReport => ({
  counts: Object.fromEntries(keys.map((key) => [key, 0])),
  skipped: [],
});

function skip(deps: SyncDeps, report: SyncReport, record: SkippedRecord): void {
  if (report.skipped.some((known) => known.record === record.record)) return;
  bump(report.counts, 'skipped');
  if (report.skipped.length < SKIPPED_REASONS_MAX) report.skipped.push(record);
  deps.logger.warn(record, 'provider record skipped');
}

/** The records of a list answer; the ones left out go to the report. */
function kept<T>(deps: SyncDeps, report: SyncReport, answer: ProviderRecords<T>): T[] {
  for (const record of answer.skipped) skip(deps, report, record);
  return answer.records;
}

/** Several reports as one: counts added, skipped records named once. */
export function mergeReports(reports: readonly SyncReport[]): SyncReport {
  const merged = newReport();
  for (const report of reports) {
    for (const [key, value] of Object.entries(report.counts)) bump(merged.counts, key, value);
    for (const record of report.skipped) {
      // A record two steps read (a space's people) is one record left out.
      if (merged.skipped.some((known) => known.record === record.record)) {
        bump(merged.counts, 'skipped', -1);
      } else if (merged.skipped.length < SKIPPED_REASONS_MAX) merged.skipped.push(record);
    }
  }
  return merged;
}

const context = (deps: Pick<SyncDeps, 'clock'>, correlationId: string): CommandContext => ({
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
async function matchPeople(deps: SyncDeps, report: SyncReport) {
  const [workspaces, ours] = await Promise.all([
    deps.workspaces ?? liveProviderWorkspaces(deps.pool),
    providerUserIdsByEmail(deps.pool),
  ]);
  const userByProviderId = new Map<string, string>();
  for (const workspace of workspaces) {
    const people = await deps.provider.listSpaceUsers(workspace.providerSpaceId);
    for (const person of kept(deps, report, people)) {
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
  deps: Pick<SyncDeps, 'store' | 'clock'>,
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
export async function worklogSyncRange(
  deps: SyncDeps,
  streams: readonly string[] = [PROVIDER_WORKLOGS_STREAM],
): Promise<ProviderRange> {
  const today = localDate(deps.clock.now().toISOString(), deps.companyTimeZone);
  let to: string | null = null;
  // The first stream with a completion is the cursor; the next ones are older places of it.
  for (const stream of streams) {
    const recorded = (await deps.store.readStream(stream)).at(-1);
    const last = recorded && providerSyncDecider.parse(recorded);
    to = last?.type === 'ProviderSyncCompleted' ? last.data.to : null;
    if (to !== null) break;
  }
  const from = to ? addDays(to as IsoDate, -CURSOR_OVERLAP_DAYS) : addDays(today, -FIRST_SYNC_DAYS);
  return { from, to: today };
}

/** A provider task ready for its person's day stream. */
interface DayEntry {
  taskId: string;
  data: HoursLogged['data'];
}

/** Rounds of reading, deciding and appending a page's day streams before giving up. */
const DAY_APPEND_ROUNDS = 5;

/**
 * Appends the entries to their people's day streams (worklogs-<user>-<date>), where hand
 * entries are too, so a day's 24 hours hold over both: each stream is read once, its tasks
 * decided in turn (one that would overflow the day, or whose hours no entry could have, is
 * skipped with its reason), and all streams appended in one batch with the revisions read.
 * A stream someone wrote to meanwhile is decided again; a task already stored on another
 * stream (synced before for another day) is there already.
 */
async function appendDayEntries(
  deps: SyncDeps,
  entries: readonly DayEntry[],
  metadata: EventMetadata,
  report: SyncReport,
): Promise<void> {
  let pending = new Map<string, DayEntry[]>();
  for (const entry of entries) {
    const stream = worklogDayStream(entry.data.userId, entry.data.date);
    pending.set(stream, [...(pending.get(stream) ?? []), entry]);
  }
  for (let round = 1; pending.size > 0; round++) {
    if (round > DAY_APPEND_ROUNDS) {
      throw new Error(
        `Day streams kept changing under the sync: ${[...pending.keys()].join(', ')}`,
      );
    }
    const decided: {
      stream: string;
      entries: DayEntry[];
      events: EventData[];
      existing: number;
      skipped: SkippedRecord[];
      append: StreamAppend | null;
    }[] = [];
    await eachLimited([...pending], deps.concurrency ?? 16, async ([stream, group]) => {
      const history = await deps.store.readStream(stream);
      let state = foldStream(worklogDecider, history);
      const outcome = {
        stream,
        entries: group,
        events: [] as EventData[],
        existing: 0,
        skipped: [] as SkippedRecord[],
      };
      for (const { taskId, data } of group) {
        try {
          const events = worklogDecider.decide({ type: 'RecordSyncedHours', data }, state);
          if (events.length === 0) outcome.existing += 1;
          state = events.reduce(worklogDecider.evolve, state);
          // A new entry's event id is the worklog's: a task appended twice is one entry. A
          // correction's is derived from what it changes to: the same change is one event.
          outcome.events.push(
            ...events.map((event) => ({
              id:
                event.type === 'HoursLogged'
                  ? data.worklogId
                  : uuidV5(`${event.type}:${JSON.stringify(event.data)}`, PROVIDER_NAMESPACE),
              ...event,
              metadata,
            })),
          );
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcome.skipped.push({ record: `task ${taskId}`, reason: error.message });
        }
      }
      const append: StreamAppend | null =
        outcome.events.length === 0
          ? null
          : {
              stream,
              events: outcome.events,
              expectedRevision: history.at(-1)?.revision ?? 'no_stream',
            };
      decided.push({ ...outcome, append });
    });
    const appends = decided.flatMap((d) => (d.append ? [d.append] : []));
    // The page's streams in one batch: one turn of the store's append lock and one commit,
    // where an append per task took a turn each (bench/provider-sync.ts).
    const outcomes = await deps.store.appendToStreams(appends);
    const next = new Map<string, DayEntry[]>();
    for (const d of decided) {
      const outcome = d.append ? outcomes[appends.indexOf(d.append)]! : null;
      if (outcome && !outcome.ok) {
        if (outcome.error instanceof DuplicateEventIdError) {
          // Synced before on another stream: those are there; the rest is decided again.
          const known = new Set(outcome.error.eventIds);
          bump(report.counts, 'existing', known.size);
          const rest = d.entries.filter((entry) => !known.has(entry.data.worklogId));
          if (rest.length > 0) next.set(d.stream, rest);
        } else next.set(d.stream, d.entries);
        continue;
      }
      const logged = d.events.filter((event) => event.type === 'HoursLogged').length;
      bump(report.counts, 'added', logged);
      if (d.events.length > logged) bump(report.counts, 'corrected', d.events.length - logged);
      bump(report.counts, 'existing', d.existing);
      for (const record of d.skipped) skip(deps, report, record);
    }
    pending = next;
  }
}

/** A task's title: its ticket's summary, else the first line of its description. */
const titleOf = (task: AssemblaTask, ticket: AssemblaTicket | null) =>
  ticket?.summary ||
  task.description.split(/\r?\n/, 1)[0]!.trim().slice(0, PROVIDER_TITLE_MAX) ||
  `Task ${task.id}`;

/**
 * Every provider task of our provider workspaces in the range becomes HoursLogged on its
 * person's day stream, with an id derived from the task's: a task that is there already
 * adds nothing, so a sync broken midway is simply run again. A record that does not fit
 * (its schema, one entry's hours, the day's 24) is skipped and reported; the others go on.
 */
export async function syncWorklogs(
  deps: SyncDeps,
  range: ProviderRange,
  correlationId: string,
  onPage?: (tasksSoFar: number) => Promise<void>,
): Promise<SyncReport> {
  const report = newReport('added', 'existing', 'skipped');
  const { workspaceBySpace, userByProviderId } = await matchPeople(deps, report);
  if (workspaceBySpace.size === 0) return report;
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
      // A ticket that does not fit is left out: its tasks come without its summary and milestone.
      found = deps.provider.getTicket(task.space_id, task.ticket_number).catch((error) => {
        if (!(error instanceof ProviderDataError)) throw error;
        skip(deps, report, {
          record: `space ${task.space_id} ${error.call}`,
          reason: error.reason,
        });
        return null;
      });
      tickets.set(key, found);
    }
    return found;
  };
  const { at, ...rest } = context(deps, correlationId);
  const metadata: EventMetadata = { ...rest, at: at.toISOString(), causationId: null };
  let seen = 0;
  /** The entries of the tasks the provider answered, and whether it answered any unfit. */
  const answered = new Set<string>();
  let unfit = 0;
  const pages = deps.provider
    .taskPages({ ...range, spaceIds: [...workspaceBySpace.keys()] })
    [Symbol.asyncIterator]();
  let next = pages.next();
  for (;;) {
    const current = await next;
    if (current.done) break;
    const page = kept(deps, report, current.value);
    unfit += current.value.skipped.length;
    for (const task of page) answered.add(syncedWorklogId(task.id));
    // The next page is read while this one is applied. Its failure is met when it is
    // awaited, on the next turn; if this page fails first, it is left unheard.
    next = pages.next();
    next.catch(() => undefined);
    // Tickets first: a provider failure here leaves the whole page unapplied.
    await Promise.all(page.map(ticketOf));
    const entries: DayEntry[] = [];
    for (const task of page) {
      const userId = userByProviderId.get(task.user_id);
      const workspaceId = workspaceBySpace.get(task.space_id);
      if (!userId || !workspaceId) {
        bump(report.counts, 'unmatched');
        continue;
      }
      const ticket = await ticketOf(task);
      const linked =
        ticket?.milestone_id != null ? syncedMilestoneId(task.space_id, ticket.milestone_id) : null;
      const milestoneId = linked !== null && (await knownMilestone(linked)) ? linked : null;
      const date = localDate(task.begin_at, deps.companyTimeZone);
      entries.push({
        taskId: task.id,
        data: {
          worklogId: syncedWorklogId(task.id),
          userId,
          workspaceId,
          milestoneId,
          title: titleOf(task, ticket),
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
                  url:
                    deps.provider.ticketUrl?.(task.space_id, task.ticket_number) ??
                    `${deps.siteUrl}/spaces/${encodeURIComponent(task.space_id)}/tickets/${task.ticket_number}`,
                },
        },
      });
    }
    await appendDayEntries(deps, entries, metadata, report);
    seen += current.value.records.length + current.value.skipped.length;
    await onPage?.(seen);
  }
  await deleteRemoved(deps, range, correlationId, report);
  if (deps.provider.listsWholeRange && deps.workspaces) {
    // A record it answered unfit may be one of ours: nothing is deleted on such an answer.
    if (unfit > 0) bump(report.counts, 'deletionsNotChecked');
    else {
      for (const workspace of deps.workspaces) {
        const gone = (
          await syncedWorklogIdsIn(deps.pool, workspace.id, range.from, range.to)
        ).filter((id) => !answered.has(id));
        await deleteEntries(deps, gone, correlationId, report);
      }
    }
  }
  return report;
}

/** The reason an entry the provider deleted carries. */
export const SYNCED_DELETE_REASON = 'Deleted at the provider';

/**
 * Entries whose tasks the provider says were deleted since the range began (Jira's deleted
 * worklogs) are deleted here as events (HoursDeleted, the corrections of DESIGN.md 6.13),
 * on the day stream the worklogs read model has them on. One not synced, or gone already,
 * is nothing; read again next time (the range overlaps), a deletion adds nothing twice.
 */
async function deleteRemoved(
  deps: SyncDeps,
  range: ProviderRange,
  correlationId: string,
  report: SyncReport,
): Promise<void> {
  if (!deps.provider.deletedTaskIds) return;
  const taskIds = await deps.provider.deletedTaskIds(range);
  await deleteEntries(deps, taskIds.map(syncedWorklogId), correlationId, report);
}

/** Deletes synced entries as events (HoursDeleted) on the day streams they are on. */
async function deleteEntries(
  deps: SyncDeps,
  worklogIds: readonly string[],
  correlationId: string,
  report: SyncReport,
): Promise<void> {
  await eachLimited(worklogIds, deps.concurrency ?? 16, async (worklogId) => {
    const entry = await findWorklog(deps.pool, worklogId);
    if (entry === null || entry.source !== 'provider') return;
    // Another workspace's entry is its own sync's to delete.
    if (deps.workspaces && !deps.workspaces.some((w) => w.id === entry.workspaceId)) return;
    const { events } = await executeCommand(
      deps.store,
      worklogDayStream(entry.userId, entry.date),
      worklogDecider,
      { type: 'DeleteSyncedHours', data: { worklogId, reason: SYNCED_DELETE_REASON } },
      context(deps, correlationId),
      { retries: 5 },
    );
    if (events.length > 0) bump(report.counts, 'deleted');
  });
}

/** The provider's spaces and people, recorded when they changed (the API checks against it). */
export async function syncDirectory(
  deps: SyncDeps,
  correlationId: string,
  stream: string = PROVIDER_DIRECTORY_STREAM,
): Promise<{ directory: ProviderDirectory; report: SyncReport }> {
  const report = newReport();
  const spaces = kept(deps, report, await deps.provider.listSpaces());
  const people = new Map<string, ProviderDirectory['users'][number]>();
  for (const space of spaces) {
    for (const person of kept(deps, report, await deps.provider.listSpaceUsers(space.id))) {
      const known = people.get(person.id);
      if (known) known.spaceIds.push(space.id);
      else
        people.set(person.id, {
          providerUserId: person.id,
          email: person.email,
          name: person.name || person.login || person.email,
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
    stream,
    providerSyncDecider,
    { type: 'RecordProviderDirectory', data: directory },
    context(deps, correlationId),
    { retries: 5 },
  );
  return { directory, report };
}

/** The directory as the last Sync Routine recorded it; null before the first. */
export async function readDirectory(store: EventStore): Promise<ProviderDirectory | null> {
  return foldStream(providerSyncDecider, await store.readStream(PROVIDER_DIRECTORY_STREAM))
    .directory;
}

/**
 * Runs a command for one provider record: a rule it breaks skips that record with the
 * reason, never the records beside it.
 */
async function forRecord(
  deps: SyncDeps,
  report: SyncReport,
  record: string,
  work: () => Promise<'added' | 'existing'>,
): Promise<void> {
  try {
    bump(report.counts, await work());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    skip(deps, report, { record, reason: error.message });
  }
}

/** Provider users' standup reports of our provider workspaces in the range. */
export async function syncStandups(
  deps: SyncDeps,
  range: ProviderRange,
  correlationId: string,
): Promise<SyncReport> {
  const report = newReport('added', 'existing', 'unmatched');
  const { workspaces, userByProviderId } = await matchPeople(deps, report);
  for (const workspace of workspaces) {
    const answer = await deps.provider.listStandups(workspace.providerSpaceId, range);
    const reports = kept(deps, report, answer);
    await eachLimited(reports, deps.concurrency ?? 16, async (standup) => {
      const userId = userByProviderId.get(standup.user_id);
      if (!userId || standup.away_flag) return bump(report.counts, 'unmatched');
      await forRecord(deps, report, `standup ${standup.id}`, async () => {
        const { events } = await executeCommand(
          deps.store,
          standupStream(userId, standup.filled_for),
          standupDecider,
          {
            type: 'RecordSyncedStandup',
            data: {
              userId,
              date: standup.filled_for as IsoDate,
              workspaceId: workspace.id,
              at: new Date(standup.created_at ?? `${standup.filled_for}T00:00:00Z`).toISOString(),
              yesterday: standup.what_i_did,
              today: standup.what_i_will_do,
              roadblocks: standup.roadblocks,
            },
          },
          context(deps, correlationId),
          { retries: 5 },
        );
        return events.length > 0 ? 'added' : 'existing';
      });
    });
  }
  return report;
}

/** One provider workspace's milestones, each new or changed one recorded. */
export async function syncWorkspaceMilestones(
  deps: SyncDeps,
  workspace: { id: string; providerSpaceId: string },
  correlationId: string,
): Promise<SyncReport> {
  const report = newReport('added', 'existing');
  const answer = await deps.provider.listMilestones(workspace.providerSpaceId);
  for (const milestone of kept(deps, report, answer)) {
    const milestoneId = syncedMilestoneId(workspace.providerSpaceId, milestone.id);
    await forRecord(deps, report, `milestone ${milestone.id}`, async () => {
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
      return events.length > 0 ? 'added' : 'existing';
    });
  }
  return report;
}
