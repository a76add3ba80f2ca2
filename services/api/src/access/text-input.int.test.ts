import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedPeople, signIn } from '../test-support/sessions.js';
import {
  bodyProperties,
  commandBodies,
  demoMilestoneId,
  operationOf,
  stringPaths,
  urlFor,
  withValue,
  type OpenApiOperation,
} from '../test-support/command-bodies.js';

/**
 * PostgreSQL stores neither NUL nor half a surrogate pair. Every string of every command
 * body, every query parameter and every path parameter gets them, one at a time in an
 * otherwise valid request: the answer is a 400 naming that field, and nothing is appended.
 */
const BROKEN = { NUL: 'Bad\u0000text', 'a lone surrogate': 'Bad\ud800text' };

describe('text the database cannot store, on every route', () => {
  let t: TestApp;
  let cookie: string;
  let milestoneId: string;
  let paths: Record<string, Record<string, OpenApiOperation>>;
  let bodies: ReturnType<typeof commandBodies>;
  let requests = 0;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'admin');
    milestoneId = await demoMilestoneId(t.app, cookie);
    bodies = commandBodies(milestoneId);
    paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
  }, 60_000);
  afterAll(() => t.close());

  // Each request from its own address, so no per-address limit (registrations) gets in the way.
  const send = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: `127.1.${Math.floor(++requests / 250)}.${requests % 250}`,
      headers: { cookie, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('has a valid body for every route that takes one, with every field', () => {
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const properties = bodyProperties(operationOf(paths, route));
      if (properties.length === 0) continue;
      const given = new Set((bodies[route] ?? []).flatMap((body) => Object.keys(body)));
      for (const property of properties) {
        if (!given.has(property)) missing.push(`${route} ${property}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses them in every string of every body with 400 naming the field', async () => {
    const head = await t.deps.store.headPosition();
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method] = route.split(' ') as [string];
      for (const body of bodies[route] ?? []) {
        for (const path of stringPaths(body)) {
          for (const [what, value] of Object.entries(BROKEN)) {
            const response = await send(
              method,
              urlFor(route, milestoneId),
              withValue(body, path, value),
            );
            const field = path.join('.');
            const fields = response.statusCode === 400 ? response.json().error.fields : undefined;
            if (!fields?.[field]) {
              failures.push(
                `${route} ${field} (${what}) -> ${response.statusCode} ${response.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await t.deps.store.readAll({ from: head })).toEqual([]);
  }, 120_000);

  it('refuses NUL in every query parameter with 400 naming it, and never answers 5xx', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.startsWith('GET '))) {
      const names = (operationOf(paths, route)?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      for (const name of names) {
        const url = urlFor(route, milestoneId);
        const nul = await send('GET', `${url}?${name}=Bad%00text`);
        if (nul.statusCode !== 400 || !nul.json().error.fields?.[name]) {
          failures.push(`${route} ?${name} (NUL) -> ${nul.statusCode} ${nul.body.slice(0, 160)}`);
        }
        // A lone surrogate cannot be percent-encoded: its bytes stay as they were sent.
        const surrogate = await send('GET', `${url}?${name}=Bad%ED%A0%80text`);
        if (surrogate.statusCode >= 500) failures.push(`${route} ?${name} (surrogate) -> 5xx`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses NUL in every path parameter with 400', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.includes(':'))) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(/:\w+/g, 'Bad%00text');
      const response = await send(method, url, method === 'GET' ? undefined : {});
      if (response.statusCode !== 400) failures.push(`${route} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
