import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayStream, userStream } from '@teamledger/domain';
import { IDEMPOTENCY_TTL_SECONDS, PENDING_TTL_SECONDS } from './idempotency.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('Idempotency-Key', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPeople(t.deps);
    cookie = await signIn(t.app, 'user');
  }, 60_000);
  afterAll(() => t.close());

  const events = async () => (await t.deps.store.readStream(userStream(personId('user')))).length;
  const put = (key: string, textStatus: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/availability',
      headers: { cookie, 'idempotency-key': key },
      payload: { availability: 'Online', textStatus },
    });

  it('answers a repeated request with the first answer and appends nothing new', async () => {
    const before = await events();
    const first = await put('key-repeat-0001', 'first');
    const second = await put('key-repeat-0001', 'first');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await events()).toBe(before + 1);
  });

  it('runs a double click (two requests at once) once', async () => {
    const before = await events();
    const [a, b] = await Promise.all([
      put('key-double-0001', 'double'),
      put('key-double-0001', 'double'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await events()).toBe(before + 1);
  });

  it('refuses the same key with another body', async () => {
    await put('key-reuse-00001', 'one');
    const reused = await put('key-reuse-00001', 'two');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it('lets a retry run again when the first attempt died before answering', async () => {
    // What a crash leaves behind: a claim without an answer, which expires on its own.
    const record = `${t.deps.config.REDIS_PREFIX}:idempotency:${personId('user')}:PUT /api/me/availability:key-crashed-0001`;
    await t.deps.redis.set(
      record,
      JSON.stringify({ state: 'pending', fingerprint: 'x' }),
      'EX',
      PENDING_TTL_SECONDS,
    );
    expect(await t.deps.redis.ttl(record)).toBeLessThanOrEqual(PENDING_TTL_SECONDS);
    await t.deps.redis.del(record); // the claim has expired
    const retried = await put('key-crashed-0001', 'after a crash');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().user.textStatus).toBe('after a crash');
  });

  it('releases the key of a refused command: the same key runs again, corrected or not', async () => {
    t.clock.set(new Date('2026-03-10T10:00:00Z'));
    const admin = await signIn(t.app, 'admin');
    const record = `${t.deps.config.REDIS_PREFIX}:idempotency:${personId('admin')}:POST /api/holidays:key-refused-0001`;
    const mark = (date: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers: { cookie: admin, 'idempotency-key': 'key-refused-0001' },
        payload: { title: 'Spring Day', date },
      });

    // Two months ahead is outside the holiday window: 422, and nothing is kept for the key.
    const refused = await mark('2026-05-20');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('holiday_date_window');
    expect(await t.deps.redis.get(record)).toBeNull();
    const again = await mark('2026-05-20');
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();

    // The corrected body under the same key runs, and only its success is replayed.
    const corrected = await mark('2026-03-20');
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toEqual({ holiday: { date: '2026-03-20', title: 'Spring Day' } });
    const repeated = await mark('2026-03-20');
    expect(repeated.statusCode).toBe(201);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(await t.deps.store.readStream(holidayStream('2026-03-20'))).toHaveLength(1);
    expect(await t.deps.store.readStream(holidayStream('2026-05-20'))).toHaveLength(0);
  });

  it('keeps a finished answer for a day', async () => {
    await put('key-ttl-000001', 'ttl');
    const record = `${t.deps.config.REDIS_PREFIX}:idempotency:${personId('user')}:PUT /api/me/availability:key-ttl-000001`;
    expect(await t.deps.redis.ttl(record)).toBeGreaterThan(IDEMPOTENCY_TTL_SECONDS - 60);
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const before = await events();
    const response = await put('bad key!', 'x');
    expect(response.statusCode).toBe(400);
    expect(await events()).toBe(before);
  });

  it('keeps keys apart per person', async () => {
    const other = await signIn(t.app, 'lead');
    const mine = await put('key-shared-0001', 'mine');
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/me/availability',
      headers: { cookie: other, 'idempotency-key': 'key-shared-0001' },
      payload: { availability: 'Online', textStatus: 'mine' },
    });
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().user.id).toBe(personId('lead'));
    expect(mine.json().user.id).toBe(personId('user'));
  });
});
