import { UnrecoverableError, WaitingChildrenError, type Job, type Queue } from 'bullmq';
import { z } from 'zod';
import {
  PROVIDER_WORKLOGS_STREAM,
  WORKSPACE_MILESTONE_SYNC_JOB,
  addDays,
  localDate,
  providerSyncDecider,
  providerSyncPayload,
  providerSyncStream,
  workspaceMilestoneSyncPayload,
} from '@teamledger/domain';
import { defaultJobOptions } from '@teamledger/platform';
import { findWorkspaceById, liveProviderWorkspaces } from '@teamledger/read-models';
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

type Deps = SyncDeps & { queue: Queue };

/** Set on the job once it has added its children: the next run collects them. */
const collectStep = z.object({ step: z.literal('collect').optional() });

const payload = <S extends z.ZodType>(schema: S, job: Job): z.output<S> => {
  const parsed = schema.safeParse(job.data);
  if (!parsed.success) {
    throw new UnrecoverableError(`Invalid ${job.name} payload: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};

/** The worklog sync and where it moved the cursor to. */
async function worklogs(
  deps: Deps,
  correlationId: string,
  onProgress?: (n: number) => Promise<void>,
) {
  const range = await worklogSyncRange(deps);
  const report = await syncWorklogs(deps, range, correlationId, onProgress);
  await recordSync(deps, PROVIDER_WORKLOGS_STREAM, {
    syncId: null,
    kind: 'worklogs',
    ...range,
    ...report,
    at: deps.clock.now().toISOString(),
  });
  return { range, report };
}

/**
 * A requested sync (ProviderSyncRequested). The routine reads the directory, the worklogs
 * from the cursor and the last week's standups, reporting progress between the steps.
 * Milestones for one workspace run here; for every workspace this job is the parent of
 * one child per workspace (BullMQ flow) and completes once they all have. Provider records
 * left out are counted and named (with their reasons) in the job's result and in
 * ProviderSyncCompleted; they never fail the job.
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
      await job.updateProgress(100);
      return { done: true, counts, skipped };
    };

    if (request.kind === 'routine') {
      await job.updateProgress(5);
      const { directory, report: read } = await syncDirectory(deps, syncId);
      await job.updateProgress(20);
      const { range, report } = await worklogs(deps, syncId, async () => {
        // Pages come until the provider says no more: creep toward 80 without reaching it.
        const current = typeof job.progress === 'number' ? job.progress : 20;
        await job.updateProgress(Math.min(79, current + 1));
      });
      await job.updateProgress(80);
      const today = localDate(deps.clock.now().toISOString(), deps.companyTimeZone);
      const standups = await syncStandups(
        deps,
        { from: addDays(today, -STANDUP_DAYS), to: today },
        syncId,
      );
      const all = mergeReports([read, report, standups]);
      return complete(
        {
          counts: {
            spaces: directory.spaces.length,
            providerUsers: directory.users.length,
            hoursAdded: report.counts.added ?? 0,
            hoursExisting: report.counts.existing ?? 0,
            standupsAdded: standups.counts.added ?? 0,
            skipped: all.counts.skipped ?? 0,
          },
          skipped: all.skipped,
        },
        range.from,
        range.to,
      );
    }

    if (request.workspaceId !== null) {
      const workspace = await findWorkspaceById(deps.pool, request.workspaceId);
      if (!workspace?.providerSpaceId || workspace.deleted) {
        throw new UnrecoverableError('The workspace is not a live Assembla WorkSpace.');
      }
      const report = await syncWorkspaceMilestones(
        deps,
        { id: workspace.id, providerSpaceId: workspace.providerSpaceId },
        syncId,
      );
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

/** One workspace's milestones, as a child of a milestones sync for every workspace. */
export function workspaceMilestoneSyncHandler(deps: Deps): JobHandler {
  return async (job) => {
    const { workspaceId } = payload(workspaceMilestoneSyncPayload, job);
    await untilSyncReadModelsReady(deps);
    const workspace = await findWorkspaceById(deps.pool, workspaceId);
    if (!workspace?.providerSpaceId || workspace.deleted) return newReport();
    return syncWorkspaceMilestones(
      deps,
      { id: workspace.id, providerSpaceId: workspace.providerSpaceId },
      job.id ?? workspaceId,
    );
  };
}

/** The scheduled incremental worklog sync (every 15 minutes). */
export function worklogSyncHandler(deps: Deps): JobHandler {
  return async (job) => {
    // At a first start this runs at once, maybe before the projector has made its tables.
    await untilSyncReadModelsReady(deps);
    const { range, report } = await worklogs(deps, job.id ?? 'worklog-sync');
    return { ...range, ...report };
  };
}
