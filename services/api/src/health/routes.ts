import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countQuarantined, readFailures } from '@teamledger/read-models';

const checkResult = z.enum(['ok', 'failing']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ postgres: checkResult, redis: checkResult, readModels: checkResult }),
  /**
   * Read models paused by a failure that says nothing about an event (a lost connection, a
   * deadlock), retried from their checkpoints: names only, for anyone may ask.
   */
  failedReadModels: z.array(z.string()),
  /** Events the read models went past, quarantined; admins read them at /api/ops/quarantine. */
  quarantinedEvents: z.number().int().min(0),
});

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/**
 * Liveness (the process answers) and readiness (its PostgreSQL and Redis answer, and no
 * read model is paused). An event a read model cannot apply is quarantined and leaves it
 * ready: readiness only counts them, without ids, types or error text.
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
        summary: 'Readiness: PostgreSQL and Redis reachable, no read model paused',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [failures, quarantined, redis] = await Promise.all([
        withTimeout(readFailures(app.deps.pool), 1_500).catch(() => null),
        withTimeout(countQuarantined(app.deps.pool), 1_500).catch(() => 0),
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
        failedReadModels: (failures ?? []).map((failure) => failure.projection),
        quarantinedEvents: quarantined,
      });
    },
  );
};
