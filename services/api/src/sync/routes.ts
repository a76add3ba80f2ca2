import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROVIDER_SYNC_JOB,
  assertMilestoneSyncTarget,
  jobEndpoints,
  milestoneEndpoints,
  notFound,
  providerSyncDecider,
  providerSyncStream,
  reactionJobId,
  syncJobResultSchema,
  syncProgressSchema,
  userEndpoints,
  workspaceDecider,
  workspaceStream,
  type JobStatus,
  type RequestedSyncKind,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { createJobQueue } from '@teamledger/platform';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../access/plugin.js';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { implement } from '../implement.js';

/**
 * Sync Routine (SPEC.md 2, Users List) and Sync Milestones (all provider workspaces or one):
 * each route records ProviderSyncRequested and the
 * provider-sync reaction has the worker run it (no route enqueues). The job's id is the
 * request's, so the answer can name it before the worker has it.
 */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const queue = createJobQueue(app.deps.redis, app.deps.config.REDIS_PREFIX);
  app.addHook('onClose', () => queue.close());

  /** Records the request; its id is the job's, so the answer names the job. */
  const requestSync = async (
    request: FastifyRequest,
    kind: RequestedSyncKind,
    workspaceId: string | null,
  ) => {
    const actor = requireUser(request);
    const syncId = createdId(request, 'sync');
    await runCommand(
      app,
      request,
      providerSyncStream(syncId),
      providerSyncDecider,
      { type: 'RequestProviderSync', data: { syncId, kind, workspaceId, requestedBy: actor.id } },
      { eventId: () => syncId },
    );
    return { jobId: reactionJobId(syncId, PROVIDER_SYNC_JOB) };
  };

  implement(app, userEndpoints.startSync, {
    handler: async (request, reply) =>
      reply.status(201).send(await requestSync(request, 'routine', null)),
  });

  implement(app, milestoneEndpoints.syncAll, {
    handler: async (request, reply) =>
      reply.status(201).send(await requestSync(request, 'milestones', null)),
  });

  implement(app, milestoneEndpoints.syncWorkspace, {
    handler: async (request, reply) => {
      const { id } = request.params;
      // The workspace's own stream, not the lagging read model: a just-added space syncs.
      const workspace = foldStream(
        workspaceDecider,
        await app.deps.store.readStream(workspaceStream(id)),
      );
      assertMilestoneSyncTarget(workspace);
      return reply.status(201).send(await requestSync(request, 'milestones', id));
    },
  });

  /**
   * Whether a job not in the queue yet was asked for: recorded by the reaction but not yet
   * handed to the queue by the worker, or a sync whose id the api gave out before the
   * reaction recorded it (its request is in the log from the 201 on).
   */
  const requested = async (id: string): Promise<boolean> => {
    const { rowCount } = await app.deps.pool.query(
      'SELECT 1 FROM reaction_jobs WHERE job_id = $1',
      [id],
    );
    if (rowCount) return true;
    const syncPrefix = reactionJobId('', PROVIDER_SYNC_JOB);
    if (!id.startsWith(syncPrefix)) return false;
    const events = await app.deps.store.readStream(providerSyncStream(id.slice(syncPrefix.length)));
    return events.length > 0;
  };

  implement(app, jobEndpoints.get, {
    handler: async (request) => {
      const { id } = request.params;
      const job = await queue.getJob(id);
      if (!job) {
        if (!(await requested(id))) throw notFound('Job');
        return {
          job: {
            id,
            state: 'queued',
            progress: 0,
            failure: null,
            skipped: null,
            counts: null,
            workspaces: [],
          } satisfies JobStatus,
        };
      }
      const state = (await job.getState()) as JobStatus['state'] | 'unknown';
      // A sync reports { percent, workspaces }; other jobs a number, or nothing.
      const reported = syncProgressSchema.safeParse(job.progress);
      const progress = reported.success
        ? reported.data.percent
        : typeof job.progress === 'number'
          ? job.progress
          : 0;
      const result = syncJobResultSchema.safeParse(job.returnvalue);
      return {
        job: {
          id,
          state: state === 'unknown' ? 'queued' : state,
          progress: state === 'completed' ? 100 : Math.max(0, Math.min(100, progress)),
          failure: state === 'failed' ? job.failedReason : null,
          skipped:
            state === 'completed' && result.success
              ? {
                  count: result.data.counts.skipped ?? result.data.skipped.length,
                  records: result.data.skipped,
                }
              : null,
          counts: state === 'completed' && result.success ? result.data.counts : null,
          workspaces: reported.success ? reported.data.workspaces : [],
        },
      };
    },
  });
};
