import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createDataset, type DatasetOptions } from './data.js';
import { installFaults, type FaultInput } from './faults.js';

export { faultSchema, type Fault, type FaultInput } from './faults.js';

export interface SimulatorOptions extends DatasetOptions {
  /** When set, requests must carry these in X-Api-Key and X-Api-Secret. */
  apiKey?: string;
  apiSecret?: string;
  logger?: boolean;
}

/**
 * Records served beside the generated ones, as they are (hostile ones too): users,
 * milestones and standups in every space's answer, tasks after the range's, and tickets by
 * `<space id>#<number>` in place of the generated ones.
 */
export interface ExtraRecords {
  spaces?: unknown[];
  users?: unknown[];
  milestones?: unknown[];
  standups?: unknown[];
  tasks?: unknown[];
  tickets?: Record<string, unknown>;
}

export interface ProviderSimulator {
  app: FastifyInstance;
  /** Replaces the switched-on faults (the same as PUT /_simulator/faults). */
  setFaults(faults: FaultInput[]): void;
  /** Replaces the records served beside the generated ones. */
  setExtras(extras: ExtraRecords): void;
  /** Requests served per path, faults included. */
  requests(): Record<string, number>;
}

/**
 * The provider simulator: Assembla's v1 endpoints the sync calls, over deterministic data,
 * with faults that can be switched on through PUT /_simulator/faults or setFaults.
 */
export function createProviderSimulator(options: SimulatorOptions = {}): ProviderSimulator {
  const data = createDataset(options);
  const app = Fastify({ logger: options.logger ?? false });
  let extras: ExtraRecords = {};
  /** The last task query, so paging through 100,000 tasks filters them once. */
  let cached: { key: string; tasks: unknown[] } | null = null;

  const { setFaults, requests } = installFaults(app, {
    authorized: (request) =>
      (options.apiKey === undefined || request.headers['x-api-key'] === options.apiKey) &&
      (options.apiSecret === undefined || request.headers['x-api-secret'] === options.apiSecret),
  });

  const spaceParams = z.object({ spaceId: z.string() });
  const known = (spaceId: string) => data.spaces.some((space) => space.id === spaceId);
  const range = (query: Record<string, unknown>) => ({
    from: typeof query.from === 'string' ? query.from.slice(0, 10) : '1970-01-01',
    to: typeof query.to === 'string' ? query.to.slice(0, 10) : '2999-12-31',
  });

  app.get('/v1/spaces.json', async () => [
    ...data.spaces.map((space) => ({ id: space.id, name: space.name, wiki_name: space.id })),
    ...(extras.spaces ?? []),
  ]);
  app.get('/v1/spaces/:spaceId/users.json', async (request, reply) => {
    const { spaceId } = spaceParams.parse(request.params);
    if (!known(spaceId)) return reply.code(404).send({ error: 'Not found' });
    return [
      ...data.users
        .filter((user) => user.spaceIds.includes(spaceId))
        .map((user) => ({
          id: user.id,
          login: user.email.split('@')[0],
          name: user.name,
          email: user.email,
        })),
      ...(extras.users ?? []),
    ];
  });
  app.get('/v1/spaces/:spaceId/milestones/all.json', async (request, reply) => {
    const { spaceId } = spaceParams.parse(request.params);
    if (!known(spaceId)) return reply.code(404).send({ error: 'Not found' });
    const milestones = [...data.milestones(spaceId), ...(extras.milestones ?? [])];
    return milestones.length === 0 ? reply.code(204).send() : milestones;
  });
  app.get('/v1/spaces/:spaceId/tickets/:number.json', async (request, reply) => {
    const { spaceId, number } = z
      .object({ spaceId: z.string(), number: z.coerce.number().int() })
      .parse(request.params);
    const key = `${spaceId}#${number}`;
    // An extra ticket is served as given, null included: a test may serve a spoiled one.
    if (extras.tickets && key in extras.tickets) {
      return reply.type('application/json').send(JSON.stringify(extras.tickets[key]));
    }
    const ticket = data.ticket(spaceId, number);
    return ticket ?? reply.code(404).send({ error: 'Not found' });
  });
  app.get('/v1/spaces/:spaceId/standup_reports.json', async (request, reply) => {
    const { spaceId } = spaceParams.parse(request.params);
    if (!known(spaceId)) return reply.code(404).send({ error: 'Not found' });
    const { from, to } = range(request.query as Record<string, unknown>);
    return [...data.standups(spaceId, from, to), ...(extras.standups ?? [])];
  });
  app.get('/v1/tasks.json', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = Math.max(1, Number(query.page) || 1);
    const perPage = Math.min(100, Math.max(1, Number(query.per_page) || 25));
    const rawSpaces = query['spaces[]'] ?? query.spaces ?? [];
    const spaceIds = (Array.isArray(rawSpaces) ? rawSpaces : [rawSpaces]).map(String);
    const { from, to } = range(query);
    const key = JSON.stringify([from, to, spaceIds, data.today(), extras.tasks?.length ?? 0]);
    if (cached?.key !== key) {
      cached = { key, tasks: [...data.tasks(from, to, spaceIds), ...(extras.tasks ?? [])] };
    }
    const slice = cached.tasks.slice((page - 1) * perPage, page * perPage);
    // Past the last page Assembla answers 204 No Content.
    return slice.length === 0 ? reply.code(204).send() : slice;
  });

  const setExtras = (records: ExtraRecords) => {
    extras = records;
    cached = null;
  };

  return { app, setFaults, setExtras, requests };
}
