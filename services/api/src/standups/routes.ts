import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ROLES,
  forbidden,
  notFound,
  standupStream,
  standupEndpoints,
  type IsoDate,
  type StandupState,
  type TodayStandup,
} from '@teamledger/domain';
import {
  findStandup,
  findUserById,
  findWorkspaceById,
  liveDefaultWorkspaceId,
  readSettings,
  standupChanges,
} from '@teamledger/read-models';
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
 * A submit's answer, from the day's standup as the command folded and decided it (never
 * from a read model that may lag). The workspace's name comes from the session's live
 * workspaces, else from the workspaces read model.
 */
async function submittedStandup(
  app: FastifyInstance,
  viewer: SessionUser,
  date: IsoDate,
  state: StandupState,
): Promise<TodayStandup> {
  if (!state.exists) return { date, standup: null };
  const { workspaceId } = state;
  const workspace =
    workspaceId === null
      ? null
      : {
          id: workspaceId,
          name:
            viewer.workspaces.find((live) => live.id === workspaceId)?.name ??
            (await findWorkspaceById(app.deps.pool, workspaceId))?.name ??
            'Unknown',
        };
  return {
    date,
    standup: {
      date,
      yesterday: state.yesterday,
      today: state.today,
      roadblocks: state.roadblocks,
      workspace,
      reportedAt: state.reportedAt,
      updatedAt: state.updatedAt,
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
      const { state } = await runCommand(
        app,
        request,
        standupStream(viewer.id, today),
        standupDecider,
        {
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
        },
      );
      return submittedStandup(app, viewer, today, state);
    },
  });

  implement(app, standupEndpoints.correct, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { id, date } = request.params;
      // A plain user learns nothing of someone else's standups.
      if (id !== viewer.id && !ADMIN_ROLES.includes(viewer.role)) throw forbidden();
      const person = await findUserById(app.deps.pool, id);
      if (!person) throw notFound('User');
      const { reason, ...to } = request.body;
      const { today } = await companyNow(app, request);
      const settings =
        request.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));
      const { state } = await runCommand(app, request, standupStream(id, date), standupDecider, {
        type: 'CorrectStandup',
        data: {
          to,
          reason,
          actor: { id: viewer.id, role: viewer.role },
          today,
          windowWeeks: settings.correctionWindowWeeks,
          // A provider user's standups come from the provider's standup report.
          synced: person.isProviderUser,
          providerUrl: null,
        },
      });
      return submittedStandup(app, viewer, date, state);
    },
  });

  implement(app, standupEndpoints.history, {
    handler: async (request) => {
      const { id, date } = request.params;
      const changes = await standupChanges(app.deps.pool, id, date);
      return { changes: changes.map(({ at, ...change }) => ({ ...change, at: at.toISOString() })) };
    },
  });
};
