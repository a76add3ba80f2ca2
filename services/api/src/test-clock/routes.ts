import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdjustableClock } from '@teamledger/platform';

/**
 * PUT /api/_test/clock moves the server's clock for end-to-end tests. Registered only
 * when TEST_CLOCK=1; otherwise the route does not exist at all (404).
 */
export const testClockRoutes =
  (clock: AdjustableClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/_test/clock',
      {
        schema: {
          hide: true,
          body: z.strictObject({ now: z.iso.datetime({ offset: true }) }),
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        clock.set(new Date(request.body.now));
        return { now: clock.now().toISOString() };
      },
    );
  };
