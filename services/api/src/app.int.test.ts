import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock, createRequestRedis, followTestClock } from '@teamledger/platform';
import { seedPeople, signIn } from './test-support/sessions.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

describe('platform routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready when PostgreSQL and Redis answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { postgres: 'ok', redis: 'ok', readModels: 'ok' },
      failedReadModels: [],
      quarantinedEvents: 0,
    });
  });

  it('does not expose the test clock unless TEST_CLOCK=1', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/_test/clock',
      payload: { now: '2026-03-02T08:00:00Z' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for PUT /api/_test/clock.' },
    });
    expect(Math.abs(t.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('serves OpenAPI generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    expect(document.paths['/readyz'].get.responses['503']).toBeDefined();
    expect(document.paths['/api/_test/clock']).toBeUndefined();
  });

  it('sets security headers and no-store on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });
});

describe('test clock (TEST_CLOCK=1)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1' });
    await seedPeople(t.deps);
    admin = await signIn(t.app, 'admin');
  }, 60_000);
  afterAll(() => t.close());

  it('refuses anyone but an Admin: 401 anonymous, 403 signed in, the clock unmoved', async () => {
    const move = (cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/_test/clock',
        headers: cookie ? { cookie } : {},
        payload: { now: '2031-01-01T08:00:00Z' },
      });
    expect((await move()).statusCode).toBe(401);
    for (const key of ['manager', 'lead', 'user'] as const) {
      expect((await move(await signIn(t.app, key))).statusCode, key).toBe(403);
    }
    expect(t.clock.now().getUTCFullYear()).toBeLessThan(2031);
  });

  it('moves the server clock and keeps it running', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/_test/clock',
      headers: { cookie: admin },
      payload: { now: '2026-03-02T08:00:00Z' },
    });
    expect(response.statusCode).toBe(200);
    const movedTo = t.clock.now().getTime();
    expect(movedTo).toBeGreaterThanOrEqual(Date.parse('2026-03-02T08:00:00Z'));
    expect(movedTo).toBeLessThan(Date.parse('2026-03-02T08:00:05Z'));
    // The worker (and a restarted api) read the same setting from Redis.
    const follower = new AdjustableClock();
    await followTestClock(t.deps.redis, t.deps.config.REDIS_PREFIX, follower);
    expect(Math.abs(follower.now().getTime() - t.clock.now().getTime())).toBeLessThan(5_000);
  });

  it('refuses a malformed instant with 400 and the field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/_test/clock',
      headers: { cookie: admin },
      payload: { now: 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('invalid_request');
    expect(Object.keys(error.fields)).toEqual(['now']);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/_test/clock',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"now":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('when Redis is down', () => {
  let t: TestApp;
  let working: TestApp['deps']['redis'];
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'user');
    // Swap in a client pointed at a port nothing listens on.
    working = t.deps.redis;
    t.deps.redis = createRequestRedis('redis://127.0.0.1:1');
    t.deps.redis.on('error', () => undefined);
  }, 60_000);
  afterAll(async () => {
    t.deps.redis.disconnect();
    t.deps.redis = working;
    await t.close();
  });

  it('keeps a signed-in session working: sessions do not need Redis', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });

  it('reports 503 naming the failing dependency', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { postgres: 'ok', redis: 'failing', readModels: 'ok' },
      failedReadModels: [],
      quarantinedEvents: 0,
    });
  });
});

describe('the built web app (SERVE_WEB=1)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tl-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Teamledger</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await createTestApp({ SERVE_WEB: '1', WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client-side routes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/StandUpReport',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Teamledger</title>');
  });

  it('serves the app at / and on app routes to curl, a browser and any client but a JSON one', async () => {
    const asks = [
      { url: '/', headers: {} },
      { url: '/', headers: { accept: '*/*' } },
      { url: '/users', headers: { accept: '*/*' } },
      { url: '/userReport?from=2026-03-01', headers: { accept: 'text/plain' } },
      { url: '/', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } },
      { url: '/', headers: { accept: 'text/html, application/json;q=0.9' } },
    ];
    for (const ask of asks) {
      const response = await t.app.inject({ method: 'GET', ...ask });
      expect({ ...ask, status: response.statusCode }).toEqual({ ...ask, status: 200 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Teamledger</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a client that asks for JSON with the JSON 404', async () => {
    for (const url of ['/', '/users']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: `No route for GET ${url}.` },
      });
    }
  });

  it('answers a missing asset and a POST off the API with 404, not the app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error.code).toBe('not_found');
    const post = await t.app.inject({ method: 'POST', url: '/users', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the build wrote to a browser that accepts it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    // No .gz was written: a gzip-only client gets the file as it is.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('still answers unknown API routes with JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
