import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  ProviderDataError,
  ProviderUnavailableError,
  assemblaMilestoneSchema,
  assemblaSpaceSchema,
  assemblaStandupSchema,
  assemblaTaskSchema,
  assemblaTicketSchema,
  assemblaUserSchema,
  parseRecords,
  type ProviderRange,
  type ProviderRecords,
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
 * is not JSON, or not a list where a list is due, is refused whole with the reason logged;
 * in a list, each record that does not fit its schema is skipped with its reason.
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

  async function call<T>(
    name: string,
    path: string,
    query: URLSearchParams | null,
    parse: (json: unknown) => { ok: true; data: T } | { ok: false; reason: string },
  ): Promise<Answer<T>> {
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
  const list = async <S extends z.ZodType>(
    name: string,
    path: string,
    schema: S,
    query: URLSearchParams | null = null,
  ): Promise<ProviderRecords<z.output<S>>> => {
    const answer = await call(name, path, query, records(schema, name));
    return answer.status === 'ok' ? answer.data : { records: [], skipped: [] };
  };
  const space = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}`;

  return {
    listSpaces: () => list('spaces', '/spaces.json', assemblaSpaceSchema),
    listSpaceUsers: (spaceId) =>
      list(`space ${spaceId} users`, `${space(spaceId)}/users.json`, assemblaUserSchema),
    listMilestones: (spaceId) =>
      list(
        `space ${spaceId} milestones`,
        `${space(spaceId)}/milestones/all.json`,
        assemblaMilestoneSchema,
      ),
    async getTicket(spaceId, number) {
      const answer = await call(
        `ticket ${number}`,
        `${space(spaceId)}/tickets/${number}.json`,
        null,
        one(assemblaTicketSchema),
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
        const name = `tasks page ${page}`;
        const answer = await call(name, '/tasks.json', query, records(assemblaTaskSchema, name));
        if (answer.status !== 'ok') return;
        const { records: tasks, skipped } = answer.data;
        const size = tasks.length + skipped.length;
        if (size === 0) return;
        yield answer.data;
        if (size < TASK_PAGE_SIZE) return;
      }
    },
    listStandups: (spaceId, { from, to }: ProviderRange) =>
      list(
        `space ${spaceId} standups`,
        `${space(spaceId)}/standup_reports.json`,
        assemblaStandupSchema,
        new URLSearchParams({ from, to }),
      ),
  };
}
