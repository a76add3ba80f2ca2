import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFailures } from '@teamledger/read-models';

const checkResult = z.enum(['ok', 'failing']);
const failedReadModelSchema = z.object({
  projection: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  position: z.string(),
  error: z.string(),
  hint: z.string(),
  failedAt: z.string(),
});
const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ postgres: checkResult, redis: checkResult, readModels: checkResult }),
  /** Read models stopped on an event they cannot apply, naming the event. */
  failedReadModels: z.array(failedReadModelSchema),
});

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/**
 * Liveness (the process answers) and readiness (its PostgreSQL and Redis answer, and no
 * read model is stopped on an event it cannot apply).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: PostgreSQL and Redis reachable, no read model stopped on an event',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [failures, redis] = await Promise.all([
        withTimeout(readFailures(app.deps.pool), 1_500).catch(() => null),
        withTimeout(app.deps.redis.ping(), 1_500).then(
          (pong) => (pong === 'PONG' ? ('ok' as const) : ('failing' as const)),
          () => 'failing' as const,
        ),
      ]);
      const postgres = failures === null ? 'failing' : 'ok';
      const readModels = failures === null || failures.length > 0 ? 'failing' : 'ok';
      const ready = postgres === 'ok' && redis === 'ok' && readModels === 'ok';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        checks: { postgres, redis, readModels },
        failedReadModels: failures ?? [],
      });
    },
  );
};
