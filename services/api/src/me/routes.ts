import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userEndpoints } from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { findUserById } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { describeMe, startSession } from '../auth/session.js';
import { userDecider, userStream } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const currentMe = async (userId: string) => {
    const user = await findUserById(app.deps.pool, userId);
    return user ? { user, me: await describeMe(app, user) } : null;
  };

  implement(app, userEndpoints.me, {
    handler: async (request) => {
      const {
        sessionId: _sessionId,
        teamName: _teamName,
        leadIds: _leadIds,
        ...me
      } = requireUser(request);
      return me;
    },
  });

  implement(app, userEndpoints.updateProfile, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const stream = userStream(viewer.id);
      const { username, currentPassword, newPassword } = request.body;
      if (newPassword) {
        // Verify before anything is recorded, so a wrong password changes nothing at all.
        const state = foldStream(userDecider, await app.deps.store.readStream(stream));
        const matches =
          state.exists && state.passwordHash !== null
            ? await verifyPassword(state.passwordHash, currentPassword)
            : false;
        await runCommand(app, request, stream, userDecider, {
          type: 'ChangePassword',
          data: {
            passwordHash: await hashPassword(newPassword),
            by: 'self',
            currentPasswordMatches: matches,
          },
        });
      }
      await runCommand(app, request, stream, userDecider, {
        type: 'UpdateOwnProfile',
        data: { name: username },
      });
      const current = await currentMe(viewer.id);
      if (!current) throw new Error('signed-in user has no read model row');
      // A new password ends every session; this one carries on with a fresh cookie.
      if (newPassword) startSession(app, reply, current.user);
      return { user: current.me };
    },
  });

  implement(app, userEndpoints.updateAvailability, {
    handler: async (request) => {
      const viewer = requireUser(request);
      await runCommand(app, request, userStream(viewer.id), userDecider, {
        type: 'ChangeAvailability',
        data: { availability: request.body.availability, textStatus: request.body.textStatus },
      });
      const current = await currentMe(viewer.id);
      if (!current) throw new Error('signed-in user has no read model row');
      return { user: current.me };
    },
  });
};
