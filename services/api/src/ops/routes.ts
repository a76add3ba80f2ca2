import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsEndpoints } from '@teamledger/domain';
import { CONTROL_CHANNEL, quarantinedProjections, readQuarantined } from '@teamledger/read-models';
import { implement } from '../implement.js';

/**
 * The events the read models quarantined (they went past them, see the projector's runner)
 * and the one command that applies them again after a fix: a rebuild of each read model
 * holding one, asked of the running projector like `npm run projector -- rebuild <name>`.
 * A rebuild replays the log in order, so a late event lands where it belongs; what still
 * cannot be applied is quarantined again.
 */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, opsEndpoints.quarantine, {
    handler: async () => ({
      events: (await readQuarantined(app.deps.pool)).map(({ projection, ...event }) => ({
        readModel: projection,
        ...event,
      })),
    }),
  });

  implement(app, opsEndpoints.retryQuarantine, {
    handler: async () => {
      const names = await quarantinedProjections(app.deps.pool);
      for (const name of names) {
        await app.deps.pool.query('SELECT pg_notify($1, $2)', [CONTROL_CHANNEL, `rebuild:${name}`]);
      }
      return { rebuilding: names };
    },
  });
};
