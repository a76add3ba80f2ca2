import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, normalizeEmail, userEndpoints, type UserStatus } from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { findUserById } from '@teamledger/read-models';
import { userDecider, userStream } from '@teamledger/domain';
import { userIdForEmail } from '../users/user-id.js';
import { implement } from '../implement.js';
import { PasswordAttempts, SIGN_IN_THROTTLED } from './login-throttle.js';
import { findPasswordHash } from './credentials.js';
import { burnVerifyTime, verifyPassword } from './passwords.js';
import { refusePasswordSignIn } from '../sso/password-sign-in.js';
import { linkRoutes } from './link-routes.js';
import { runCommand } from '../commands/run.js';
import { PendingSignIns } from './two-factor.js';
import { checkSecondFactor, twoFactorRoutes } from './two-factor-routes.js';
import { clearSessionCookie, describeMe, revokeSession, startSession } from './session.js';

const WRONG_CREDENTIALS = 'Wrong email or password.';
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Sign in again.';

export const refusedStatus: Record<Exclude<UserStatus, 'active'>, string> = {
  inactive: 'Your account is waiting for approval by an administrator.',
  blocked: 'Your account is blocked. Please contact an administrator.',
  left: 'Your account is no longer active.',
  rejected: 'Your registration was not accepted.',
  deleted: 'Your account is no longer active.',
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const attempts = new PasswordAttempts(app.deps.redis, app.deps.config.REDIS_PREFIX);
  const pending = new PendingSignIns(app.deps.redis, app.deps.config.REDIS_PREFIX);
  await app.register(linkRoutes);
  await app.register(twoFactorRoutes);

  implement(app, userEndpoints.login, {
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await attempts.take(email, request.ip, SIGN_IN_THROTTLED);

      const userId = userIdForEmail(email);
      const state = foldStream(userDecider, await app.deps.store.readStream(userStream(userId)));
      const passwordHash = state.exists ? await findPasswordHash(app.deps.pool, userId) : null;
      const passwordOk = passwordHash
        ? await verifyPassword(passwordHash, request.body.password)
        : (await burnVerifyTime(request.body.password), false);
      if (!state.exists || !passwordOk) {
        throw new DomainError('unauthenticated', 'wrong_credentials', WRONG_CREDENTIALS);
      }
      // With two-factor sign-in the attempt is given back only for a right code: a known
      // password must not reset the count of code guesses.
      if (!state.twoFactorEnrolled) await attempts.succeeded(email, request.ip);
      if (state.role === 'Client') {
        throw new DomainError('forbidden', 'login_not_allowed', 'You are not allowed to log in.');
      }
      if (state.status !== 'active') {
        throw new DomainError('forbidden', `account_${state.status}`, refusedStatus[state.status]);
      }
      await refusePasswordSignIn(app, state.role);
      const user = await findUserById(app.deps.pool, userId);
      if (!user) {
        // The account exists in the event store but its read model row is not there yet.
        throw new DomainError(
          'unauthenticated',
          'account_not_ready',
          'Please try again in a moment.',
        );
      }
      if (state.twoFactorEnrolled) {
        const pendingToken = await pending.start({ userId, email });
        return { twoFactorRequired: true as const, pendingToken };
      }
      await startSession(app, request, reply, user);
      return { user: await describeMe(app, user) };
    },
  });

  implement(app, userEndpoints.twoFactorSignIn, {
    handler: async (request, reply) => {
      const started = await pending.find(request.body.pendingToken);
      if (!started) {
        throw new DomainError('unauthenticated', 'sign_in_expired', SIGN_IN_EXPIRED);
      }
      const { userId, email } = started;
      // The same counters as passwords: a code is a guess too.
      await attempts.take(email, request.ip, SIGN_IN_THROTTLED);
      const state = foldStream(userDecider, await app.deps.store.readStream(userStream(userId)));
      // Blocked, reset or signed-out meanwhile: the sign-in starts over.
      if (!state.exists || state.status !== 'active' || !state.twoFactorEnrolled) {
        await pending.end(request.body.pendingToken);
        throw new DomainError('unauthenticated', 'sign_in_expired', SIGN_IN_EXPIRED);
      }
      const method = await checkSecondFactor(app, request, userId, request.body.code);
      await attempts.succeeded(email, request.ip);
      await pending.end(request.body.pendingToken);
      if (method.recoveryCodesLeft !== null) {
        await runCommand(app, request, userStream(userId), userDecider, {
          type: 'UseRecoveryCode',
          data: { remaining: method.recoveryCodesLeft },
        });
      }
      const user = await findUserById(app.deps.pool, userId);
      if (!user) {
        throw new DomainError(
          'unauthenticated',
          'account_not_ready',
          'Please try again in a moment.',
        );
      }
      await startSession(app, request, reply, user);
      return { user: await describeMe(app, user) };
    },
  });

  implement(app, userEndpoints.logout, {
    handler: async (request, reply) => {
      await revokeSession(app, request);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  });
};
