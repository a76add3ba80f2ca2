import { testClockEndpoints } from '@teamledger/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishTestClock, type AdjustableClock } from '@teamledger/platform';
import { implement } from '../implement.js';

/**
 * PUT /api/_test/clock moves the server's clock for end-to-end tests, and the worker's with
 * it (it reads the setting from Redis before each job). Registered only when TEST_CLOCK=1;
 * otherwise the route does not exist at all (404).
 */
export const testClockRoutes =
  (clock: AdjustableClock): FastifyPluginAsyncZod =>
  async (app) => {
    implement(app, testClockEndpoints.set, {
      handler: async (request) => {
        clock.set(new Date(request.body.now));
        await publishTestClock(app.deps.redis, app.deps.config.REDIS_PREFIX, clock);
        return { now: clock.now().toISOString() };
      },
    });
  };
