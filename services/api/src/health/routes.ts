import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const checkResult = z.enum(['ok', 'failing']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ postgres: checkResult, redis: checkResult }),
});

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/** Liveness (the process answers) and readiness (its PostgreSQL and Redis answer). */
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
        summary: 'Readiness: PostgreSQL and Redis reachable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [postgres, redis] = await Promise.all([
        withTimeout(app.deps.pool.query('SELECT 1'), 1_500).then(
          () => 'ok' as const,
          () => 'failing' as const,
        ),
        withTimeout(app.deps.redis.ping(), 1_500).then(
          (pong) => (pong === 'PONG' ? ('ok' as const) : ('failing' as const)),
          () => 'failing' as const,
        ),
      ]);
      const ready = postgres === 'ok' && redis === 'ok';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks: { postgres, redis } });
    },
  );
};
