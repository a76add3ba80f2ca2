import { UnrecoverableError, WaitingChildrenError, type Job, type Queue } from 'bullmq';
import { z } from 'zod';
import {
  PROVIDER_LABELS,
  WORKSPACE_MILESTONE_SYNC_JOB,
  addDays,
  localDate,
  providerDirectoryStream,
  providerSyncDecider,
  providerSyncPayload,
  providerSyncStream,
  workspaceMilestoneSyncPayload,
  type SyncProgress,
  type WorkProvider,
  type WorkProviderName,
  type WorkspaceSyncProgress,
} from '@teamledger/domain';
import { defaultJobOptions } from '@teamledger/platform';
import {
  findWorkspaceById,
  liveProviderWorkspaces,
  type ProviderWorkspace,
} from '@teamledger/read-models';
import {
  providerScopes,
  workspaceCursorStreams,
  type ProviderScope,
  type ProviderSet,
} from '../provider/providers.js';
import {
  mergeReports,
  newReport,
  recordSync,
  syncDirectory,
  syncStandups,
  syncWorklogs,
  syncWorkspaceMilestones,
  untilSyncReadModelsReady,
  worklogSyncRange,
  type SyncDeps,
  type SyncReport,
} from '../provider/sync.js';
import type { JobHandler } from './index.js';

/** Days of standups the Sync Routine reads again. */
const STANDUP_DAYS = 7;

/** What the sync jobs need: the common deps and the providers the worker can read. */
export type ProviderSyncDeps = Omit<SyncDeps, 'provider' | 'siteUrl' | 'workspaces'> & {
  queue: Queue;
  providers: ProviderSet;
};
type Deps = ProviderSyncDeps;

/** Set on the job once it has added its children: the next run collects them. */
const collectStep = z.object({ step: z.literal('collect').optional() });

