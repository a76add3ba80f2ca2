import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_REDIS_TIMEOUT_MS } from '@teamledger/platform';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { RedisProxy, type RedisMode } from '../test-support/redis-proxy.js';
import { seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Redis frozen, silent or down: every route that needs it answers 503 with Retry-After
 * within a second instead of hanging, routes that do not need it answer as usual, and all
 * of it works again once Redis is back.
 */
describe('when Redis stops answering', () => {
  let proxy: RedisProxy;
  let t: TestApp;
  let cookie: string;
  let keys = 0;
  beforeAll(async () => {
    proxy = await RedisProxy.start(testRedisUrl);
    t = await createTestApp(
      { REDIS_URL: proxy.url },
      { redisCommandTimeoutMs: REQUEST_REDIS_TIMEOUT_MS },
    );
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'user');
  }, 60_000);
  afterAll(async () => {
    await proxy.set('forward');
    await t.close();
    await proxy.close();
  });

  // Before the fix a request waited about 8 s on a frozen Redis; now it gives up after
  // REQUEST_REDIS_TIMEOUT_MS (0.5 s). The bound sits seconds away from both.
  const HANGING_MS = 4_000;
  const timed = async (request: InjectOptions) => {
    const started = performance.now();
    const response = await t.app.inject(request);
    return { response, ms: performance.now() - started };
  };
  const signInLead = () =>
    timed({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lead@northwind.test', password: 'teamledger-demo' },
    });
  // Every kind of route that needs Redis, each sent at once, all together.
  const needingRedis = () => ({
    'a sign-in': signInLead(),
    'a sign-in with a wrong password': timed({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lead@northwind.test', password: 'a-wrong-guess' },
    }),
    'a command with an Idempotency-Key': timed({
      method: 'PUT',
      url: '/api/me/availability',
      headers: { cookie, 'idempotency-key': `redis-fault-${++keys}` },
      payload: { availability: 'Online' },
    }),
    'a password change': timed({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie },
      payload: {
        username: 'Uma Patel',
        currentPassword: 'teamledger-demo',
        newPassword: 'another-password',
        confirmPassword: 'another-password',
      },
    }),
    'a registration': timed({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Nia Park',
        email: `nia-${keys}@northwind.test`,
        password: 'a-good-password',
        confirmPassword: 'a-good-password',
      },
    }),
  });

  it.each<RedisMode>(['frozen', 'silent', 'down'])(
    'answers 503 with Retry-After within 1 s where Redis is needed (%s)',
    async (mode) => {
      await proxy.set(mode);
      try {
        const head = await t.deps.store.headPosition();
        for (const [what, pending] of Object.entries(needingRedis())) {
          const { response, ms } = await pending;
          expect.soft(response.statusCode, what).toBe(503);
          expect.soft(response.headers['retry-after'], what).toBe('5');
          expect.soft(response.json().error?.code, what).toBe('unavailable');
          expect.soft(ms, what).toBeLessThan(HANGING_MS);
        }
        // A report needs PostgreSQL only, and sessions live there too.
        const report = await timed({
          method: 'GET',
          url: '/api/reports/my-standups',
          headers: { cookie },
        });
        expect(report.response.statusCode).toBe(200);
        expect(report.ms).toBeLessThan(HANGING_MS);
        const ready = await timed({ method: 'GET', url: '/readyz' });
        expect(ready.response.statusCode).toBe(503);
        expect(ready.ms).toBeLessThan(HANGING_MS);
        expect(await t.deps.store.readAll({ from: head })).toEqual([]);
      } finally {
        await proxy.set('forward');
      }
      // Back to normal once Redis answers again (the client reconnects by itself).
      await expect
        .poll(async () => (await signInLead()).response.statusCode, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(200);
    },
  );
});
