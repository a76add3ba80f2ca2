import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '@teamledger/domain';
import { DuplicateEventIdError, WrongExpectedVersionError } from '@teamledger/eventstore';

/** The one error body of the API (DESIGN.md decision 11). */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const statusOf: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule: 422,
  rate_limited: 429,
};

const body = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Field path -> first message, e.g. { "body.hours": "must be at most 12" } becomes { hours: ... }. */
function fieldMessages(
  issues: { instancePath: string; message?: string; params?: unknown }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** PostgreSQL or Redis cannot be reached: the request may succeed later (503, not 500). */
function isDependencyDown(error: unknown): boolean {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return (
    name === 'MaxRetriesPerRequestError' ||
    (code !== undefined && CONNECTION_CODES.has(code)) ||
    message === 'Connection is closed.' ||
    message === 'Connection terminated unexpectedly' ||
    message === 'timeout exceeded when trying to connect'
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation);
      const first = Object.values(fields)[0] ?? 'The request is invalid.';
      return reply.status(400).send(body('invalid_request', first, fields));
    }
    if (error instanceof DomainError) {
      if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply.status(statusOf[error.kind]).send(body(error.code, error.message, error.fields));
    }
    if (error instanceof WrongExpectedVersionError) {
      return reply
        .status(409)
        .send(body('version_conflict', 'Someone else changed this at the same time. Try again.'));
    }
    if (error instanceof DuplicateEventIdError) {
      return reply
        .status(409)
        .send(body('already_processed', 'This request was already processed.'));
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, 429.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'rate_limited' : (error.code ?? 'bad_request').toLowerCase();
      return reply.status(status).send(body(code, error.message));
    }
    if (isDependencyDown(error)) {
      request.log.error({ err: error }, 'a dependency is unreachable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(
          body(
            'unavailable',
            'The service is temporarily unavailable. Please try again in a moment.',
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
  });
}

export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
