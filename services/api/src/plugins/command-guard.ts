import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '@teamledger/domain';
import { unknownFieldsError } from './errors.js';

/**
 * What every command (a request that changes something) must look like before a handler
 * sees it. Body schemas are strict objects, so unknown fields of a body are refused by
 * validation; a route without a body schema takes no body, and fields sent to it are refused
 * the same way instead of being ignored.
 */
export const commandGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.schema?.body) {
      return;
    }
    const { body } = request;
    if (body === undefined || body === null) return;
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw invalid('invalid_request', 'This request takes no body.');
    }
    const names = Object.keys(body);
    if (names.length > 0) throw unknownFieldsError(names);
  });
});
