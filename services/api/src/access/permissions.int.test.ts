import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { personId, seedPeople, signIn, type PersonKey } from '../test-support/sessions.js';
import { isAllowed } from './plugin.js';
import { permissions } from './permissions.js';

/**
 * The permission matrix: every registered /api route, called as every kind of person,
 * answers as the permission table says: 401 without a session, 403 when the table
 * does not name the person, anything else when it does.
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

  it('has a rule for every registered route and a route for every rule', () => {
    expect([...t.app.apiRoutes].sort()).toEqual(Object.keys(permissions).sort());
  });

  it('refuses the Client role at sign-in', async () => {
    await expect(signIn(t.app, 'client')).rejects.toThrow(/403.*You are not allowed to log in\./);
  });

  const call = (route: string, cookie: string | undefined, id: string) => {
    const [method, url] = route.split(' ') as [string, string];
    return t.app.inject({
      method: method as 'GET',
      url: url.replace(':id', id),
      headers: cookie ? { cookie } : {},
      ...(method === 'GET' ? {} : { payload: {} }),
    });
  };

  it('answers 401 to anonymous callers of every non-public route', async () => {
    for (const route of t.app.apiRoutes) {
      const response = await call(route, undefined, personId('user'));
      if (permissions[route]!.kind === 'public') {
        expect.soft(response.statusCode, route).not.toBe(401);
      } else {
        expect.soft(response.statusCode, route).toBe(401);
        expect.soft(response.json().error.code, route).toBe('unauthenticated');
      }
    }
  });

  for (const person of people) {
    it(`lets ${person} call exactly what the table allows (own id and someone else's)`, async () => {
      const sessionUser = sessionUsers.get(person)!;
      for (const route of t.app.apiRoutes) {
        if (route.startsWith('POST /api/auth/logout')) continue; // would end the session under test
        // Someone else's id belongs to nobody: a command route the person may call (delete
        // a user, say) must not change the people the rest of the matrix signs in as.
        for (const id of [personId(person), NOBODY]) {
          const allowed = isAllowed(
            permissions[route]!,
            { ...sessionUser, sessionId: 'x', teamName: null, leadIds: [] },
            { id },
          );
          const response = await call(route, cookies.get(person), id);
          if (allowed) expect.soft(response.statusCode, `${person} ${route} ${id}`).not.toBe(403);
          else expect.soft(response.statusCode, `${person} ${route} ${id}`).toBe(403);
          expect.soft(response.statusCode, `${person} ${route}`).not.toBe(401);
        }
      }
    });
  }

  it('gives a plain user 403 for someone else’s history and their own history', async () => {
    const cookie = cookies.get('user')!;
    const other = await call('GET /api/users/:id/history', cookie, personId('lead'));
    expect(other.statusCode).toBe(403);
    const own = await call('GET /api/users/:id/history', cookie, personId('user'));
    expect(own.statusCode).toBe(200);
    expect(own.json().entries[0]).toMatchObject({ kind: 'registered', to: 'active' });
  });

  it('keeps Settings to Admin: Manager and Viewer get 403', async () => {
    expect((await call('GET /api/settings', cookies.get('manager'), '')).statusCode).toBe(403);
    expect((await call('GET /api/settings', cookies.get('viewer'), '')).statusCode).toBe(403);
    expect((await call('GET /api/settings', cookies.get('admin'), '')).statusCode).toBe(200);
  });
});
