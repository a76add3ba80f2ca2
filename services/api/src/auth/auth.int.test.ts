import { createDecoder, createSigner } from 'fast-jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '@teamledger/eventstore';
import { newId } from '@teamledger/platform';
import { DEFAULT_LEAVE_POLICIES, localDate, userDecider, userStream } from '@teamledger/domain';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { personId, seedPeople, signIn, type PersonKey } from '../test-support/sessions.js';
import { LOGIN_LIMITS } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with no password attempts counted.
  const keys = await t.deps.redis.keys(`${t.deps.config.REDIS_PREFIX}:password-attempts:*`);
  if (keys.length) await t.deps.redis.del(...keys);
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const streamLength = async (key: PersonKey) =>
  (await t.deps.store.readStream(userStream(personId(key)))).length;

/** Runs a user command as the admin would, and waits for the read models. */
async function asAdmin(key: PersonKey, command: Parameters<typeof userDecider.decide>[0]) {
  const result = await executeCommand(
    t.deps.store,
    userStream(personId(key)),
    userDecider,
    command,
    {
      actorId: personId('admin'),
      at: t.clock.now(),
      correlationId: newId(),
      source: 'web',
    },
  );
  await t.deps.watcher.waitFor(result.position!, { timeoutMs: 5_000 });
}

