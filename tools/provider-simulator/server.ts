import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createDataset, type DatasetOptions } from './data.js';

/**
 * A fault the next matching requests get: 429 with Retry-After, 500, a slow answer, JSON
 * that does not parse, JSON that does not fit Assembla's schema, or any text as 200 (raw).
 */
export const faultSchema = z.object({
  kind: z.enum(['429', '500', 'slow', 'malformed', 'bad-data', 'raw']),
  /** How many matching requests get it. */
  times: z.number().int().min(1).default(1),
  /** Only requests whose URL contains this (e.g. 'tasks.json'); all by default. */
  match: z.string().optional(),
  /** Seconds, for 429. */
  retryAfter: z.number().min(0).default(1),
  /** Milliseconds, for slow. */
  delayMs: z.number().int().min(0).default(2000),
  /** For raw: the answer's text and its Content-Type. */
  body: z.string().default(''),
  contentType: z.string().default('application/json'),
});
export type Fault = z.output<typeof faultSchema>;
export type FaultInput = z.input<typeof faultSchema>;

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
  let faults: Fault[] = [];
  let extras: ExtraRecords = {};
  const counts: Record<string, number> = {};
  /** The last task query, so paging through 100,000 tasks filters them once. */
  let cached: { key: string; tasks: unknown[] } | null = null;

  const setFaults = (input: FaultInput[]) => {
    faults = input.map((fault) => faultSchema.parse(fault));
  };

  app.put('/_simulator/faults', async (request, reply) => {
    const parsed = z.object({ faults: z.array(faultSchema) }).safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    faults = parsed.data.faults;
    return { faults };
  });
  app.delete('/_simulator/faults', async () => {
    faults = [];
    return { faults };
  });
  app.get('/_simulator/requests', async () => counts);

  /** Takes one use of the first switched-on fault that matches the request. */
  function fault(request: FastifyRequest): Fault | null {
    const found = faults.find((f) => f.times > 0 && (!f.match || request.url.includes(f.match)));
    if (!found) return null;
    found.times--;
    return found;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/_simulator')) return;
    const path = request.url.split('?')[0]!;
    counts[path] = (counts[path] ?? 0) + 1;
    if (
      (options.apiKey !== undefined && request.headers['x-api-key'] !== options.apiKey) ||
      (options.apiSecret !== undefined && request.headers['x-api-secret'] !== options.apiSecret)
    ) {
      return reply.code(401).send({ error: 'Unauthorized' });
    }
    const active = fault(request);
    if (!active) return;
    switch (active.kind) {
      case '429':
        return reply
          .code(429)
          .header('retry-after', String(active.retryAfter))
          .send({ error: 'Too Many Requests' });
      case '500':
        return reply.code(500).send({ error: 'Internal Server Error' });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, active.delayMs));
        return;
      case 'malformed':
        return reply.code(200).type('application/json').send('[{"id": 1, "hours": "1.0"');
      case 'bad-data':
        return reply.code(200).type('application/json').send('[{"id": 1, "hours": "one hour"}]');
      case 'raw':
        return reply.code(200).type(active.contentType).send(active.body);
    }
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

  return { app, setFaults, setExtras, requests: () => ({ ...counts }) };
}
