import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LINK_INVALID,
  LINK_VALIDITY_MS,
  PASSWORD_RESET_ASKED,
  normalizeEmail,
  ruleViolation,
  userDecider,
  userEndpoints,
  userStream,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { findSecurityLinkByToken, pruneSecurityLinks } from '@teamledger/read-models';
import { newId } from '@teamledger/platform';
import { userIdForEmail } from '../users/user-id.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { settingPassword } from './credentials.js';
import {
  LINK_LIMITS,
  LINK_THROTTLED,
  PasswordAttempts,
  RESET_LIMITS,
  RESET_THROTTLED,
} from './login-throttle.js';
import { hashPassword } from './passwords.js';

export const PASSWORD_SET = 'Your password is set. Sign in with it.';

/**
 * Emailed single-use links (docs/decisions.md D260-D262): ask for a password reset, and set
 * a password through an invitation or a reset link.
 */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, redis, config, clock, store } = app.deps;
  const resets = new PasswordAttempts(redis, config.REDIS_PREFIX, RESET_LIMITS, 'reset-requests');
  const linkTries = new PasswordAttempts(redis, config.REDIS_PREFIX, LINK_LIMITS, 'link-tries');

  implement(app, userEndpoints.forgotPassword, {
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // Counted by the email typed, whether or not it is an account's: the same answer.
      await resets.take(email, request.ip, RESET_THROTTLED);
      const userId = userIdForEmail(email);
      const state = foldStream(userDecider, await store.readStream(userStream(userId)));
      if (state.exists && state.status === 'active') {
        const expiresAt = new Date(clock.now().getTime() + LINK_VALIDITY_MS.reset).toISOString();
        await runCommand(app, request, userStream(userId), userDecider, {
          type: 'IssueSecurityLink',
          data: { linkId: newId(), purpose: 'reset', expiresAt },
        });
      }
      return reply.status(202).send({ message: PASSWORD_RESET_ASKED });
    },
  });

  implement(app, userEndpoints.setPassword, {
    handler: async (request) => {
      const { token, password } = request.body;
      const linkKey = token.split('.')[0] ?? '';
      await linkTries.take(linkKey, request.ip, LINK_THROTTLED);
      const link = await findSecurityLinkByToken(pool, token);
      if (!link) throw ruleViolation('link_invalid', LINK_INVALID, { token: LINK_INVALID });
      const now = clock.now();
      // The stream decides whether the link is still open (used, revoked, expired), under
      // the per-person credentials lock: two tries with one link cannot both set it.
      await runCommand(
        app,
        request,
        userStream(link.userId),
        userDecider,
        { type: 'SetPasswordByLink', data: { linkId: link.linkId, now: now.toISOString() } },
        // Decided again if the worker's SecurityLinkEmailed lands meanwhile: a link opened the
        // moment its email arrives must not answer 409.
        settingPassword(pool, link.userId, await hashPassword(password), now),
      );
      await linkTries.succeeded(linkKey, request.ip);
      await pruneSecurityLinks(pool, now);
      return { message: PASSWORD_SET };
    },
  });
};
