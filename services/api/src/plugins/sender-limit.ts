import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@teamledger/domain';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * A per-sender limit for the routes of `app` whose config names `rateLimit` (issue 27: a lead
 * could send any number of reminder emails). Counted in Redis per signed-in person, after
 * the access check (preHandler) so the session is known; past it, 429 with Retry-After.
 */
export async function registerSenderLimit(
  app: FastifyInstance,
  { name, message }: { name: string; message: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    redis: app.deps.redis,
    nameSpace: `${app.deps.config.REDIS_PREFIX}:${name}-limit:`,
    keyGenerator: (request) => request.sessionUser?.id ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new DomainError('rate_limited', 'rate_limited', `${message} Try again in ${context.after}.`),
  });
}
