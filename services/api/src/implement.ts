import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodySchemaOf, Endpoint, ParamsSchemaOf, QuerySchemaOf } from '@teamledger/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was derived from; the access plugin reads its rule. */
    contract?: Endpoint;
  }
}

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of a contract: what the type provider validates, serialises and types. */
export interface RouteSchemaOf<E extends Endpoint> {
  tags: string[];
  summary: string;
  hide?: boolean;
  params: ParamsSchemaOf<E>;
  querystring: QuerySchemaOf<E>;
  body: BodySchemaOf<E>;
  response: E['responses'];
}

export interface Implementation<E extends Endpoint> {
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchemaOf<E>,
    ZodTypeProvider
  >;
  /** Route config besides the contract, e.g. a rate limit for this route. */
  config?: Omit<FastifyContextConfig, 'contract'>;
}

/** The route options a contract derives: method, url, schema (with OpenAPI), config. */
export function routeOptions<E extends Endpoint>(contract: E) {
  const { method, path, tags, summary, hidden, params, query, body, responses } = contract;
  return {
    method,
    url: path,
    schema: {
      tags: [...tags],
      summary,
      ...(hidden ? { hide: true } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: responses,
    } as RouteSchemaOf<E>,
    config: { contract } satisfies FastifyContextConfig,
  };
}

/**
 * Registers the route of a contract with its handler. The handler's request and reply are
 * typed by the contract's schemas; the access plugin checks the contract's rule first.
 */
export function implement<E extends Endpoint>(
  app: ZodApp,
  contract: E,
  { handler, config }: Implementation<E>,
): void {
  const route = routeOptions(contract);
  app.route({ ...route, config: { ...config, ...route.config }, handler });
}
