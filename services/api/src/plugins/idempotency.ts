import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@teamledger/domain';

/**
 * Idempotency-Key for commands (DESIGN.md section 7): the same key from the same person
 * on the same route gets the first answer again, and the command runs once. A double click
 * or a retry after a lost answer therefore appends nothing new. Only a success (2xx) is kept,
 * in Redis for a day: a refused command changed nothing, so its key is released and the
 * person may send it again, corrected or not. A key reused with a different body while its
 * success is kept is refused.
 */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long a claim without an answer blocks the key: if the API died mid-request, a retry
 * after this runs the command again instead of waiting a whole day.
 */
export const PENDING_TTL_SECONDS = 60;
const PENDING_WAIT_MS = 5_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

interface StoredAnswer {
  state: 'pending' | 'done';
  fingerprint: string;
  status?: number;
  contentType?: string;
  body?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRecord: string | null;
    /**
     * Names this command across its retries (who, route, key and body), or null without an
     * Idempotency-Key: the ids of what it creates and appends derive from it
     * (commands/command-ids.ts), so a retry after a lost answer finds its own events.
     */
    commandName: string | null;
  }
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');

async function replay(reply: FastifyReply, answer: StoredAnswer): Promise<FastifyReply> {
  return reply
    .status(answer.status ?? 200)
    .header('content-type', answer.contentType ?? 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(answer.body ?? '');
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyRecord', null);
  app.decorateRequest('commandName', null);
  const { redis } = app.deps;

  // preHandler: after authentication and body validation, so only valid commands count.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || request.method === 'GET' || request.method === 'HEAD') return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new DomainError(
        'invalid',
        'invalid_idempotency_key',
        'Idempotency-Key must be 8 to 100 letters, digits, - or _.',
      );
    }
    const who = request.sessionUser?.id ?? `anonymous:${request.ip}`;
    const record = `${app.deps.config.REDIS_PREFIX}:idempotency:${who}:${request.method} ${request.routeOptions.url}:${key}`;
    const fingerprint = fingerprintOf(request);
    const claim = async () =>
      (await redis.set(
        record,
        JSON.stringify({ state: 'pending', fingerprint } satisfies StoredAnswer),
        'EX',
        PENDING_TTL_SECONDS,
        'NX',
      )) === 'OK';
    const deadline = Date.now() + PENDING_WAIT_MS;
    for (;;) {
      if (await claim()) {
        request.idempotencyRecord = record;
        request.commandName = `${record}:${fingerprint}`;
        return;
      }
      const raw = await redis.get(record);
      // The other attempt was refused or failed and released the key: claim it and run.
      if (raw === null) continue;
      const answer = JSON.parse(raw) as StoredAnswer;
      if (answer.fingerprint !== fingerprint) {
        throw new DomainError(
          'rule',
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (answer.state === 'done') return replay(reply, answer);
      if (Date.now() > deadline) {
        throw new DomainError(
          'conflict',
          'request_in_progress',
          'This request is still being processed. Try again in a moment.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = request.idempotencyRecord;
    if (!record) return payload;
    request.idempotencyRecord = null;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') {
      // A refusal or a failure changed nothing worth replaying: the key is free again.
      await redis.del(record);
      return payload;
    }
    const answer: StoredAnswer = {
      state: 'done',
      fingerprint: fingerprintOf(request),
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload,
    };
    await redis.set(record, JSON.stringify(answer), 'EX', IDEMPOTENCY_TTL_SECONDS);
    return payload;
  });
});
