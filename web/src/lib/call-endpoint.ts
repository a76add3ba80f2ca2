import type { z } from 'zod';
import {
  endpointKey,
  successOf,
  type AnswerOf,
  type BodySchemaOf,
  type Endpoint,
  type ParamsSchemaOf,
  type QuerySchemaOf,
} from '@teamledger/domain';
import { request } from './api-client';

/** A contract's schema as an input field: required, optional, or absent when it has none. */
type Field<Key extends string, Schema, Required extends boolean> = Schema extends z.ZodType
  ? Required extends true
    ? { [K in Key]: z.input<Schema> }
    : { [K in Key]?: z.input<Schema> }
  : { [K in Key]?: never };

/** What the URL of a call is built from: its path parameters and query. */
type UrlInput<E extends Endpoint> = Field<'params', ParamsSchemaOf<E>, true> &
  Field<'query', QuerySchemaOf<E>, false>;

/** What a call of an endpoint sends: its path parameters, query and body, as its contract types them. */
export type EndpointInput<E extends Endpoint> = UrlInput<E> &
  Field<'body', BodySchemaOf<E>, true> & {
    /** Sent as Idempotency-Key: one key per submission, reused on retry. */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

/** The input may be left out when nothing in it is required. */
type InputArgs<Input> = object extends Input ? [input?: Input] : [input: Input];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The URL of a call: each `:name` of the path replaced by its parameter (URI-encoded), then
 * the query without its undefined and null values.
 */
export function endpointUrl<E extends Endpoint>(
  contract: E,
  ...[input]: InputArgs<UrlInput<E>>
): string {
  return urlOf(contract, (input ?? {}) as LooseInput);
}

function urlOf(contract: Endpoint, { params, query }: LooseInput): string {
  const path = contract.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (isBlank(value)) {
      throw new Error(`${endpointKey(contract)} needs the path parameter '${name}'`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * Calls an endpoint as its contract describes it: method and URL from the contract, JSON
 * body, and the answer checked by the contract's success schema (a mismatch is an ApiError).
 * A 204, or an endpoint that only answers errors, resolves with nothing.
 */
export async function callEndpoint<E extends Endpoint>(
  contract: E,
  ...[input]: InputArgs<EndpointInput<E>>
): Promise<AnswerOf<E>> {
  const loose = (input ?? {}) as LooseInput;
  const { body, idempotencyKey, signal } = loose;
  const success = successOf(contract);
  const answer = await request(urlOf(contract, loose), {
    method: contract.method,
    body,
    idempotencyKey,
    signal,
    schema: success && success.status !== 204 ? success.schema : undefined,
  });
  return answer as AnswerOf<E>;
}
