import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ProviderDataError, ProviderUnavailableError, parseRecords } from '@teamledger/domain';
import type { Logger } from '@teamledger/platform';

/** What every provider adapter takes beside its address and credentials. */
export interface ProviderHttpOptions {
  logger: Logger;
  /** Tries of one call before it gives up (429 and 5xx and network errors count). */
  attempts?: number;
  /** The first wait after a 5xx; it doubles each time, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** The longest Retry-After honoured; a longer one fails the call (the job retries later). */
  maxRetryAfterMs?: number;
  /** One call's longest wait for an answer. */
  timeoutMs?: number;
  wait?: (ms: number) => Promise<unknown>;
}

export type Answer<T> = { status: 'ok'; data: T } | { status: 'none' } | { status: 'not_found' };

/** Retry-After in seconds or as an HTTP date; a missing or unreadable one waits a second. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

/**
 * How long a 429 asks to wait: Retry-After, else the moment X-RateLimit-Reset names (Jira
 * Cloud sends both; an ISO date-time or epoch seconds), else a second.
 */
export function rateLimitWaitMs(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) return retryAfterMs(retryAfter, now);
  const reset = headers.get('x-ratelimit-reset');
  if (reset !== null) {
    const seconds = Number(reset);
    const at = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(reset);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return 1000;
}

/**
 * The HTTP calls of a provider adapter: a 429 waits what Retry-After (or the rate-limit
 * reset) says; a 5xx, a timeout or a dropped connection is tried again after a doubling
 * pause. An answer that is not JSON, or does not fit where it must, is refused whole with
 * the reason logged; in a list, each record that does not fit is skipped with its reason.
 */
export function createProviderHttp(
  root: string,
  headers: Record<string, string>,
  {
    logger,
    attempts = 5,
    baseDelayMs = 500,
    maxDelayMs = 30_000,
    maxRetryAfterMs = 120_000,
    timeoutMs = 30_000,
    wait = sleep,
  }: ProviderHttpOptions,
) {
  async function call<T>(
    name: string,
    path: string,
    query: URLSearchParams | null,
    parse: (json: unknown) => { ok: true; data: T } | { ok: false; reason: string },
    body?: unknown,
  ): Promise<Answer<T>> {
    const url = `${root}${path}${query ? `?${query.toString()}` : ''}`;
    let lastProblem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            ...headers,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastProblem = (error as Error).message;
        await backoff(
          name,
          attempt,
          lastProblem,
          Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)),
        );
        continue;
      }
      if (response.status === 429) {
        const delay = rateLimitWaitMs(response.headers);
        lastProblem = `429 Too Many Requests (Retry-After ${response.headers.get('retry-after') ?? 'none'})`;
        await response.body?.cancel();
        if (delay > maxRetryAfterMs) break;
        await backoff(name, attempt, lastProblem, delay);
        continue;
      }
      if (response.status >= 500) {
        lastProblem = `HTTP ${response.status}`;
        await response.body?.cancel();
        await backoff(
          name,
          attempt,
          lastProblem,
          Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)),
        );
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { status: 'not_found' };
      }
      if (response.status === 204) return { status: 'none' };
      if (!response.ok) {
        await response.body?.cancel();
        // 401/403 (credentials) and other refusals: retrying the same request cannot help.
        throw new ProviderUnavailableError(name, `HTTP ${response.status}`);
      }
      const text = await response.text();
      if (text.trim() === '') return { status: 'none' };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return refuse(name, 'the answer is not JSON');
      }
      const parsed = parse(json);
      if (!parsed.ok) return refuse(name, parsed.reason);
      return { status: 'ok', data: parsed.data };
    }
    throw new ProviderUnavailableError(name, `${lastProblem} after ${attempts} tries`);
  }

  async function backoff(name: string, attempt: number, problem: string, delayMs: number) {
    if (attempt >= attempts) return;
    logger.warn(
      { call: name, attempt, problem, retryInMs: delayMs },
      'provider call failed, retrying',
    );
    await wait(delayMs);
  }

  function refuse(name: string, reason: string): never {
    logger.error({ call: name, reason }, 'provider answer refused: nothing of it was applied');
    throw new ProviderDataError(name, reason);
  }

  const one =
    <S extends z.ZodType>(schema: S) =>
    (json: unknown) => {
      const parsed = schema.safeParse(json);
      return parsed.success
        ? { ok: true as const, data: parsed.data }
        : { ok: false as const, reason: z.prettifyError(parsed.error) };
    };
  const records =
    <S extends z.ZodType>(schema: S, name: string) =>
    (json: unknown) => {
      const parsed = parseRecords(schema, json, name);
      return parsed
        ? { ok: true as const, data: parsed }
        : { ok: false as const, reason: 'expected a list' };
    };
  return { call, refuse, one, records };
}
