import type { z } from 'zod';
import {
  assemblaMilestoneSchema,
  assemblaSpaceSchema,
  assemblaStandupSchema,
  assemblaTaskSchema,
  assemblaTicketSchema,
  assemblaUserSchema,
  type ProviderRange,
  type ProviderRecords,
  type WorkProvider,
} from '@teamledger/domain';
import { createProviderHttp, type ProviderHttpOptions } from './http.js';

export { retryAfterMs } from './http.js';

/** Assembla's largest page; a shorter page is the last one. */
export const TASK_PAGE_SIZE = 100;

export interface AssemblaAdapterOptions extends ProviderHttpOptions {
  /** The API root, e.g. https://api.assembla.com/v1 (or the simulator's /v1). */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
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
  ...options
}: AssemblaAdapterOptions): WorkProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const { call, one, records } = createProviderHttp(
    root,
    { 'X-Api-Key': apiKey, 'X-Api-Secret': apiSecret },
    options,
  );

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
