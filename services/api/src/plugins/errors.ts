import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/** A field name as the client sent it, shortened so an answer never grows with the request. */
const shown = (name: string) => (name.length > 100 ? `${name.slice(0, 100)}…` : name);

/** A field the body schema does not have, named in the 400 (bodies are strict objects). */
export const unknownFieldMessage = (name: string) => `"${shown(name)}" is not a known field.`;

/** Field path -> first message, e.g. { "body.hours": "must be at most 12" } becomes { hours: ... }. */
function fieldMessages(
  issues: { instancePath: string; keyword?: string; message?: string; params?: unknown }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const { keys } = (issue.params ?? {}) as { keys?: unknown };
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys.map(String)) {
        fields[field ? `${field}.${shown(key)}` : shown(key)] ??= unknownFieldMessage(key);
      }
      continue;
    }
    fields[field || '_'] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

/** A 400 naming the fields of a body the route does not take at all. */
export function unknownFieldsError(names: string[]): DomainError {
  const fields = Object.fromEntries(names.map((name) => [shown(name), unknownFieldMessage(name)]));
  return new DomainError(
    'invalid',
    'invalid_request',
    Object.values(fields)[0] ?? 'This request takes no body.',
    fields,
  );
}

/** Node's socket errors: the server is not there (or went away). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/**
 * PostgreSQL refusing or losing the connection: too many clients (53300), shutting down or
 * starting up (57P01-57P03), and every connection exception (class 08).
 */
const POSTGRES_UNAVAILABLE = new Set(['53300', '57P01', '57P02', '57P03']);
const isPostgresUnavailable = (code: string) =>
  POSTGRES_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code);

/** PostgreSQL or Redis cannot be reached: the request may succeed later (503, not 500). */
function isDependencyDown(error: unknown): boolean {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return (
    name === 'MaxRetriesPerRequestError' ||
    (code !== undefined && (SOCKET_CODES.has(code) || isPostgresUnavailable(code))) ||
    message === 'Connection is closed.' ||
    // ioredis without an offline queue while not connected, or past its commandTimeout
    message === "Stream isn't writeable and enableOfflineQueue options is false" ||
    message === 'Command timed out' ||
    // rate-limiter-flexible with rejectIfRedisNotReady, before it sends anything
    message === 'Redis connection is not ready' ||
    message === 'Connection terminated unexpectedly' ||
    message === 'timeout exceeded when trying to connect'
  );
}

/**
 * PostgreSQL refusing a value itself: NUL in text (22021) or jsonb (22P05), a lone surrogate
 * in jsonb or a malformed value for a column's type (22P02). The schemas refuse these first;
 * this keeps any input that slips past them a 400 instead of a 500.
 */
const UNSTORABLE_VALUE_CODES = new Set(['22021', '22P05', '22P02']);

const isUnstorableValue = (error: unknown): boolean => {
  const { code, severity } = error as { code?: string; severity?: string };
  return severity !== undefined && code !== undefined && UNSTORABLE_VALUE_CODES.has(code);
};

/**
 * PostgreSQL's answer to a statement that names a table or a column the database does not
 * have (yet): a read model not built yet, or one whose tables an upgrade changed, which
 * answers from its old tables until the projector's rebuild swaps the new ones in (D371).
 */
const READ_MODEL_NOT_READY_CODES = new Set(['42P01', '42703']);

const isReadModelNotReady = (error: unknown): boolean => {
  const { code, severity } = error as { code?: string; severity?: string };
  return severity !== undefined && code !== undefined && READ_MODEL_NOT_READY_CODES.has(code);
};

/** Fastify's own refusals by error code: our code and a message of our own. */
const FASTIFY_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'The request body is empty: send a JSON object.'],
  FST_ERR_BAD_URL: ['bad_url', 'The address is not valid (a broken % escape?).'],
  FST_ERR_MAX_PARAM_LENGTH: ['url_too_long', 'A part of the address is too long.'],
};
/** ... and by status for the rest (JSON syntax errors, proto poisoning, socket errors). */
const CLIENT_ERRORS: Record<number, [string, string]> = {
  400: ['bad_request', 'The request is not valid.'],
  404: ['not_found', 'There is nothing at this address.'],
  405: ['method_not_allowed', 'This address does not take this method.'],
  408: ['request_timeout', 'The request took too long to arrive.'],
  413: ['body_too_large', 'The request body is too large.'],
  414: ['url_too_long', 'The address is too long.'],
  415: [
    'unsupported_media_type',
    'Send the request body as JSON (Content-Type: application/json).',
  ],
  429: ['rate_limited', 'Too many requests. Please wait a moment and try again.'],
  431: ['headers_too_large', 'The request headers are too large.'],
};

/**
 * The error body for a client error that is not ours (Fastify, the JSON parser, Node's HTTP
 * parser): a fixed message per kind, never the error's own text, which may quote the input
 * (a JSON parse error quotes the body, a bad URL error the URL).
 */
export function clientErrorBody(error: { code?: string; statusCode?: number }): {
  status: number;
  body: ErrorBody;
} {
  const status = error.statusCode ?? 400;
  const [code, message] = (error.code ? FASTIFY_ERRORS[error.code] : undefined) ??
    CLIENT_ERRORS[status] ?? ['bad_request', 'The request is not valid.'];
  return { status, body: body(code, message) };
}

const sendClientError = (reply: FastifyReply, error: { code?: string; statusCode?: number }) => {
  const { status, body: answer } = clientErrorBody(error);
  return reply.status(status).send(answer);
};

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a bad % escape, a path
 * parameter past maxParamLength) get the error shape too.
 */
export const frameworkErrors = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  void sendClientError(reply, error);
};

/**
 * Fastify's `clientErrorHandler`: Node refused the request before Fastify saw it (headers or
 * URL too large, a malformed request line, a timeout). Answers in the error shape and closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const { status, body: answer } = clientErrorBody({ statusCode });
  const json = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendClientError(reply, error);
    // Transient: the answer says when to ask again.
    const unavailable = (retryAfterSeconds: number, code: string, message: string) =>
      reply.status(503).header('Retry-After', String(retryAfterSeconds)).send(body(code, message));
    if (isDependencyDown(error)) {
      request.log.error({ err: error }, 'a dependency is unreachable');
      return unavailable(
        5,
        'unavailable',
        'The service is temporarily unavailable. Please try again in a moment.',
      );
    }
    if (isReadModelNotReady(error)) {
      request.log.error({ err: error }, 'a read model does not have what the api asks of it');
      return unavailable(
        60,
        'rebuilding',
        'This data is being brought up to date after an upgrade. Please try again in a few minutes.',
      );
    }
    if (isUnstorableValue(error)) {
      request.log.warn({ err: error }, 'PostgreSQL refused a value of the request');
      return reply
        .status(400)
        .send(body('invalid_text', 'The request contains characters that cannot be stored.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
  });
}

export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
