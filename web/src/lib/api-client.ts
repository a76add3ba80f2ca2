import { z } from 'zod';
import { ApiError, type ApiErrorDetails } from './api-error';
import { forgetStartedRequests, takeStartedRequest } from './started-requests';

/** The API's error body (DESIGN.md decision 11). */
const errorBodySchema: z.ZodType<{ error: ApiErrorDetails }> = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    // A malformed `fields` must not cost the user the message itself.
    fields: z.record(z.string(), z.string()).optional().catch(undefined),
  }),
});

/**
 * The header of a command's answer that names the read models it stopped waiting for (the
 * API's READ_MODELS_PENDING_HEADER): the lists they feed show the change a little later.
 */
const READ_MODELS_PENDING_HEADER = 'Read-Models-Pending';

type ReadModelsPendingListener = (readModels: string[]) => void;
const readModelsPendingListeners = new Set<ReadModelsPendingListener>();

/** Calls `listener` whenever a command's answer says read models are still catching up. */
export function onReadModelsPending(listener: ReadModelsPendingListener): () => void {
  readModelsPendingListeners.add(listener);
  return () => readModelsPendingListeners.delete(listener);
}

export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server. Check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE =
  'The server sent an answer the app could not read. Please try again later.';

/** What to tell a person when the body is not the API's error shape (a proxy page, say). */
export function fallbackMessage(status: number): string {
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'The requested item was not found.';
  if (status === 408 || status === 504)
    return 'The server took too long to answer. Please try again.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server is not available right now. Please try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a non-2xx response into an ApiError, keeping the server's code and message when present. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const parsed = errorBodySchema.safeParse(parseJson(text));
  if (parsed.success) return new ApiError(response.status, parsed.data.error);
  return new ApiError(response.status, {
    code: 'http_error',
    message: fallbackMessage(response.status),
  });
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the response body; a mismatch is an ApiError, never a crash further down. */
  schema?: z.ZodType<T>;
  /**
   * Sent as Idempotency-Key: the server runs a command once per key and answers repeats
   * with the first answer. Use one key per body sent (useCommandForm), reused on retry.
   */
  idempotencyKey?: string;
}

/**
 * Calls the API on the same origin with the session cookie, JSON in and out. Resolves with
 * the body (undefined when empty); rejects with an ApiError on any failure but cancellation.
 * Endpoints are called through callEndpoint, which builds the URL from their contract.
 */
export async function request<T = unknown>(
  url: string,
  { method = 'GET', body, signal, schema, idempotencyKey }: RequestOptions<T> = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  };

  // A GET the app's first module already started (started-requests.ts) is not sent twice.
  const started = method === 'GET' && !idempotencyKey ? takeStartedRequest(url) : undefined;
  if (method !== 'GET') forgetStartedRequests();

  let response: Response;
  try {
    response = await (started ?? fetch(url, init));
    signal?.throwIfAborted();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { code: 'network_error', message: NETWORK_ERROR_MESSAGE }, { cause });
  }
  if (!response.ok) throw await toApiError(response);
  const pending = response.headers.get(READ_MODELS_PENDING_HEADER);
  if (pending) {
    const readModels = pending.split(',').map((name) => name.trim());
    for (const listener of readModelsPendingListeners) listener(readModels);
  }

  const text = await response.text();
  const data = text === '' ? undefined : parseJson(text);
  const invalid = () =>
    new ApiError(response.status, { code: 'invalid_response', message: INVALID_RESPONSE_MESSAGE });
  if (text !== '' && data === undefined) throw invalid();
  if (!schema) return data as T;
  const checked = schema.safeParse(data);
  if (!checked.success) throw invalid();
  return checked.data;
}
