import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertRoleChangeAllowed,
  LINK_VALIDITY_MS,
  notFound,
  ruleViolation,
  userDecider,
  userEndpoints,
  userStream,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { requireUser } from '../access/plugin.js';
import { settingPassword } from '../auth/credentials.js';
import { hashPassword } from '../auth/passwords.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const INVITATION_SENT = 'A new invitation is on its way. It works for 7 days.';

/**
 * Issues an invitation (a single-use link, valid 7 days, to set a password); the worker
 * emails it. A newer one replaces the person's open invitation.
 */
export async function issueInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  const expiresAt = new Date(
    app.deps.clock.now().getTime() + LINK_VALIDITY_MS.invitation,
  ).toISOString();
  await runCommand(app, request, userStream(userId), userDecider, {
    type: 'IssueSecurityLink',
    data: { linkId: newId(), purpose: 'invitation', expiresAt },
  });
}

/**
 * Users (admin): resend or revoke an invitation, end every session of a person, and (an
 * Admin, in an emergency) set their password.
 */
export const userSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The person from their own stream; an admin acts only on a role they may change. */
  const target = async (request: FastifyRequest, id: string) => {
    const actor = requireUser(request);
    const state = foldStream(userDecider, await app.deps.store.readStream(userStream(id)));
    if (!state.exists) throw notFound('User');
    if (actor.id !== id) assertRoleChangeAllowed(actor.role, { targetRole: state.role });
    return state;
  };

  implement(app, userEndpoints.resendInvitation, {
    handler: async (request, reply) => {
      await target(request, request.params.id);
      await issueInvitation(app, request, request.params.id);
      return reply.status(201).send({ message: INVITATION_SENT });
    },
  });

  implement(app, userEndpoints.revokeInvitation, {
    handler: async (request, reply) => {
      await target(request, request.params.id);
      await runCommand(app, request, userStream(request.params.id), userDecider, {
        type: 'RevokeInvitation',
        data: {},
      });
      return reply.status(204).send(null);
    },
  });

  implement(app, userEndpoints.setUserPassword, {
    handler: async (request, reply) => {
      const { id } = request.params;
      if (requireUser(request).id === id) {
        throw ruleViolation('own_password', 'Change your own password from your Profile.');
      }
      await target(request, id);
      // An emergency: the admin types the password; the history says an admin set it, and
      // the new password ends every session of the person.
      await runCommand(
        app,
        request,
        userStream(id),
        userDecider,
        { type: 'ChangePassword', data: { by: 'admin', currentPasswordMatches: false } },
        settingPassword(
          app.deps.pool,
          id,
          await hashPassword(request.body.password),
          app.deps.clock.now(),
        ),
      );
      return reply.status(204).send(null);
    },
  });

  implement(app, userEndpoints.endUserSessions, {
    handler: async (request, reply) => {
      if (requireUser(request).id === request.params.id) {
        throw ruleViolation('own_sessions', 'End your own sessions from your Profile.');
      }
      await target(request, request.params.id);
      // A new session version: every token of the person is refused from now on.
      await runCommand(app, request, userStream(request.params.id), userDecider, {
        type: 'EndSessions',
        data: { scope: 'all', sessionId: null },
      });
      return reply.status(204).send(null);
    },
  });
};
