import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, invalid } from '@teamledger/domain';
import { clientErrorBody, unknownFieldsError } from './errors.js';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isCommand = (request: FastifyRequest) =>
  !SAFE_METHODS.has(request.method) && (request.routeOptions.url?.startsWith('/api/') ?? false);

/** The origin the request was addressed to: PUBLIC_ORIGIN, or its own Host header. */
function isOwnOrigin(request: FastifyRequest, origin: string, publicOrigin?: string): boolean {
  if (publicOrigin !== undefined) return origin === publicOrigin;
  try {
    const { host, protocol } = new URL(origin);
    // Through URL on both sides, so a default port (:80, :443) written or not compares equal.
    const addressed = new URL(`${protocol}//${request.headers.host ?? ''}`).host;
    return /^https?:$/.test(protocol) && host === addressed;
  } catch {
    return false; // 'null' (a sandboxed frame, a file) or garbage
  }
}

/**
 * A browser tells where a request comes from: Sec-Fetch-Site (Chromium, Firefox, Safari)
 * and Origin (sent by every browser on POST, PUT and DELETE). A command from another site
 * is refused whatever its cookies say. A request with neither header is not from a browser
 * (curl, a script, app.inject in tests) and cannot carry a victim's cookie, so it passes.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const { origin } = request.headers;
  if (site !== undefined && site !== 'same-origin') return true;
  return origin !== undefined && !isOwnOrigin(request, origin, publicOrigin);
}

/** application/json with or without parameters (charset). */
const isJson = (contentType: string) =>
  contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * What every command (an /api request that changes something) must look like before a
 * handler sees it:
 * - it comes from the app's own pages, not another site (403);
 * - its body, if any, is JSON (415): a cross-site HTML form can only send form or text/plain
 *   bodies, so even a bodiless command refuses those content types;
 * - body schemas are strict objects, so unknown fields of a body are refused by validation;
 *   a route without a body schema takes no body, and fields sent to it are refused the same
 *   way instead of being ignored.
 */
export const commandGuardPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = app.deps.config.PUBLIC_ORIGIN;

  app.addHook('onRequest', async (request, reply) => {
    if (!isCommand(request)) return;
    if (isCrossSite(request, publicOrigin)) {
      throw new DomainError(
        'forbidden',
        'cross_site_request',
        'Requests from other sites are not accepted.',
      );
    }
    const contentType = request.headers['content-type'];
    if (contentType === undefined ? hasBody(request) : !isJson(contentType)) {
      const { status, body } = clientErrorBody({ statusCode: 415 });
      return reply.status(status).send(body);
    }
    return;
  });

  app.addHook('preValidation', async (request) => {
    if (!isCommand(request) || request.routeOptions.schema?.body) return;
    const { body } = request;
    if (body === undefined || body === null) return;
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw invalid('invalid_request', 'This request takes no body.');
    }
    const names = Object.keys(body);
    if (names.length > 0) throw unknownFieldsError(names);
  });
});
