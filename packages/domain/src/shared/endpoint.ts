import { z } from 'zod';
import type { AccessRule } from '../access/index.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The one error body of the API (DESIGN.md decision 11). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The error statuses an endpoint can answer, each with the error body. */
export const errorResponses = <const Statuses extends readonly number[]>(...statuses: Statuses) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [Status in Statuses[number]]: typeof errorBodySchema;
  };

/** A 204 answers no body. */
export const noContent = z.null();

/**
 * One HTTP endpoint: everything the API route, its OpenAPI entry, its permission check and
 * the web's fetcher derive from. Path parameters are written `:name` and each one is a key
 * of `params`.
 */
export interface Endpoint {
  method: HttpMethod;
  path: `/api/${string}`;
  /** OpenAPI. */
  summary: string;
  tags: readonly string[];
  /** Left out of OpenAPI (the test clock). */
  hidden?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer per status: one success (2xx) and the errors it can answer. */
  responses: { readonly [status: number]: z.ZodType };
  access: AccessRule;
}

/** Keeps the literal method, path and schemas of a contract for the types derived from it. */
export const endpoint = <const E extends Endpoint>(contract: E): E => contract;

export type ParamsSchemaOf<E extends Endpoint> = E extends { params: infer S extends z.ZodType }
  ? S
  : undefined;
export type QuerySchemaOf<E extends Endpoint> = E extends { query: infer S extends z.ZodType }
  ? S
  : undefined;
export type BodySchemaOf<E extends Endpoint> = E extends { body: infer S extends z.ZodType }
  ? S
  : undefined;

/** The success status of an endpoint; never when it only answers errors. */
export type SuccessStatusOf<E extends Endpoint> = Extract<
  keyof E['responses'],
  200 | 201 | 202 | 204
>;

/** What a caller gets on success: the success schema's output; nothing for a 204 or none. */
export type AnswerOf<E extends Endpoint> = [SuccessStatusOf<E>] extends [never]
  ? void
  : SuccessStatusOf<E> extends 204
    ? void
    : z.output<E['responses'][SuccessStatusOf<E>]>;

const SUCCESS_STATUSES = [200, 201, 202, 204] as const;

/** The success status and schema of a contract, or undefined when it only answers errors. */
export function successOf(contract: Endpoint): { status: number; schema: z.ZodType } | undefined {
  for (const status of SUCCESS_STATUSES) {
    const schema = contract.responses[status];
    if (schema) return { status, schema };
  }
  return undefined;
}

/** The names of the `:name` segments of a path, in order. */
export const pathParamNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** "METHOD /path", how the permission matrix and the logs name an endpoint. */
export const endpointKey = (contract: Pick<Endpoint, 'method' | 'path'>) =>
  `${contract.method} ${contract.path}`;
