import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointKey,
  endpoints,
  settingsEndpoints,
  userEndpoints,
  type Endpoint,
} from '@teamledger/domain';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { personId, seedPeople, signIn, type PersonKey } from '../test-support/sessions.js';
import { isAllowed } from './plugin.js';

/**
 * The permission matrix: every endpoint contract, called as every kind of person, answers
 * as its access rule says: 401 without a session, 403 when the rule does not name the
 * person, anything else when it does.
 */
const people: PersonKey[] = ['admin', 'manager', 'viewer', 'hr', 'lead', 'user', 'provider'];
const NOBODY = '00000000-0000-4000-8000-00000000dead';

describe('permission matrix', () => {
  let t: TestApp;
  const cookies = new Map<PersonKey, string>();
  const sessionUsers = new Map<PersonKey, Awaited<ReturnType<typeof me>>>();
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    for (const person of people) {
      const cookie = await signIn(t.app, person);
      cookies.set(person, cookie);
      sessionUsers.set(person, await me(cookie));
    }
  }, 60_000);
  afterAll(() => t.close());

  it('registers a route for every contract and no /api route without one', () => {
    expect([...t.app.apiRoutes].sort()).toEqual(endpoints.map(endpointKey).sort());
  });

  it('refuses the Client role at sign-in', async () => {
    await expect(signIn(t.app, 'client')).rejects.toThrow(/403.*You are not allowed to log in\./);
  });

  const call = (
    { method, path }: Pick<Endpoint, 'method' | 'path'>,
    cookie: string | undefined,
    id: string,
  ) =>
    t.app.inject({
      method,
      url: path.replace(':id', id),
      headers: cookie ? { cookie } : {},
      ...(method === 'GET' ? {} : { payload: {} }),
    });

  it('answers 401 to anonymous callers of every non-public endpoint', async () => {
    for (const contract of endpoints) {
      const route = endpointKey(contract);
      const response = await call(contract, undefined, personId('user'));
      if (contract.access.kind === 'public') {
        expect.soft(response.statusCode, route).not.toBe(401);
      } else {
        expect.soft(response.statusCode, route).toBe(401);
        expect.soft(response.json().error.code, route).toBe('unauthenticated');
      }
    }
  });

  for (const person of people) {
    it(`lets ${person} call exactly what the rules allow (own id and someone else's)`, async () => {
      const sessionUser = sessionUsers.get(person)!;
      for (const contract of endpoints) {
        if (contract === userEndpoints.logout) continue; // would end the session under test
        const route = endpointKey(contract);
        // Someone else's id belongs to nobody: a command route the person may call (delete
        // a user, say) must not change the people the rest of the matrix signs in as.
        for (const id of [personId(person), NOBODY]) {
          const allowed = isAllowed(
            contract.access,
            { ...sessionUser, sessionId: 'x', teamName: null, leadIds: [] },
            { id },
          );
          const response = await call(contract, cookies.get(person), id);
          if (allowed) expect.soft(response.statusCode, `${person} ${route} ${id}`).not.toBe(403);
          else expect.soft(response.statusCode, `${person} ${route} ${id}`).toBe(403);
          expect.soft(response.statusCode, `${person} ${route}`).not.toBe(401);
        }
      }
    });
  }

  it('gives a plain user 403 for someone else’s history and their own history', async () => {
    const cookie = cookies.get('user')!;
    const other = await call(userEndpoints.history, cookie, personId('lead'));
    expect(other.statusCode).toBe(403);
    const own = await call(userEndpoints.history, cookie, personId('user'));
    expect(own.statusCode).toBe(200);
    expect(own.json().entries[0]).toMatchObject({ kind: 'registered', to: 'active' });
  });

  it('keeps Settings to Admin: Manager and Viewer get 403', async () => {
    const settings = settingsEndpoints.get;
    expect((await call(settings, cookies.get('manager'), '')).statusCode).toBe(403);
    expect((await call(settings, cookies.get('viewer'), '')).statusCode).toBe(403);
    expect((await call(settings, cookies.get('admin'), '')).statusCode).toBe(200);
  });
});
