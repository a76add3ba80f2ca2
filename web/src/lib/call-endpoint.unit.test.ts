import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holidayEndpoints,
  leadRequestEndpoints,
  reportEndpoints,
  teamEndpoints,
  userEndpoints,
} from '@teamledger/domain';
import { INVALID_RESPONSE_MESSAGE } from './api-client';
import { ApiError } from './api-error';
import { callEndpoint, endpointUrl } from './call-endpoint';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answer));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '3f8e2a4c-1b7d-4e9a-8c5f-0d6b2e1a9c7f';

describe('endpointUrl', () => {
  it('is the path itself for an endpoint without parameters', () => {
    expect(endpointUrl(teamEndpoints.list)).toBe('/api/teams');
  });

  it('puts each path parameter in its place, URI-encoded', () => {
    expect(endpointUrl(leadRequestEndpoints.reject, { params: { id: ID } })).toBe(
      `/api/lead-requests/${ID}/reject`,
    );
    expect(endpointUrl(holidayEndpoints.remove, { params: { date: '../a b/?#' } })).toBe(
      '/api/holidays/..%2Fa%20b%2F%3F%23',
    );
  });

  it('appends the query, leaving out values that are not set', () => {
    expect(
      endpointUrl(reportEndpoints.userDays, {
        params: { id: ID },
        query: { from: '2026-03-01', to: undefined },
      }),
    ).toBe(`/api/reports/users/${ID}/days?from=2026-03-01`);
    expect(
      endpointUrl(reportEndpoints.standups, {
        query: { users: `${ID},b`, team: 'R&D #1' },
      }),
    ).toBe(`/api/reports/standups?users=${ID}%2Cb&team=R%26D+%231`);
    expect(endpointUrl(holidayEndpoints.list, { query: {} })).toBe('/api/holidays');
  });

  it('refuses to call a path with a missing parameter rather than another URL', () => {
    expect(() => endpointUrl(userEndpoints.history, { params: { id: '' } })).toThrow(
      "GET /api/users/:id/history needs the path parameter 'id'",
    );
  });
});

describe('callEndpoint', () => {
  it('sends the method, JSON body and Idempotency-Key, and answers the parsed body', async () => {
    const team = { id: ID, name: 'Platform', memberCount: 0 };
    const fetchMock = stubFetch(json(201, team));

    await expect(
      callEndpoint(teamEndpoints.create, {
        body: { name: 'Platform' },
        idempotencyKey: 'key-12345',
      }),
    ).resolves.toEqual(team);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/teams');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"name":"Platform"}',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-12345' },
    });
  });

  it("refuses an answer that does not match the contract's success schema", async () => {
    stubFetch(json(200, { teams: [{ id: 7 }] }));
    const error = await callEndpoint(teamEndpoints.list).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_response', message: INVALID_RESPONSE_MESSAGE });
  });

  it('resolves with nothing on a 204', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(
      callEndpoint(teamEndpoints.remove, { params: { id: ID } }),
    ).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/teams/${ID}`);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', body: undefined });
  });
});
