import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedPeople, signIn, type PersonKey } from '../test-support/sessions.js';

/**
 * "Bad input gets a clear message and a 4xx, never a 500, and never appends an event":
 * every registered route, called with malformed bodies, path parameters and queries built
 * from its own OpenAPI description, as an admin and as a plain user.
 */
interface Operation {
  requestBody?: {
    content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } };
  };
}

const SHAPES: unknown[] = [null, [], 'text', 12, {}];
const FIELD_VALUES: unknown[] = [{ $gt: '' }, [], 'x'.repeat(10_001), -1e308, true, null];
const PARAMS: Record<string, string[]> = {
  id: ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc'],
  date: ['not-a-date', '2026-02-30', '00000000-0000-4000-8000-000000000000'],
};
const QUERY =
  '?from=abc&to=2026-13-45&page=-1&limit=999999999&users=x&workspaces=%00&team=' +
  'y'.repeat(5_000);

describe('malformed input on every route', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
  }, 60_000);
  afterAll(() => t.close());

  const urlsFor = (route: string): string[] => {
    const [, ...parts] = route.split('/');
    let urls = [''];
    for (const part of parts) {
      const options = part.startsWith(':') ? (PARAMS[part.slice(1)] ?? ['x']) : [part];
      urls = urls.flatMap((url) => options.map((option) => `${url}/${option}`));
    }
    return urls;
  };

  const bodiesFor = (operation: Operation | undefined): unknown[] => {
    // No body, `{}` and null are how a command that takes no body (Sync Routine) is called:
    // only what it cannot take is bad input there.
    if (!operation?.requestBody) {
      return SHAPES.filter((shape) => shape !== null && JSON.stringify(shape) !== '{}');
    }
    const properties = Object.keys(
      operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
    );
    return [
      ...SHAPES,
      ...FIELD_VALUES.map((value) => Object.fromEntries(properties.map((name) => [name, value]))),
    ];
  };

  for (const person of ['admin', 'user'] as PersonKey[]) {
    it(`never answers 5xx and never appends an event (as ${person})`, async () => {
      const cookie = await signIn(t.app, person);
      const head = await t.deps.store.headPosition();
      const failures: string[] = [];
      for (const route of t.app.apiRoutes) {
        const [method, pattern] = route.split(' ') as [string, string];
        if (route === 'POST /api/auth/logout') continue; // ends the session under test; appends nothing
        const operation = paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
        for (const url of urlsFor(pattern)) {
          const payloads = method === 'GET' ? [undefined] : bodiesFor(operation);
          for (const payload of payloads) {
            const response = await t.app.inject({
              method: method as 'POST',
              url: method === 'GET' ? url + QUERY : url,
              headers: { cookie, 'content-type': 'application/json' },
              ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
      const appended = await t.deps.store.readAll({ from: head });
      expect(
        appended.map((e) => `${e.stream} ${e.type} ${JSON.stringify(e.data).slice(0, 120)}`),
      ).toEqual([]);
    }, 120_000);
  }
});
