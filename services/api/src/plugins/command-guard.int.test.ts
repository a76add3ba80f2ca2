import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * A cross-site HTML form can POST text/plain, form or multipart bodies with the victim's
 * cookies, and a cross-site page can fetch with them; every command refuses both, bodiless
 * ones included. The app's own pages (same origin) are served as before.
 */
const FORM_TYPES: [string, string][] = [
  ['text/plain', '{"name":"Evil"}'],
  ['text/plain', ''],
  ['application/x-www-form-urlencoded', 'name=Evil'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ],
];
const CROSS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.test' },
  { origin: 'null' },
  { origin: 'http://localhost:81' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'http://localhost:80', 'sec-fetch-site': 'cross-site' },
];
// app.inject addresses requests to Host localhost:80.
const SAME_ORIGIN = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };

describe('commands from other sites and in other media types', () => {
  let t: TestApp;
  let cookie: string;
  let commands: [string, string][];
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'admin');
    commands = t.app.apiRoutes
      .filter((route) => !route.startsWith('GET '))
      .map((route) => {
        const [method, pattern] = route.split(' ') as [string, string];
        return [
          method,
          pattern.replace(':id', demoWorkspaceId('mobile')).replace(':date', '2099-06-01'),
        ];
      });
  }, 60_000);
  afterAll(() => t.close());

  const me = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;

  it('answers 415 to a form, text or multipart body on every command, bodiless ones too', async () => {
    const head = await t.deps.store.headPosition();
    const failures: string[] = [];
    for (const [method, url] of commands) {
      for (const [contentType, payload] of FORM_TYPES) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie, 'content-type': contentType },
          payload,
        });
        const error = response.statusCode === 415 ? response.json().error : undefined;
        if (error?.code !== 'unsupported_media_type') {
          failures.push(`${method} ${url} ${contentType} -> ${response.statusCode}`);
        }
      }
      const noType = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie, 'content-length': '9' },
        payload: 'name=Evil',
      });
      if (noType.statusCode !== 415)
        failures.push(`${method} ${url} untyped -> ${noType.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await t.deps.store.readAll({ from: head })).toEqual([]);
    expect(await me()).toBe(200); // sign-out as text/plain did not sign out
  });

  it('answers 403 to a command from another site, whatever its cookies', async () => {
    const head = await t.deps.store.headPosition();
    const failures: string[] = [];
    for (const [method, url] of commands) {
      for (const headers of CROSS_SITE) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie, ...headers },
          payload: {},
        });
        const error = response.statusCode === 403 ? response.json().error : undefined;
        if (
          JSON.stringify(error) !==
          JSON.stringify({
            code: 'cross_site_request',
            message: 'Requests from other sites are not accepted.',
          })
        ) {
          failures.push(`${method} ${url} ${JSON.stringify(headers)} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await t.deps.store.readAll({ from: head })).toEqual([]);
    expect(await me()).toBe(200);
  });

  it("serves the app's own pages: same origin, JSON or no body at all", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie, ...SAME_ORIGIN },
      payload: { name: 'Design' },
    });
    expect(created.statusCode).toBe(201);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/sync/routine',
      headers: { cookie, ...SAME_ORIGIN, 'content-type': 'application/json; charset=utf-8' },
      payload: '{}',
    });
    expect(typed.statusCode).toBe(201); // past the guard: the sync is requested
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    expect(await me()).toBe(401);
  });

  it('lets reads from anywhere through: only commands are checked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/workspaces',
      headers: {
        cookie: await signIn(t.app, 'user'),
        origin: 'https://evil.test',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the app behind a proxy (PUBLIC_ORIGIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://teamledger.example.com/' });
  });
  afterAll(() => t.close());

  it('takes PUBLIC_ORIGIN as its own origin instead of the Host header', async () => {
    const logout = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin } });
    expect((await logout('https://teamledger.example.com')).statusCode).toBe(204);
    expect((await logout('http://localhost:80')).statusCode).toBe(403);
  });
});
