import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  ProviderDataError,
  ProviderUnavailableError,
  assemblaMilestoneListSchema,
  assemblaSpaceListSchema,
  assemblaStandupListSchema,
  assemblaTaskPageSchema,
  assemblaTicketSchema,
  assemblaUserListSchema,
  type ProviderRange,
  type WorkProvider,
} from '@teamledger/domain';
import type { Logger } from '@teamledger/platform';

/** Assembla's largest page; a shorter page is the last one. */
export const TASK_PAGE_SIZE = 100;

export interface AssemblaAdapterOptions {
  /** The API root, e.g. https://api.assembla.com/v1 (or the simulator's /v1). */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
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

type Answer<T> = { status: 'ok'; data: T } | { status: 'none' } | { status: 'not_found' };

/** Retry-After in seconds or as an HTTP date; a missing or unreadable one waits a second. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

/**
 * WorkProvider over Assembla's v1 REST API. The key and secret come from the worker's
 * environment and travel only in these headers. A 429 waits what Retry-After says; a 5xx,
 * a timeout or a dropped connection is tried again after a doubling pause. An answer that
 * is not JSON, or does not fit its schema, is refused whole with the reason logged.
 */
export function createAssemblaProvider({
  baseUrl,
  apiKey,
  apiSecret,
  logger,
  attempts = 5,
  baseDelayMs = 500,
  maxDelayMs = 30_000,
  maxRetryAfterMs = 120_000,
  timeoutMs = 30_000,
  wait = sleep,
}: AssemblaAdapterOptions): WorkProvider {
  const root = baseUrl.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(
    name: string,
    path: string,
    query: URLSearchParams | null,
    schema: S,
  ): Promise<Answer<z.output<S>>> {
    const url = `${root}${path}${query ? `?${query.toString()}` : ''}`;
    let lastProblem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'X-Api-Key': apiKey, 'X-Api-Secret': apiSecret, Accept: 'application/json' },
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
        const delay = retryAfterMs(response.headers.get('retry-after'));
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
      const body = await response.text();
      if (body.trim() === '') return { status: 'none' };
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return refuse(name, 'the answer is not JSON');
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return refuse(name, z.prettifyError(parsed.error));
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

  const list = async <S extends z.ZodType<unknown[]>>(
    name: string,
    path: string,
    schema: S,
    query: URLSearchParams | null = null,
  ): Promise<z.output<S>> => {
    const answer = await call(name, path, query, schema);
    return answer.status === 'ok' ? answer.data : ([] as z.output<S>);
  };
  const space = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}`;

  return {
    listSpaces: () => list('spaces', '/spaces.json', assemblaSpaceListSchema),
    listSpaceUsers: (spaceId) =>
      list('space users', `${space(spaceId)}/users.json`, assemblaUserListSchema),
    listMilestones: (spaceId) =>
      list('milestones', `${space(spaceId)}/milestones/all.json`, assemblaMilestoneListSchema),
    async getTicket(spaceId, number) {
      const answer = await call(
        'ticket',
        `${space(spaceId)}/tickets/${number}.json`,
        null,
        assemblaTicketSchema,
      );
      return answer.status === 'ok' ? answer.data : null;
    },
    async *taskPages({ from, to, spaceIds }) {
      for (let page = 1; ; page++) {
        const query = new URLSearchParams({
          page: String(page),
          per_page: String(TASK_PAGE_SIZE),
          from,
          to,
        });
        for (const id of spaceIds) query.append('spaces[]', id);
        const answer = await call(
          `tasks page ${page}`,
          '/tasks.json',
          query,
          assemblaTaskPageSchema,
        );
        if (answer.status !== 'ok' || answer.data.length === 0) return;
        yield answer.data;
        if (answer.data.length < TASK_PAGE_SIZE) return;
      }
    },
    listStandups: (spaceId, { from, to }: ProviderRange) =>
      list(
        'standups',
        `${space(spaceId)}/standup_reports.json`,
        assemblaStandupListSchema,
        new URLSearchParams({ from, to }),
      ),
  };
}