describe('POST /api/auth/login', () => {
  it('signs an active user in with an httpOnly, SameSite=Strict session cookie', async () => {
    const response = await login(demoEmail('lead'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: personId('lead'),
      email: 'lead@northwind.test',
      name: 'Liam Carter',
      role: 'User',
      isLead: true,
      leadsSomeone: true,
      isHr: false,
      isProviderUser: false,
      availability: 'Away',
      // The company's today and zone, so date pickers never wait for a report's answer.
      today: localDate(t.clock.now(), t.deps.config.COMPANY_TZ),
      timeZone: t.deps.config.COMPANY_TZ,
    });
    // The seed seats the lead in Platform Core and Mobile App.
    expect(
      response
        .json()
        .user.workspaces.map((w: { name: string }) => w.name)
        .sort(),
    ).toEqual(['Mobile App', 'Platform Core']);
    const cookie = response.cookies.find((c) => c.name === 'teamledger_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBe(10 * 60 * 60);
  });

  it('matches the email case-insensitively', async () => {
    expect((await login('  LEAD@Northwind.TEST ', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', demoEmail('user'), 'not-the-password'],
    ['an unknown email', 'nobody@northwind.test', DEMO_PASSWORD],
  ])('gives one generic message for %s', async (_case, email, password) => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'wrong_credentials', message: 'Wrong email or password.' },
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses missing fields with the spec message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Email and Password are required');
  });

  it('refuses the Client role', async () => {
    const response = await login(demoEmail('client'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You are not allowed to log in.');
  });

  it('throttles an account after repeated failures, with Retry-After, even for the right password', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await login(demoEmail('viewer'), `wrong-${i}`)).statusCode).toBe(401);
    }
    const refused = await login(demoEmail('viewer'), DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    expect(refused.json().error.message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    // Other accounts from the same address are not locked out yet.
    expect((await login(demoEmail('manager'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts each attempt before checking the password: of 40 parallel guesses, 10 are checked', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(demoEmail('hr'), `parallel-guess-${i}`)),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LOGIN_LIMITS.perAccount);
    // Now even the right password waits for the window to pass ...
    const refused = await login(demoEmail('hr'), DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    // ... and only for it: let the window pass (expire its counter) and the right one works.
    const counter = `${t.deps.config.REDIS_PREFIX}:password-attempts:account:${demoEmail('hr')}`;
    expect(await t.deps.redis.pexpire(counter, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await login(demoEmail('hr'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits guesses from one address across accounts', async () => {
    const emails = Array.from({ length: LOGIN_LIMITS.perAddress }, (_, i) => `nobody-${i}@x.test`);
    for (const email of emails) expect((await login(email, 'guess-guess')).statusCode).toBe(401);
    const refused = await login(demoEmail('manager'), DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.9',
      payload: { email: demoEmail('manager'), password: DEMO_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('gives the attempt back on the right password, so people who sign in often are never locked out', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 5; i++) {
      expect((await login(demoEmail('manager'), DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('ends on sign-out: the old cookie no longer works', async () => {
    const cookie = await signIn(t.app, 'manager');
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'teamledger_session')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('stays ended after Redis restarts without persistence (all its keys gone)', async () => {
    const cookie = await signIn(t.app, 'hr');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const keys = await t.deps.redis.keys(`${t.deps.config.REDIS_PREFIX}:*`);
    if (keys.length) await t.deps.redis.del(...keys);
    expect((await me(cookie)).statusCode).toBe(401);
    const { rows } = await t.deps.pool.query('SELECT expires_at FROM revoked_sessions');
    expect(rows.length).toBeGreaterThan(0);
    // Kept until the token would have expired anyway, and no longer.
    const latest = Math.max(...rows.map((row) => row.expires_at.getTime()));
    expect(latest - Date.now()).toBeGreaterThan(10 * 60 * 60 * 1000 - 60_000);
    expect(latest - Date.now()).toBeLessThanOrEqual(10 * 60 * 60 * 1000);
  });

  it('ends when the person is blocked, and they cannot sign in again', async () => {
    const cookie = await signIn(t.app, 'provider');
    await asAdmin('provider', {
      type: 'ChangeUserStatus',
      data: { to: 'blocked', reason: 'test', actorId: personId('admin') },
    });
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await login(demoEmail('provider'), DEMO_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_blocked');
    await asAdmin('provider', {
      type: 'ChangeUserStatus',
      data: { to: 'active', reason: null, actorId: personId('admin') },
    });
    expect((await login(demoEmail('provider'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('ends when the role changes', async () => {
    const cookie = await signIn(t.app, 'viewer');
    await asAdmin('viewer', { type: 'UpdateUser', data: { changes: { role: 'Manager' } } });
    expect((await me(cookie)).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'viewer');
    expect((await me(fresh)).json().role).toBe('Manager');
    await asAdmin('viewer', { type: 'UpdateUser', data: { changes: { role: 'Viewer' } } });
  });

  it.each([
    [
      'signed with another secret',
      createSigner({ key: 'x'.repeat(48), iss: 'teamledger', aud: 'teamledger-web' }),
    ],
    [
      'with another audience',
      createSigner({
        key: 'teamledger-development-secret-change-me-0123456789',
        iss: 'teamledger',
        aud: 'someone-else',
      }),
    ],
    [
      'without expiry claims but HS512',
      createSigner({
        key: 'teamledger-development-secret-change-me-0123456789',
        algorithm: 'HS512',
        iss: 'teamledger',
        aud: 'teamledger-web',
      }),
    ],
  ])('refuses a token %s', async (_case, sign) => {
    const token = sign({ sub: personId('admin'), sv: 0, jti: 'forged' });
    expect((await me(`teamledger_session=${token}`)).statusCode).toBe(401);
  });

  describe('tokens signed with the real key', () => {
    const key = 'teamledger-development-secret-change-me-0123456789';
    const now = () => Math.floor(Date.now() / 1000);
    let claims: Record<string, unknown>;
    beforeAll(async () => {
      const cookie = await signIn(t.app, 'manager');
      claims = createDecoder()(cookie.split('=')[1]!) as Record<string, unknown>;
    });
    /** The claims of a real session but one, signed by hand with the API's key. */
    const without = (claim: string, changes: Record<string, unknown> = {}) => {
      const { [claim]: _left, ...rest } = { ...claims, ...changes };
      return `teamledger_session=${createSigner({ key, noTimestamp: claim === 'iat' })(rest)}`;
    };

    it('work with every claim (the control case)', async () => {
      expect((await me(without('none'))).statusCode).toBe(200);
    });

    it.each(['iss', 'aud', 'exp', 'iat', 'sub', 'jti', 'sv'])(
      'are refused without %s',
      async (claim) => {
        expect((await me(without(claim))).statusCode).toBe(401);
      },
    );

    it('are refused once older than a session, whatever their exp says', async () => {
      const old = without('none', { iat: now() - 10 * 60 * 60 - 5, exp: now() + 3600 });
      expect((await me(old)).statusCode).toBe(401);
    });
  });
});

describe('PUT /api/me/profile', () => {
  const put = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/me/profile', headers: { cookie }, payload });

  it.each([
    [{ username: '' }, 'username', 'Please Enter Username!'],
    [
      {
        username: 'Uma',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'short',
        confirmPassword: 'short',
      },
      'newPassword',
      'It should be at least 8 characters long',
    ],
    [
      {
        username: 'Uma',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'long-enough-1',
        confirmPassword: 'long-enough-2',
      },
      'confirmPassword',
      'The two passwords that you entered do not match!',
    ],
    [
      { username: 'Uma', newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      'currentPassword',
      'Please enter your current password.',
    ],
  ])('refuses %o with 400 on %s and records nothing', async (payload, field, message) => {
    const cookie = await signIn(t.app, 'user');
    const before = await streamLength('user');
    const response = await put(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await streamLength('user')).toBe(before);
  });

  it('counts wrong current passwords like sign-ins: past the limit, 429 here and at sign-in', async () => {
    const cookie = await signIn(t.app, 'provider');
    const change = (currentPassword: string) =>
      put(cookie, {
        username: 'Pia',
        currentPassword,
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      });
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(`wrong-current-${i}`)),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_LIMITS.perAccount);
    const refused = await change(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect((await login(demoEmail('provider'), DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const cookie = await signIn(t.app, 'user');
    const before = await streamLength('user');
    const response = await put(cookie, {
      username: 'Uma P.',
      currentPassword: 'wrong-password',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Current password is not correct!');
    expect(await streamLength('user')).toBe(before);
  });

  it('renames, changes the password, keeps this session and ends the others', async () => {
    const thisDevice = await signIn(t.app, 'lead');
    const otherDevice = await signIn(t.app, 'lead');
    const response = await put(thisDevice, {
      username: 'Liam C.',
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Liam C.');
    const renewed = response.cookies.find((c) => c.name === 'teamledger_session')!;
    expect((await me(`teamledger_session=${renewed.value}`)).json().name).toBe('Liam C.');
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(demoEmail('lead'), DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(demoEmail('lead'), 'a-new-password')).statusCode).toBe(200);
  });
});

describe('PUT /api/me/availability', () => {
  it('sets availability and text status, shown by /api/me', async () => {
    const cookie = await signIn(t.app, 'manager');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/availability',
      headers: { cookie },
      payload: { availability: 'Do not Disturb', textStatus: 'In a review' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({
      availability: 'Do not Disturb',
      textStatus: 'In a review',
    });
  });

  it('refuses an unknown availability', async () => {
    const cookie = await signIn(t.app, 'manager');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/availability',
      headers: { cookie },
      payload: { availability: 'Sleeping' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['availability']);
  });
});

describe('settings', () => {
  const valid = {
    hrEmail: 'people@northwind.test',
    hrUserId: personId('hr'),
    companyTimeZone: 'Europe/Berlin',
    reminderSchedule: {
      standupMissing: { enabled: true, time: '10:30' },
      hoursLog: { enabled: false, time: '18:30' },
      lessHours: { enabled: true, time: '19:00', minimumHours: 6 },
    },
  };

  it('refuses an invalid HR email with the spec message', async () => {
    const cookie = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { ...valid, hrEmail: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.hrEmail).toBe('Please Enter Valid Email!');
  });

  it('refuses an HR person who is not an active user', async () => {
    const cookie = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { ...valid, hrUserId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('saves, reads back, and makes the chosen person HR', async () => {
    const cookie = await signIn(t.app, 'admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: valid,
    });
    expect(saved.statusCode).toBe(200);
    // Left out, the correction window keeps its default (the end of the following week), the
    // leave approver theirs (Lead 1), the leave policies theirs, overtime carries over whole and
    // timesheets run by the week with no automatic lock and no reminders.
    const defaults = {
      correctionWindowWeeks: 1,
      leaveApprover: 'lead1',
      leavePolicies: DEFAULT_LEAVE_POLICIES,
      overtimeCarryOverHours: null,
      timesheetPeriod: 'week',
      timesheetAutoLockDays: 0,
      timesheetReminders: { submit: false, approve: false, time: '09:00' },
      twoFactorRoles: [],
    };
    expect(saved.json()).toEqual({ ...valid, ...defaults });
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
    expect(read.json()).toEqual({ ...valid, ...defaults });
    expect((await me(await signIn(t.app, 'hr'))).json().isHr).toBe(true);
    const widened = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { ...valid, correctionWindowWeeks: 2, leaveApprover: 'hr' },
    });
    expect(widened.json()).toEqual({
      ...valid,
      ...defaults,
      correctionWindowWeeks: 2,
      leaveApprover: 'hr',
    });
    const tooWide = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: {
        ...valid,
        correctionWindowWeeks: 9,
        leaveApprover: 'team',
        timesheetReminders: { submit: 'yes', approve: true, time: '25:00' },
      },
    });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().error.fields).toEqual({
      correctionWindowWeeks: 'Correction window must be at most 8 weeks',
      leaveApprover: 'Choose Lead 1 or HR',
      'timesheetReminders.submit': 'Say whether people are reminded to submit',
      'timesheetReminders.time': 'Use a time like 09:30',
    });
  });
});

describe('GET /api/users/:id/history', () => {
  it('lists status and role changes with who, when, from, to and why', async () => {
    await asAdmin('user', {
      type: 'ChangeUserStatus',
      data: { to: 'blocked', reason: 'Laptop stolen', actorId: personId('admin') },
    });
    await asAdmin('user', {
      type: 'ChangeUserStatus',
      data: { to: 'active', reason: 'Laptop found', actorId: personId('admin') },
    });
    const cookie = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${personId('user')}/history`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries.filter((e: { kind: string }) => e.kind === 'status');
    expect(entries.slice(-2)).toEqual([
      expect.objectContaining({
        from: 'active',
        to: 'blocked',
        reason: 'Laptop stolen',
        actor: { id: personId('admin'), name: 'Amina Qureshi' },
      }),
      expect.objectContaining({ from: 'blocked', to: 'active', reason: 'Laptop found' }),
    ]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const cookie = await signIn(t.app, 'admin');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/00000000-0000-4000-8000-000000000000/history',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/abc/history', headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