const payload = <S extends z.ZodType>(schema: S, job: Job): z.output<S> => {
  const parsed = schema.safeParse(job.data);
  if (!parsed.success) {
    throw new UnrecoverableError(`Invalid ${job.name} payload: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};

/** The sync deps of one provider and its workspaces. */
const scoped = (deps: Deps, provider: WorkProvider, workspaces: ProviderWorkspace[]): SyncDeps => ({
  ...deps,
  provider,
  siteUrl: deps.providers.siteUrl,
  workspaces,
});

/** Where the worker's environment holds each provider's token (D277). */
const CREDENTIAL_ENV: Record<WorkProviderName, string> = {
  assembla: 'PROVIDER_API_KEY and PROVIDER_API_SECRET',
  jira: 'JIRA_API_TOKEN',
  gitlab: 'GITLAB_TOKEN',
};

/** Why a workspace's provider is not read: the worker holds no token for it. */
const noCredential = (name: WorkProviderName) =>
  `The worker's environment holds no ${PROVIDER_LABELS[name].name} token (${CREDENTIAL_ENV[name]}).`;

/**
 * The worklogs of each workspace from its own cursor (D276), one provider after another; a
 * workspace whose provider fails is reported failed and the others go on. Progress is
 * reported per workspace (D278) through `progress`.
 */
async function worklogs(
  deps: Deps,
  scopes: readonly ProviderScope[],
  correlationId: string,
  progress: Progress,
) {
  const reports: SyncReport[] = [];
  const failures: string[] = [];
  let first: string | null = null;
  let last: string | null = null;
  for (const scope of scopes) {
    if (!scope.provider) continue;
    for (const workspace of scope.workspaces) {
      const one = scoped(deps, scope.provider, [workspace]);
      await progress.set(workspace.id, { state: 'syncing' });
      try {
        const range = await worklogSyncRange(one, workspaceCursorStreams(workspace));
        const report = await syncWorklogs(one, range, correlationId, (records) =>
          progress.set(workspace.id, { records }),
        );
        await recordSync(one, workspaceCursorStreams(workspace)[0]!, {
          syncId: null,
          kind: 'worklogs',
          ...range,
          ...report,
          at: deps.clock.now().toISOString(),
        });
        reports.push(report);
        if (first === null || range.from < first) first = range.from;
        if (last === null || range.to > last) last = range.to;
        await progress.set(workspace.id, { state: 'done', added: report.counts.added ?? 0 });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.push(`${workspace.name}: ${reason}`);
        deps.logger.warn({ err: error, workspace: workspace.id }, 'a workspace sync failed');
        await progress.set(workspace.id, { state: 'failed', reason });
      }
    }
  }
  return { report: mergeReports(reports), failures, from: first, to: last };
}

/** A sync job's progress: a percentage and each workspace's part (D278). */
interface Progress {
  set(workspaceId: string, change: Partial<WorkspaceSyncProgress>): Promise<void>;
  percent(value: number): Promise<void>;
}

function progressOf(job: Job | null, scopes: readonly ProviderScope[]): Progress {
  const current: SyncProgress = {
    percent: 0,
    workspaces: scopes.flatMap((scope) =>
      scope.workspaces.map((workspace) => ({
        workspaceId: workspace.id,
        name: workspace.name,
        provider: scope.name,
        state: scope.provider ? ('waiting' as const) : ('no-credential' as const),
        records: 0,
        added: 0,
        reason: scope.provider ? null : noCredential(scope.name),
      })),
    ),
  };
  const publish = async () => {
    if (job) await job.updateProgress(structuredClone(current));
  };
  return {
    async set(workspaceId, change) {
      const index = current.workspaces.findIndex((w) => w.workspaceId === workspaceId);
      if (index < 0) return;
      current.workspaces[index] = { ...current.workspaces[index]!, ...change };
      // Worklogs span 20 to 80: each workspace done moves it on.
      const all = current.workspaces.length;
      const finished = current.workspaces.filter(
        (w) => w.state !== 'waiting' && w.state !== 'syncing',
      ).length;
      current.percent = Math.max(
        current.percent,
        Math.min(79, 20 + Math.floor((60 * finished) / Math.max(all, 1))),
      );
      await publish();
    },
    async percent(value) {
      current.percent = value;
      await publish();
    },
  };
}

/**
 * A requested sync (ProviderSyncRequested). The routine (every workspace, or the one it
 * names) reads each provider's directory, each workspace's worklogs from its cursor with its
 * own provider (D275, D276) and the last week's standups, reporting each workspace's
 * progress (D278). Milestones for one workspace run here; for every workspace this job is
 * the parent of one child per workspace (BullMQ flow) and completes once they all have.
 * Provider records left out are counted and named (with their reasons) in the job's result
 * and in ProviderSyncCompleted; they never fail the job. A workspace whose provider failed
 * fails the job once the others are done (a retry adds nothing to those).
 */
export function providerSyncHandler(deps: Deps): JobHandler {
  return async (job, token) => {
    const { syncId } = payload(providerSyncPayload, job);
    const stream = providerSyncStream(syncId);
    const history = (await deps.store.readStream(stream)).map(providerSyncDecider.parse);
    const state = history.reduce(providerSyncDecider.evolve, providerSyncDecider.initialState);
    const request = history.find((event) => event.type === 'ProviderSyncRequested')?.data;
    if (!state.requested || !request) throw new Error(`Sync ${syncId} is not in the store yet.`);
    if (state.completed) return { done: true };
    await untilSyncReadModelsReady(deps);
    const complete = async (
      { counts, skipped }: SyncReport,
      from: string | null,
      to: string | null,
      progress?: Progress,
    ) => {
      await recordSync(deps, stream, {
        syncId,
        kind: request.kind,
        from,
        to,
        counts,
        skipped,
        at: deps.clock.now().toISOString(),
      });
      await (progress ? progress.percent(100) : job.updateProgress(100));
      return { done: true, counts, skipped };
    };

    if (request.kind === 'routine') {
      const scopes = await providerScopes(deps, request.workspaceId);
      const progress = progressOf(job, scopes);
      await progress.percent(5);
      const directories: SyncReport[] = [];
      let spaces = 0;
      let providerUsers = 0;
      for (const scope of scopes) {
        if (!scope.provider) continue;
        const { directory, report } = await syncDirectory(
          scoped(deps, scope.provider, scope.workspaces),
          syncId,
          providerDirectoryStream(scope.name),
        );
        directories.push(report);
        spaces += directory.spaces.length;
        providerUsers += directory.users.length;
      }
      await progress.percent(20);
      const { report, failures, from, to } = await worklogs(deps, scopes, syncId, progress);
      await progress.percent(80);
      const today = localDate(deps.clock.now().toISOString(), deps.companyTimeZone);
      const standups: SyncReport[] = [];
      for (const scope of scopes) {
        if (!scope.provider || scope.workspaces.length === 0) continue;
        standups.push(
          await syncStandups(
            scoped(deps, scope.provider, scope.workspaces),
            { from: addDays(today, -STANDUP_DAYS), to: today },
            syncId,
          ),
        );
      }
      if (failures.length > 0) {
        throw new Error(
          `The sync of ${failures.length} workspace(s) failed: ${failures.join('; ')}`,
        );
      }
      const standupReport = mergeReports(standups);
      const all = mergeReports([...directories, report, standupReport]);
      return complete(
        {
          counts: {
            spaces,
            providerUsers,
            hoursAdded: report.counts.added ?? 0,
            hoursExisting: report.counts.existing ?? 0,
            hoursCorrected: report.counts.corrected ?? 0,
            hoursDeleted: report.counts.deleted ?? 0,
            standupsAdded: standupReport.counts.added ?? 0,
            // Workspaces whose provider's token the worker lacks: named in the progress.
            notSynced: scopes.reduce(
              (n, scope) => n + (scope.provider ? 0 : scope.workspaces.length),
              0,
            ),
            skipped: all.counts.skipped ?? 0,
          },
          skipped: all.skipped,
        },
        from,
        to,
        progress,
      );
    }

    if (request.workspaceId !== null) {
      const workspace = await findWorkspaceById(deps.pool, request.workspaceId);
      if (!workspace?.providerSpaceId || workspace.deleted) {
        throw new UnrecoverableError('The workspace is not a live provider WorkSpace.');
      }
      const report = await workspaceMilestones(deps, workspace.id, syncId);
      return complete(report, null, null);
    }

    // Every provider workspace: first run adds the children, later runs collect them.
    const { step } = payload(collectStep, job);
    if (step !== 'collect') {
      const workspaces = await liveProviderWorkspaces(deps.pool);
      await deps.queue.addBulk(
        workspaces.map((workspace) => ({
          name: WORKSPACE_MILESTONE_SYNC_JOB,
          data: { workspaceId: workspace.id },
          opts: {
            ...defaultJobOptions,
            jobId: `${WORKSPACE_MILESTONE_SYNC_JOB}-${syncId}-${workspace.id}`,
            parent: { id: job.id!, queue: job.queueQualifiedName },
          },
        })),
      );
      await job.updateData({ ...job.data, step: 'collect' });
      if (await job.moveToWaitingChildren(token!)) throw new WaitingChildrenError();
    }
    const values = Object.values(await job.getChildrenValues()) as SyncReport[];
    const merged = mergeReports(values);
    return complete(
      { ...merged, counts: { workspaces: values.length, ...merged.counts } },
      null,
      null,
    );
  };
}

/** One workspace's milestones from its own provider; nothing when the worker has no token. */
async function workspaceMilestones(
  deps: Deps,
  workspaceId: string,
  correlationId: string,
): Promise<SyncReport> {
  const [scope] = await providerScopes(deps, workspaceId);
  const workspace = scope?.workspaces[0];
  if (!scope || !workspace) return newReport();
  if (!scope.provider) {
    const report = newReport('skipped');
    report.counts.skipped = 1;
    report.skipped.push({
      record: `workspace ${workspace.name}`,
      reason: noCredential(scope.name),
    });
    return report;
  }
  return syncWorkspaceMilestones(
    scoped(deps, scope.provider, [workspace]),
    { id: workspace.id, providerSpaceId: workspace.providerSpaceId },
    correlationId,
  );
}

/** One workspace's milestones, as a child of a milestones sync for every workspace. */
export function workspaceMilestoneSyncHandler(deps: Deps): JobHandler {
  return async (job) => {
    const { workspaceId } = payload(workspaceMilestoneSyncPayload, job);
    await untilSyncReadModelsReady(deps);
    return workspaceMilestones(deps, workspaceId, job.id ?? workspaceId);
  };
}

/** The scheduled incremental worklog sync (every 15 minutes): each workspace from its cursor. */
export function worklogSyncHandler(deps: Deps): JobHandler {
  return async (job) => {
    // At a first start this runs at once, maybe before the projector has made its tables.
    await untilSyncReadModelsReady(deps);
    const scopes = await providerScopes(deps);
    const { report, failures, from, to } = await worklogs(
      deps,
      scopes,
      job.id ?? 'worklog-sync',
      // No one watches a scheduled run: its progress is not published.
      progressOf(null, scopes),
    );
    if (failures.length > 0) throw new Error(`The worklog sync failed for ${failures.join('; ')}`);
    return { from, to, ...report };
  };
}
