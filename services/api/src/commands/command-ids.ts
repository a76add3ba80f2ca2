import type { FastifyRequest } from 'fastify';
import { newId, uuidV5 } from '@teamledger/platform';

/** Namespace of the ids derived from a command's name (RFC 9562 version 5). */
const COMMAND_ID_NAMESPACE = '5b0f3c2e-8a61-4d7e-9c1a-2f4e6d8b0a13';

/** How many times a request has appended to each stream so far: its nth append's ids. */
const appendsByRequest = new WeakMap<FastifyRequest, Map<string, number>>();

/**
 * The id of something a command creates (a worklog, a team, a leave...). With an
 * Idempotency-Key it is the same on every retry of the command, so a retry whose first
 * try was appended but never answered (a connection lost at the commit) names the same
 * thing and the store recognises it; without a key it is new each time.
 */
export function createdId(request: FastifyRequest, purpose: string): string {
  return request.commandName === null
    ? newId()
    : uuidV5(`${request.commandName}:created:${purpose}`, COMMAND_ID_NAMESPACE);
}

/**
 * Ids for the events of this request's next append to `stream`, or undefined (random ids)
 * without an Idempotency-Key. Counted per stream, so a request appending to a stream twice
 * gives each append its own ids, the same ones on a retry.
 */
export function commandEventIds(
  request: FastifyRequest,
  stream: string,
): ((index: number) => string) | undefined {
  const { commandName } = request;
  if (commandName === null) return undefined;
  const counts = appendsByRequest.get(request) ?? new Map<string, number>();
  appendsByRequest.set(request, counts);
  const nth = counts.get(stream) ?? 0;
  counts.set(stream, nth + 1);
  return (index) => uuidV5(`${commandName}:append:${stream}:${nth}:${index}`, COMMAND_ID_NAMESPACE);
}
