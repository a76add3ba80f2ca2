import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EVENT_TYPES,
  userDecider,
  userStream,
  type DomainEvent,
  type UserRegistered,
} from '@teamledger/domain';
import { executeCommand, type EventStore } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import {
  catchUp,
  defineProjection,
  resetProjection,
  type ProjectionHandlers,
} from '@teamledger/read-models';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { registerUser } from '../users/register.js';
import { userIdForEmail } from '../users/user-id.js';
import { copyCredentialsFromLog, findPasswordHash, settingPassword } from './credentials.js';
import { hashPassword, verifyPassword } from './passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  const keys = await t.deps.redis.keys(`${t.deps.config.REDIS_PREFIX}:login-failures:*`);
  if (keys.length) await t.deps.redis.del(...keys);
});

const login = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
    .statusCode;
const register = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'New Person', email, password, confirmPassword: password, gender: 'F' },
  });
const caughtUp = async () =>
  t.deps.watcher.waitFor(await t.deps.store.headPosition(), { timeoutMs: 10_000 });

const newcomer = (email: string): UserRegistered['data'] => ({
  userId: userIdForEmail(email),
  email,
  name: 'Legacy Person',
  role: 'User',
  status: 'active',
  via: 'admin',
  teamName: null,
  leadIds: [],
  workspaceIds: [],
  defaultWorkspaceId: null,
  isProviderUser: false,
  isLead: false,
  gender: null,
});

/** Appends events in the shape written before credentials left the log. */
async function appendLegacy(stream: string, events: { type: string; data: object }[]) {
  await t.deps.store.appendToStream(
    stream,
    events.map((event) => ({
      id: newId(),
      ...event,
      metadata: {
        actorId: null,
        at: '2020-01-06T09:00:00.000Z',
        correlationId: newId(),
        causationId: null,
        source: 'web' as const,
      },
    })),
  );
}

