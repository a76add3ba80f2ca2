import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ruleViolation } from '@teamledger/domain';
import { errorResponses } from '../plugins/errors.js';

export const PROVIDER_SYNC_UNAVAILABLE = 'Provider sync is not available yet.';

/**
 * Sync Routine (SPEC.md 2, Users List). The provider sync job arrives with [9/11]; until
 * then the route says so instead of pretending to have started something.
 */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sync/routine',
    {
      schema: {
        tags: ['sync'],
        summary: 'Start the provider (Assembla) sync. Not available yet: always 422.',
        response: errorResponses(401, 403, 422),
      },
    },
    async () => {
      throw ruleViolation('provider_sync_unavailable', PROVIDER_SYNC_UNAVAILABLE);
    },
  );
};
