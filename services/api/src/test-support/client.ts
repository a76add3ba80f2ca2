import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/** The type and data of every event in a stream, oldest first. */
export async function streamEvents(store: EventStore, stream: string) {
  return (await store.readStream(stream)).map((event) => ({
    type: event.type,
    data: event.data as Record<string, unknown>,
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
