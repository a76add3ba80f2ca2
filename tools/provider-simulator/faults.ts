import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * A fault the next matching requests get: 429 with Retry-After, 500, a slow answer, JSON
 * that does not parse, JSON that does not fit the provider's schema, or any text as 200 (raw).
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

/**
 * The switchable faults every simulator shares: PUT/DELETE /_simulator/faults, GET
 * /_simulator/requests, and an onRequest hook that counts requests, refuses those
 * `authorized` refuses (401), then serves the first matching fault. `rateLimitHeaders`
 * adds a provider's own headers to a 429 (Jira's X-RateLimit-*).
 */
export function installFaults(
  app: FastifyInstance,
  {
    authorized,
    rateLimitHeaders = () => ({}),
  }: {
    authorized: (request: FastifyRequest) => boolean;
    rateLimitHeaders?: (fault: Fault) => Record<string, string>;
  },
) {
  let faults: Fault[] = [];
  const counts: Record<string, number> = {};
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
    if (!authorized(request)) {
      return reply.code(401).send({ error: 'Unauthorized' });
    }
    const active = fault(request);
    if (!active) return;
    switch (active.kind) {
      case '429':
        return reply
          .code(429)
          .headers(rateLimitHeaders(active))
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

  return { setFaults, requests: () => ({ ...counts }) };
}