describe('passwords in the credentials table', () => {
  it('signs in with the new password after the owner or an admin changed it', async () => {
    const cookie = await signIn(t.app, 'user');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie },
      payload: {
        username: 'Uma Patel',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'uma-new-password',
        confirmPassword: 'uma-new-password',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await login(demoEmail('user'), DEMO_PASSWORD)).toBe(401);
    expect(await login(demoEmail('user'), 'uma-new-password')).toBe(200);

    const viewer = personId('viewer');
    await executeCommand(
      t.deps.store,
      userStream(viewer),
      userDecider,
      { type: 'ChangePassword', data: { by: 'admin', currentPasswordMatches: false } },
      { actorId: personId('admin'), at: t.clock.now(), correlationId: newId(), source: 'web' },
      settingPassword(t.deps.pool, viewer, await hashPassword('viewer-reset-1'), t.clock.now()),
    );
    await caughtUp();
    expect(await login(demoEmail('viewer'), DEMO_PASSWORD)).toBe(401);
    expect(await login(demoEmail('viewer'), 'viewer-reset-1')).toBe(200);

    const lastEvent = (await t.deps.store.readStream(userStream(viewer))).at(-1)!;
    expect(lastEvent).toMatchObject({ type: 'UserPasswordChanged' });
    expect(lastEvent.data).toEqual({ userId: viewer, by: 'admin' });
  });

  it('keeps the password of a taken email when someone registers it again', async () => {
    const response = await register(demoEmail('hr'), 'taking-over-hr-1');
    expect(response.statusCode).toBe(409);
    expect(await login(demoEmail('hr'), 'taking-over-hr-1')).toBe(401);
    expect(await login(demoEmail('hr'), DEMO_PASSWORD)).toBe(200);
  });

  it('lets a registration that died between the credential and the event be sent again', async () => {
    const email = 'crashed@northwind.test';
    const crashing = new Proxy(t.deps.store, {
      get(target, property, receiver) {
        if (property === 'appendToStream') {
          return () => Promise.reject(new Error('process died before the append'));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as EventStore;
    await expect(
      registerUser(
        crashing,
        t.deps.pool,
        { ...newcomer(email), passwordHash: await hashPassword('first-attempt-1') },
        { actorId: null, at: t.clock.now(), correlationId: newId(), source: 'web' },
      ),
    ).rejects.toThrow('process died before the append');
    expect(await findPasswordHash(t.deps.pool, userIdForEmail(email))).not.toBeNull();
    expect(await t.deps.store.readStream(userStream(userIdForEmail(email)))).toEqual([]);

    expect((await register(email, 'second-attempt-1')).statusCode).toBe(201);
    // The registration waits for approval: a right password gets 403, a wrong one 401.
    expect(await login(email, 'second-attempt-1')).toBe(403);
    expect(await login(email, 'first-attempt-1')).toBe(401);
  });

  it('gives a new email raced by five registrations the password of the one that landed', async () => {
    const email = 'raced@northwind.test';
    const passwords = Array.from({ length: 5 }, (_, i) => `racing-password-${i}`);
    const responses = await Promise.all(passwords.map((password) => register(email, password)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    const winner = passwords[codes.indexOf(201)]!;
    const hash = await findPasswordHash(t.deps.pool, userIdForEmail(email));
    for (const password of passwords) {
      expect(await verifyPassword(hash!, password)).toBe(password === winner);
    }
  });
});

describe('hashes that older events carried', () => {
  const email = 'legacy@northwind.test';
  const userId = userIdForEmail(email);
  const noPassword = 'legacy-nopass@northwind.test';

  it('are copied once, the latest per person, after which the person signs in', async () => {
    await appendLegacy(userStream(userId), [
      {
        type: 'UserRegistered',
        data: { ...newcomer(email), passwordHash: await hashPassword('legacy-first-1') },
      },
      {
        type: 'UserPasswordChanged',
        data: { userId, passwordHash: await hashPassword('legacy-second-1'), by: 'self' },
      },
    ]);
    await appendLegacy(userStream(userIdForEmail(noPassword)), [
      { type: 'UserRegistered', data: { ...newcomer(noPassword), passwordHash: null } },
    ]);
    await caughtUp();
    expect(await login(email, 'legacy-second-1')).toBe(401);

    expect(await copyCredentialsFromLog(t.deps.store, t.deps.pool)).toBe(1);
    expect(await login(email, 'legacy-second-1')).toBe(200);
    expect(await login(email, 'legacy-first-1')).toBe(401);
    expect(await findPasswordHash(t.deps.pool, userIdForEmail(noPassword))).toBeNull();
    expect(await copyCredentialsFromLog(t.deps.store, t.deps.pool)).toBeNull();
  });

  it('never overwrite a password set since', async () => {
    const cookie = `teamledger_session=${
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'legacy-second-1' },
        })
      ).cookies.find((c) => c.name === 'teamledger_session')!.value
    }`;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie },
      payload: {
        username: 'Legacy Person',
        currentPassword: 'legacy-second-1',
        newPassword: 'legacy-third-1',
        confirmPassword: 'legacy-third-1',
      },
    });
    expect(changed.statusCode).toBe(200);
    // Even a copy run again (as by a second instance booting) keeps the newer one.
    await t.deps.pool.query('DELETE FROM credentials_log_copy');
    expect(await copyCredentialsFromLog(t.deps.store, t.deps.pool)).toBe(1);
    expect(await login(email, 'legacy-third-1')).toBe(200);
    expect(await login(email, 'legacy-second-1')).toBe(401);
  });
});

/** Every place in `value` that holds a hash or a string under a name with 'password'. */
function secretsIn(value: unknown, path = 'data'): string[] {
  if (typeof value === 'string') return /\$argon2/i.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => secretsIn(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(/password/i.test(key) && typeof inner === 'string' ? [`${path}.${key}`] : []),
    ...secretsIn(inner, `${path}.${key}`),
  ]);
}

describe('a full replay', () => {
  it('shows no password hash to any projection, and new events hold none', async () => {
    const seen: DomainEvent[] = [];
    const record = async (_tx: unknown, event: DomainEvent) => {
      seen.push(event);
    };
    const spy = defineProjection({
      name: 'credentials-spy',
      version: 1,
      tables: [],
      async setup() {},
      handlers: Object.fromEntries(EVENT_TYPES.map((type) => [type, record])) as ProjectionHandlers,
    });
    const db = new pg.Client({ connectionString: t.database.url });
    await db.connect();
    try {
      await catchUp(db, t.deps.store, spy, await resetProjection(db, spy));
    } finally {
      await db.end();
    }

    const log = await t.deps.store.readAll({ limit: 100_000 });
    expect(seen).toHaveLength(log.length);
    const count = (type: string) => seen.filter((event) => event.type === type).length;
    expect(count('UserRegistered')).toBeGreaterThanOrEqual(12);
    expect(count('UserPasswordChanged')).toBeGreaterThanOrEqual(4);
    expect(
      seen.flatMap((event) => secretsIn(event.data).map((at) => `${event.type} ${at}`)),
    ).toEqual([]);

    // Only the events appended above in the old shape hold a hash in the log itself.
    const legacy = log.filter((event) => event.metadata.at === '2020-01-06T09:00:00.000Z');
    expect(legacy).toHaveLength(3);
    expect(
      log.filter((event) => !legacy.includes(event)).flatMap((e) => secretsIn(e.data)),
    ).toEqual([]);
  });
});
