import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ruleViolation, userEndpoints } from '@teamledger/domain';
import { implement } from '../implement.js';

export const PROVIDER_SYNC_UNAVAILABLE = 'Provider sync is not available yet.';

/**
 * Sync Routine (SPEC.md 2, Users List). The provider sync job arrives with [9/11]; until
 * then the route says so instead of pretending to have started something.
 */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, userEndpoints.startSync, {
    handler: async () => {
      throw ruleViolation('provider_sync_unavailable', PROVIDER_SYNC_UNAVAILABLE);
    },
  });
};
