import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api-client';
import {
  forgetStartedRequests,
  GET_INIT,
  STARTED_REQUEST_TTL_MS,
  startRequest,
} from './started-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function stubFetch(...answers: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(answers.shift())));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  forgetStartedRequests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('started requests', () => {
  it('a started GET is sent as request sends it, and its answer is taken once', async () => {
    const fetchMock = stubFetch({ who: 'early' }, { who: 'again' });
    startRequest('/api/me');

    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/me', GET_INIT);
    await expect(request('/api/me')).resolves.toEqual({ who: 'early' });
    // Taken: the next call asks the server again.
    await expect(request('/api/me')).resolves.toEqual({ who: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toEqual(GET_INIT.headers);
  });

  it('another URL does not take it', async () => {
    const fetchMock = stubFetch({ who: 'early' }, { report: 1 });
    startRequest('/api/me');

    await expect(request('/api/reports/standups')).resolves.toEqual({ report: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a command drops the answers not taken yet, which it may have changed', async () => {
    const fetchMock = stubFetch({ who: null }, { signedIn: true }, { who: 'someone' });
    startRequest('/api/me');

    await request('/api/auth/login', { method: 'POST', body: {} });
    await expect(request('/api/me')).resolves.toEqual({ who: 'someone' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
  it('an answer left untaken too long is not used: the server is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubFetch({ report: 'at load' }, { report: 'now' });
    startRequest('/api/reports/standups');

    vi.setSystemTime(Date.now() + STARTED_REQUEST_TTL_MS + 1);
    await expect(request('/api/reports/standups')).resolves.toEqual({ report: 'now' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
