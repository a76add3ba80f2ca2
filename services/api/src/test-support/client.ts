import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { EventStore } from '@teamledger/eventstore';
import { signIn, type PersonKey } from './sessions.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject() as one person (their session cookie) or as nobody. */
export function clientFor(app: FastifyInstance, cookie?: string) {
  const send = (
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, payload: unknown = {}, headers?: Record<string, string>) =>
      send('POST', url, payload, headers),
    put: (url: string, payload: unknown = {}, headers?: Record<string, string>) =>
      send('PUT', url, payload, headers),
    delete: (url: string) => send('DELETE', url),
  };
}

export type Client = ReturnType<typeof clientFor>;

/** Any stored payload's fields, none dropped: what streamEvents shows. */
const storedFields = z.record(z.string(), z.unknown());

/**
 * The type and data of every event in a stream, oldest first, as stored: not read back
 * through the upcasters, so a test sees exactly what was written (no password hash, say).
 */
export async function streamEvents(store: EventStore, stream: string) {
  return (await store.readStream(stream)).map((event) => ({
    type: event.type,
    data: storedFields.parse(event.data),
    actorId: event.metadata.actorId,
  }));
}

/** A signed-in client per person, e.g. `const as = await signedInClients(app, ['admin'])`. */
export async function signedInClients<K extends PersonKey>(
  app: FastifyInstance,
  keys: readonly K[],
): Promise<Record<K, Client>> {
  const entries = await Promise.all(
    keys.map(async (key) => [key, clientFor(app, await signIn(app, key))] as const),
  );
  return Object.fromEntries(entries) as Record<K, Client>;
}

/**
 * The lines of a CSV answer, once it has shown it is written as every CSV of ours is: a
 * UTF-8 byte order mark first and CRLF after every record (none of the tests' cells holds
 * a line break).
 */
export function csvLines(response: LightMyRequestResponse): string[] {
  const bytes = response.rawPayload;
  if (!bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) {
    throw new Error(`The CSV does not start with a UTF-8 BOM: ${bytes.subarray(0, 8).toString()}`);
  }
  const text = bytes.subarray(3).toString('utf8');
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) {
    throw new Error(`A CSV record does not end in CRLF: ${JSON.stringify(text.slice(0, 200))}`);
  }
  return text.slice(0, -2).split('\r\n');
}
