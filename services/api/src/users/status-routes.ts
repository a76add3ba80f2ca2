import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notFound,
  userEndpoints,
  type UserCommand,
  type userStatusChangeSchema,
} from '@teamledger/domain';
import { findUserAdminRow } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { userDecider, userStream } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { checkUserReferences } from './references.js';

function commandFor(change: z.output<typeof userStatusChangeSchema>, actorId: string): UserCommand {
  switch (change.action) {
    case 'block':
      return {
        type: 'ChangeUserStatus',
        data: { to: 'blocked', reason: change.reason || null, actorId },
      };
    case 'activate':
      return { type: 'ChangeUserStatus', data: { to: 'active', reason: null, actorId } };
    case 'reject':
      return { type: 'ChangeUserStatus', data: { to: 'rejected', reason: change.reason, actorId } };
    case 'accept':
      return {
        type: 'AcceptRegistration',
        data: {
          role: change.role,
          workspaceIds: change.workspaceIds,
          defaultWorkspaceId: change.workspaceIds[0]!,
          actorId,
        },
      };
  }
}

/** Users (status view): block, activate, accept or reject, each recorded with who and why. */
export const userStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, userEndpoints.changeStatus, {
    handler: async (request) => {
      const actor = requireUser(request);
      const change = request.body;
      if (change.action === 'accept') {
        await checkUserReferences(app.deps.pool, { workspaceIds: change.workspaceIds });
      }
      const { id } = request.params;
      await runCommand(app, request, userStream(id), userDecider, commandFor(change, actor.id));
      const row = await findUserAdminRow(app.deps.pool, id);
      if (!row) throw notFound('User');
      return row;
    },
  });
};
