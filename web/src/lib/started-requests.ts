/**
 * GET requests started before the code that reads them has arrived: the app's first
 * module starts GET /api/me while React and the contracts (zod) are still being evaluated,
 * and `request` (api-client.ts) takes the answer instead of asking again. This module
 * imports nothing, so the first module can use it before anything else runs.
 */
const started = new Map<string, { response: Promise<Response>; at: number }>();

/**
 * How long a started answer waits to be taken. The screen it was started for takes it within
 * its first render; one never taken (a screen that asked for something else) must not
 * answer a visit to that screen minutes later.
 */
export const STARTED_REQUEST_TTL_MS = 10_000;

/** The init `request` sends a GET with; a started request is the same request, only sooner. */
export const GET_INIT: RequestInit = {
  method: 'GET',
  credentials: 'include',
  headers: { Accept: 'application/json' },
};

/** Starts GET `url` now; the first `request` for the same URL gets its answer. */
export function startRequest(url: string): void {
  const response = fetch(url, GET_INIT);
  // A failure surfaces where the answer is taken; until then it is not unhandled.
  response.catch(() => undefined);
  started.set(url, { response, at: Date.now() });
}

/** The answer of a GET started for `url`, once; undefined when none was started lately. */
export function takeStartedRequest(url: string): Promise<Response> | undefined {
  const entry = started.get(url);
  started.delete(url);
  return entry && Date.now() - entry.at <= STARTED_REQUEST_TTL_MS ? entry.response : undefined;
}

/**
 * Drops every answer not taken yet. A command (signing in or out, say) may change what a GET
 * answers, so after one the app asks again instead of reading an answer from before it.
 */
export function forgetStartedRequests(): void {
  started.clear();
}
