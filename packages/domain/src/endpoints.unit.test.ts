import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints.js';
import { endpointKey, noContent, pathParamNames, successOf } from './shared/endpoint.js';
import { leadRequestEndpoints } from './lead-requests/endpoints.js';
import { userEndpoints } from './users/endpoints.js';

const paramKeys = (schema: z.ZodType | undefined): string[] => {
  if (schema === undefined) return [];
  if (!(schema instanceof z.ZodObject)) throw new Error('params must be a z.object');
  return Object.keys(schema.shape).sort();
};

describe('endpoint contracts', () => {
  it('names each path parameter in the params schema, and nothing else', () => {
    const mismatches = endpoints
      .filter(({ path, params }) => {
        const inPath = pathParamNames(path).sort();
        return JSON.stringify(inPath) !== JSON.stringify(paramKeys(params));
      })
      .map(endpointKey);
    expect(mismatches).toEqual([]);
  });

  it('has one contract per method and path', () => {
    const keys = endpoints.map(endpointKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every contract at most one success status; a 204 has no body', () => {
    for (const contract of endpoints) {
      const successes = Object.keys(contract.responses).filter((status) => status.startsWith('2'));
      expect(successes.length, endpointKey(contract)).toBeLessThanOrEqual(1);
      if (contract.responses[204]) expect(contract.responses[204]).toBe(noContent);
    }
  });

  it('takes no body on a GET', () => {
    expect(endpoints.filter((c) => c.method === 'GET' && c.body).map(endpointKey)).toEqual([]);
  });

  it('opens a `self` rule only by a parameter of the path', () => {
    for (const contract of endpoints) {
      if (contract.access.kind === 'restricted' && contract.access.self !== undefined) {
        expect(pathParamNames(contract.path), endpointKey(contract)).toContain(
          contract.access.self,
        );
      }
    }
  });

  it('lists every slice in the registry, the test clock included', () => {
    expect(endpoints).toContain(userEndpoints.login);
    expect(endpoints).toContain(leadRequestEndpoints.reassign);
    expect(endpoints.map(endpointKey)).toContain('PUT /api/_test/clock');
  });
});

describe('pathParamNames', () => {
  it('reads the :name segments in order', () => {
    expect(pathParamNames('/api/reports/users/:id/days')).toEqual(['id']);
    expect(pathParamNames('/api/a/:first/b/:second')).toEqual(['first', 'second']);
    expect(pathParamNames('/api/users')).toEqual([]);
  });
});

describe('successOf', () => {
  it('finds the 2xx answer, or none for an endpoint that only refuses', () => {
    expect(successOf(userEndpoints.add)).toEqual({
      status: 201,
      schema: userEndpoints.add.responses[201],
    });
    expect(successOf(userEndpoints.logout)?.status).toBe(204);
    expect(successOf(userEndpoints.startSync)?.status).toBe(201);
    expect(
      successOf({
        ...userEndpoints.startSync,
        responses: userEndpoints.startSync.responses[401]
          ? { 401: userEndpoints.startSync.responses[401] }
          : {},
      }),
    ).toBeUndefined();
  });
});
