import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail, notFound, userEndpoints, type UserState } from '@teamledger/domain';
import { findUserById } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { findPasswordHash, settingPassword } from '../auth/credentials.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { PASSWORD_THROTTLED, PasswordAttempts } from '../auth/login-throttle.js';
import { describeMe, endSessions, openSessions, startSession } from '../auth/session.js';
import { userDecider, userStream } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same counters as sign-in: a wrong current password is a password guess too.
  const attempts = new PasswordAttempts(app.deps.redis, app.deps.config.REDIS_PREFIX);
  /**
   * The signed-in person after their own command: what it decided (name, availability,
   * session version) laid over their read-model row, which may not show it yet. A stale
   * session version there would hand out a cookie that is already ended.
   */
  const currentMe = async (userId: string, decided: UserState) => {
    const row = await findUserById(app.deps.pool, userId);
    if (!row || !decided.exists) throw new Error('the signed-in person has no record');
    const user = {
      ...row,
      name: decided.name,
      availability: decided.availability,
      textStatus: decided.textStatus,
      sessionVersion: decided.sessionVersion,
    };
    return { user, me: await describeMe(app, user) };
  };

  implement(app, userEndpoints.me, {
    handler: async (request) => {
      const {
        sessionId: _sessionId,
        sessionVersion: _sessionVersion,
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
        await attempts.take(normalizeEmail(viewer.email), request.ip, PASSWORD_THROTTLED);
        const current = await findPasswordHash(app.deps.pool, viewer.id);
        const matches = current !== null ? await verifyPassword(current, currentPassword) : false;
        if (matches) await attempts.succeeded(normalizeEmail(viewer.email), request.ip);
        await runCommand(
          app,
          request,
          stream,
          userDecider,
          { type: 'ChangePassword', data: { by: 'self', currentPasswordMatches: matches } },
          settingPassword(
            app.deps.pool,
            viewer.id,
            await hashPassword(newPassword),
            app.deps.clock.now(),
          ),
        );
      }
      const { state } = await runCommand(app, request, stream, userDecider, {
        type: 'UpdateOwnProfile',
        data: { name: username },
      });
      const current = await currentMe(viewer.id, state);
      // A new password ends every session; this one carries on with a fresh cookie.
      if (newPassword) await startSession(app, request, reply, current.user);
      return { user: current.me };
    },
  });

  implement(app, userEndpoints.updateAvailability, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const { state } = await runCommand(app, request, userStream(viewer.id), userDecider, {
        type: 'ChangeAvailability',
        data: { availability: request.body.availability, textStatus: request.body.textStatus },
      });
      const current = await currentMe(viewer.id, state);
      return { user: current.me };
    },
  });

  implement(app, userEndpoints.mySessions, {
    handler: async (request) => {
      const viewer = requireUser(request);
      const sessions = await openSessions(app, viewer.id, viewer.sessionVersion);
      return {
        sessions: sessions.map((session) => ({
          ...session,
          current: session.id === viewer.sessionId,
        })),
      };
    },
  });

  implement(app, userEndpoints.endMySession, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { sessionId } = request.body;
      const open = await openSessions(app, viewer.id, viewer.sessionVersion);
      const ending =
        sessionId === null
          ? open.filter((session) => session.id !== viewer.sessionId).map((session) => session.id)
          : open.filter((session) => session.id === sessionId).map((session) => session.id);
      if (sessionId !== null && ending.length === 0) throw notFound('Session');
      // No other session open: nothing ends, nothing is recorded.
      if (ending.length === 0) return reply.status(204).send(null);
      await endSessions(app, ending);
      // Recorded in the person's history (no token in it: the id is the token's jti).
      await runCommand(app, request, userStream(viewer.id), userDecider, {
        type: 'EndSessions',
        data:
          sessionId === null ? { scope: 'others', sessionId: null } : { scope: 'one', sessionId },
      });
      return reply.status(204).send(null);
    },
  });
};
