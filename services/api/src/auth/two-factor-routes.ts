import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertRoleChangeAllowed,
  DomainError,
  notFound,
  ruleViolation,
  TWO_FACTOR_ALREADY_ON,
  userDecider,
  userEndpoints,
  userStream,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { requireUser } from '../access/plugin.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { writingCredentials } from './credentials.js';
import { PasswordAttempts } from './login-throttle.js';
import {
  acceptedStep,
  deleteTwoFactor,
  encryptSecret,
  findTwoFactor,
  newEnrolment,
  newRecoveryCodes,
  recoveryCodesLeft,
  storePendingSecret,
  takeStep,
  useRecoveryCode,
  writeEnrolled,
} from './two-factor.js';

export const WRONG_CODE = 'Wrong code. Enter the newest code from your app, or a recovery code.';
export const WRONG_CONFIRMATION = 'That code does not match. Enter the newest code your app shows.';
export const CODES_THROTTLED = 'Too many wrong codes.';
const NO_ENROLMENT = 'Start again: show a new QR code and scan it.';

/**
 * The second step of a sign-in: a 6-digit code taken once per time step, or an unused
 * recovery code. A wrong one is recorded in the person's history (no code in it) and
 * answers 401; what it was is not said. Returns the recovery codes left when one was used.
 */
export async function checkSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  typed: string,
): Promise<{ recoveryCodesLeft: number | null }> {
  const { pool, clock, config } = app.deps;
  const code = typed.trim();
  const now = clock.now();
  const stored = await findTwoFactor(pool, userId, config.TWO_FACTOR_KEY);
  if (/^\d{6}$/.test(code)) {
    const step = stored?.enrolled
      ? await acceptedStep(stored.secret, code, now, stored.lastUsedStep)
      : null;
    // Two requests with one code: only the first takes its step.
    if (step !== null && (await takeStep(pool, userId, step))) return { recoveryCodesLeft: null };
  } else {
    const left = await useRecoveryCode(pool, userId, code, now);
    if (left !== null) return { recoveryCodesLeft: left };
  }
  await runCommand(app, request, userStream(userId), userDecider, {
    type: 'RecordTwoFactorFailure',
    data: { method: /^\d{6}$/.test(code) ? 'code' : 'recovery' },
  });
  throw new DomainError('unauthenticated', 'wrong_code', WRONG_CODE);
}

/** My two-factor sign-in (status, enrolment) and an Admin's reset of someone's. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, clock, config, redis } = app.deps;
  // Confirming codes are counted like passwords: per person and per address.
  const confirmations = new PasswordAttempts(
    redis,
    config.REDIS_PREFIX,
    undefined,
    'two-factor-confirm',
  );

  implement(app, userEndpoints.myTwoFactor, {
    handler: async (request) => {
      const viewer = requireUser(request);
      return {
        enrolled: viewer.twoFactor.enrolled,
        required: viewer.twoFactor.required,
        recoveryCodesLeft: viewer.twoFactor.enrolled ? await recoveryCodesLeft(pool, viewer.id) : 0,
      };
    },
  });

  implement(app, userEndpoints.startTwoFactor, {
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      if (viewer.twoFactor.enrolled)
        throw ruleViolation('two_factor_enrolled', TWO_FACTOR_ALREADY_ON);
      const enrolment = await newEnrolment(viewer.email);
      const stored = await storePendingSecret(
        pool,
        viewer.id,
        encryptSecret(enrolment.secret, config.TWO_FACTOR_KEY),
        clock.now(),
      );
      if (!stored) throw ruleViolation('two_factor_enrolled', TWO_FACTOR_ALREADY_ON);
      return reply.status(201).send(enrolment);
    },
  });

  implement(app, userEndpoints.confirmTwoFactor, {
    handler: async (request) => {
      const viewer = requireUser(request);
      await confirmations.take(viewer.id, request.ip, CODES_THROTTLED);
      const stored = await findTwoFactor(pool, viewer.id, config.TWO_FACTOR_KEY);
      if (stored?.enrolled) throw ruleViolation('two_factor_enrolled', TWO_FACTOR_ALREADY_ON);
      if (!stored) throw ruleViolation('no_enrolment', NO_ENROLMENT);
      const now = clock.now();
      const step = await acceptedStep(stored.secret, request.body.code, now, null);
      if (step === null) {
        throw ruleViolation('wrong_code', WRONG_CONFIRMATION, { code: WRONG_CONFIRMATION });
      }
      await confirmations.succeeded(viewer.id, request.ip);
      const recoveryCodes = newRecoveryCodes();
      // The stream decides (not on already), then the secret is turned on and the codes
      // stored under the person's credentials lock, then TwoFactorEnrolled is appended.
      await runCommand(
        app,
        request,
        userStream(viewer.id),
        userDecider,
        { type: 'ConfirmTwoFactor', data: {} },
        {
          retries: 0,
          ...writingCredentials(pool, viewer.id, (client) =>
            writeEnrolled(client, viewer.id, step, recoveryCodes, now),
          ),
        },
      );
      return { recoveryCodes };
    },
  });

  implement(app, userEndpoints.resetTwoFactor, {
    handler: async (request, reply) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const state = foldStream(userDecider, await app.deps.store.readStream(userStream(id)));
      if (!state.exists) throw notFound('User');
      if (actor.id !== id) assertRoleChangeAllowed(actor.role, { targetRole: state.role });
      await runCommand(
        app,
        request,
        userStream(id),
        userDecider,
        { type: 'ResetTwoFactor', data: {} },
        writingCredentials(pool, id, (client) => deleteTwoFactor(client, id)),
      );
      return reply.status(204).send(null);
    },
  });
};
