import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  fallbackMessage,
  onReadModelsPending,
  request,
} from './api-client';
import { ApiError } from './api-error';
import { sessionEnded, shouldRetry } from './react-query';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with the session cookie and returns the JSON body', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));

    await expect(
      request('/api/things?page=2', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"a":1}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('resolves with undefined on an empty success', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(request('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("carries the server's status, code, message and fields on failure", async () => {
    stubFetch(
      json(400, {
        error: { code: 'invalid', message: 'Email is required', fields: { email: 'Required' } },
      }),
    );

    const error = await failure(request('/api/things'));

    expect(error).toMatchObject({
      status: 400,
      code: 'invalid',
      message: 'Email is required',
      fields: { email: 'Required' },
    });
  });

  it('falls back to a readable message when the body is not the error shape', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await failure(request('/api/things'));

    expect(error.status).toBe(502);
    expect(error.message).toBe(fallbackMessage(502));
    expect(error.message).toMatch(/not available/);
  });

  it('reports an unreachable server as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    const error = await failure(request('/api/things'));

    expect(error).toMatchObject({
      status: 0,
      code: 'network_error',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('tells its listeners which read models a command answer says are still catching up', async () => {
    const heard: string[][] = [];
    const stop = onReadModelsPending((readModels) => heard.push(readModels));
    try {
      stubFetch(json(200, { ok: true }));
      await request('/api/users/u1/status', { method: 'POST', body: {} });
      expect(heard).toEqual([]);
      stubFetch(
        new Response('{}', {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Read-Models-Pending': 'users, teams' },
        }),
      );
      await request('/api/users/u1/status', { method: 'POST', body: {} });
      expect(heard).toEqual([['users', 'teams']]);
    } finally {
      stop();
    }
  });

  it('refuses a body that does not match the schema', async () => {
    stubFetch(json(200, { user: { id: 7 } }));

    const error = await failure(
      request('/api/me', { schema: z.object({ user: z.object({ id: z.string() }) }) }),
    );

    expect(error).toMatchObject({ code: 'invalid_response', message: INVALID_RESPONSE_MESSAGE });
  });
});

describe('shouldRetry', () => {
  const apiError = (status: number) => new ApiError(status, { code: 'x', message: 'x' });

  it('never retries a 4xx', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(429))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(1, apiError(0))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });
});

describe('sessionEnded', () => {
  it('is true for a 401 only', () => {
    expect(sessionEnded(new ApiError(401, { code: 'unauthenticated', message: 'x' }))).toBe(true);
    expect(sessionEnded(new ApiError(403, { code: 'forbidden', message: 'x' }))).toBe(false);
    expect(sessionEnded(new Error('401'))).toBe(false);
  });
});
