import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, normalizeEmail, userEndpoints } from '@teamledger/domain';
import { settingPassword } from '../auth/credentials.js';
import { hashPassword } from '../auth/passwords.js';
import { userDecider, userStream } from '@teamledger/domain';
import { userIdForEmail } from './user-id.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

/**
 * Registrations per address: enough for an office behind one address to sign up in a
 * morning, few enough that a script cannot fill the approval queue or hash all day.
 */
export const REGISTRATION_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

export const REGISTERED_MESSAGE =
  'Thank you for registering. An administrator will review your account.';

/** POST /api/auth/register: anyone asks for an account, which waits inactive for an admin. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only, so the limit applies to this route and nothing else.
  await app.register(rateLimit, {
    global: false,
    redis: app.deps.redis,
    nameSpace: `${app.deps.config.REDIS_PREFIX}:registration-limit:`,
    errorResponseBuilder: () =>
      new DomainError(
        'rate_limited',
        'rate_limited',
        'Too many registrations from this address. Please try again later.',
      ),
  });

  implement(app, userEndpoints.register, {
    config: {
      rateLimit: { max: REGISTRATION_LIMIT.max, timeWindow: REGISTRATION_LIMIT.windowMs },
    },
    handler: async (request, reply) => {
      const { name, password, gender } = request.body;
      const email = normalizeEmail(request.body.email);
      const userId = userIdForEmail(email);
      await runCommand(
        app,
        request,
        userStream(userId),
        userDecider,
        {
          type: 'RegisterUser',
          data: {
            userId,
            email,
            name,
            gender,
            role: 'User',
            status: 'inactive',
            via: 'self',
            teamName: null,
            leadIds: [],
            workspaceIds: [],
            defaultWorkspaceId: null,
            isProviderUser: false,
            isLead: false,
          },
        },
        {
          retries: 0,
          ...settingPassword(
            app.deps.pool,
            userId,
            await hashPassword(password),
            app.deps.clock.now(),
          ),
        },
      );
      return reply.status(201).send({ status: 'inactive' as const, message: REGISTERED_MESSAGE });
    },
  });
};
