import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  standupStream,
  standupEndpoints,
  type IsoDate,
  type TodayStandup,
} from '@teamledger/domain';
import { findStandup, findWorkspaceById, liveDefaultWorkspaceId } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import type { SessionUser } from '../auth/session.js';
import { companyNow } from '../calendar/company-today.js';
import { standupDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

async function todayStandup(
  app: FastifyInstance,
  userId: string,
  date: IsoDate,
): Promise<TodayStandup> {
  const row = await findStandup(app.deps.pool, userId, date);
  return {
    date,
    standup: row && {
      date: row.date,
      yesterday: row.yesterday,
      today: row.today,
      roadblocks: row.roadblocks,
      workspace: row.workspaceId
        ? { id: row.workspaceId, name: row.workspaceName ?? 'Unknown' }
        : null,
      reportedAt: row.reportedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/**
 * A submit's answer: the read model once it shows the submit, else the day's standup as
 * its own stream tells it, so a lagging read model never answers "no standup yet".
 */
async function submittedStandup(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  date: IsoDate,
): Promise<TodayStandup> {
  if (!request.readModelsPending?.includes('standups')) return todayStandup(app, userId, date);
  const events = (await app.deps.store.readStream(standupStream(userId, date))).map((recorded) =>
    standupDecider.parse(recorded),
  );
  const added = events.find((event) => event.type === 'StandupAdded');
  const last = events.at(-1);
  if (!added || !last) return todayStandup(app, userId, date);
  const { workspaceId, reportedAt } = added.data;
  const workspace = workspaceId ? await findWorkspaceById(app.deps.pool, workspaceId) : null;
  return {
    date,
    standup: {
      date,
      yesterday: last.data.yesterday,
      today: last.data.today,
      roadblocks: last.data.roadblocks,
      workspace: workspaceId ? { id: workspaceId, name: workspace?.name ?? 'Unknown' } : null,
      reportedAt,
      updatedAt: last.type === 'StandupUpdated' ? last.data.updatedAt : reportedAt,
    },
  };
}

/**
 * The person's default workspace if it is still live. The session read their live
 * workspaces already: a default among them needs no second look.
 */
async function liveDefaultWorkspace(app: FastifyInstance, viewer: SessionUser) {
  const { defaultWorkspaceId } = viewer;
  if (defaultWorkspaceId === null) return null;
  if (viewer.workspaces.some((workspace) => workspace.id === defaultWorkspaceId)) {
    return defaultWorkspaceId;
  }
  return liveDefaultWorkspaceId(app.deps.pool, viewer.id);
}

export const standupRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, standupEndpoints.today, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { today } = await companyNow(app, request);
      return todayStandup(app, viewer.id, today);
    },
  });

  implement(app, standupEndpoints.submit, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { now, today } = await companyNow(app, request);
      await runCommand(app, request, standupStream(viewer.id, today), standupDecider, {
        type: 'SubmitStandup',
        data: {
          ...request.body,
          userId: viewer.id,
          date: today,
          // A standup records where the person was: their default workspace, if still live.
          workspaceId: await liveDefaultWorkspace(app, viewer),
          at: now.toISOString(),
          isProviderUser: viewer.isProviderUser,
        },
      });
      return submittedStandup(app, request, viewer.id, today);
    },
  });
};
