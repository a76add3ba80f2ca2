import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertRoleChangeAllowed,
  userEndpoints,
  type IsoDate,
  type UserCommand,
  type userStatusChangeSchema,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { requireUser } from '../access/plugin.js';
import { userDecider, userStream } from '@teamledger/domain';
import { companyNow } from '../calendar/company-today.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { answerRow } from './admin-row.js';
import { checkUserReferences } from './references.js';
import { issueInvitation } from './security-routes.js';
import { findPasswordHash } from '../auth/credentials.js';
import { registeredThroughSso } from '../sso/sign-in.js';

function commandFor(
  change: z.output<typeof userStatusChangeSchema>,
  actorId: string,
  today: IsoDate,
  teamName: string | null,
): UserCommand {
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
    case 'markLeft':
      return {
        type: 'MarkUserLeft',
        data: { effectiveDate: change.effectiveDate, reason: change.reason, actorId, today },
      };
    case 'accept':
      return {
        type: 'AcceptRegistration',
        data: {
          role: change.role,
          teamName: teamName ?? change.teamName,
          leadIds: [change.lead1],
          workspaceIds: change.workspaceIds,
          defaultWorkspaceId: change.workspaceIds[0]!,
          actorId,
          today,
        },
      };
  }
}

/**
 * Users (status view): block, activate, accept or reject, or mark as left from a day, each
 * recorded with who and why.
 */
export const userStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, userEndpoints.changeStatus, {
    handler: async (request) => {
      const actor = requireUser(request);
      const change = request.body;
      const { id } = request.params;
      // The role from the person's own stream: the read model may not show them yet.
      const stream = await app.deps.store.readStream(userStream(id));
      const target = foldStream(userDecider, stream);
      if (target.exists) {
        assertRoleChangeAllowed(actor.role, {
          targetRole: target.role,
          grantedRole: change.action === 'accept' ? change.role : undefined,
        });
      }
      // The team as the teams spell it, the lead an active person who can lead.
      const { teamName } =
        change.action === 'accept'
          ? await checkUserReferences(app.deps.pool, {
              teamName: change.teamName,
              leadIds: [change.lead1],
              workspaceIds: change.workspaceIds,
            })
          : { teamName: null };
      const { today } = await companyNow(app);
      await runCommand(
        app,
        request,
        userStream(id),
        userDecider,
        commandFor(change, actor.id, today, teamName),
      );
      // An accepted person without a password (added by the provider sync, say) gets an
      // invitation to choose one; a self-registration chose its own, and one created by a
      // single sign-on signs in there (D283).
      if (
        change.action === 'accept' &&
        !registeredThroughSso(stream) &&
        (await findPasswordHash(app.deps.pool, id)) === null
      ) {
        await issueInvitation(app, request, id);
      }
      return answerRow(app, request, id);
    },
  });
};
