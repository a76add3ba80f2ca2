import { generateSync } from 'otplib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { personId, seedPeople, signIn, type PersonKey } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TWO_FACTOR_FIRST } from '../access/plugin.js';
import { LOGIN_LIMITS } from './login-throttle.js';
import { SIGN_IN_EXPIRED } from './routes.js';
import { WRONG_CODE, WRONG_CONFIRMATION } from './two-factor-routes.js';

// Two-factor sign-in through the API: enrolment, sign-in with a code or a recovery code, no
// replay, the sign-in throttle, an Admin's reset, and a role that requires it.
let t: TestApp;
let admin: string;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  admin = await signIn(t.app, 'admin');
}, 60_000);
afterAll(() => t.close());

/** Each call from its own address unless told, so only the per-person counter adds up. */
const send = (options: InjectOptions) =>
  t.app.inject({ remoteAddress: `10.20.0.${++address % 250}`, ...options });

const post = (url: string, cookie: string | null, payload?: object, remoteAddress?: string) =>
  send({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: cookie ? { cookie } : {},
    ...(remoteAddress && { remoteAddress }),
  });

const get = (url: string, cookie: string) => send({ method: 'GET', url, headers: { cookie } });

const sessionCookie = (response: Awaited<ReturnType<typeof send>>) => {
  const cookie = response.cookies.find((c) => c.name === 'teamledger_session');
  return cookie ? `teamledger_session=${cookie.value}` : null;
};

/** The code an authenticator app shows for this secret at the API's clock. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });

/** Moves the API's clock into the next 30-second step: a new code. */
const nextStep = () => {
  t.clock.offset += 30_000;
};

const password = (key: PersonKey, remoteAddress?: string) =>
  post('/api/auth/login', null, { email: demoEmail(key), password: DEMO_PASSWORD }, remoteAddress);

const secondStep = (pendingToken: string, code: string, remoteAddress?: string) =>
  post('/api/auth/two-factor', null, { pendingToken, code }, remoteAddress);

/** Turns two-factor sign-in on for a person: their secret and recovery codes. */
async function enrol(key: PersonKey) {
  const cookie = await signIn(t.app, key);
  const started = await post('/api/me/two-factor/enrolment', cookie);
  expect(started.statusCode).toBe(201);
  const { secret, otpauthUrl, qrCode } = started.json();
  const confirmed = await post('/api/me/two-factor/confirm', cookie, { code: codeAt(secret) });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { cookie, secret, otpauthUrl, qrCode, recoveryCodes: confirmed.json().recoveryCodes };
}

const history = async (key: PersonKey) => {
  const response = await get(`/api/users/${personId(key)}/history`, admin);
  return (
    response.json() as { entries: { kind: string; to: string; reason: string | null }[] }
  ).entries
    .filter((entry) => entry.kind === 'security' && entry.to.match(/two-factor|recovery/i))
    .map((entry) => (entry.reason ? `${entry.to} (${entry.reason})` : entry.to));
};

describe('enrolment', () => {
  it('shows a QR code and key, turns on with one code, and gives ten recovery codes once', async () => {
    const cookie = await signIn(t.app, 'user');
    expect((await get('/api/me/two-factor', cookie)).json()).toEqual({
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const started = await post('/api/me/two-factor/enrolment', cookie);
    expect(started.statusCode).toBe(201);
    const { secret, otpauthUrl, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Teamledger:user%40northwind.test?secret=${secret}&issuer=Teamledger`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await post('/api/me/two-factor/confirm', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ code: WRONG_CONFIRMATION });
    const confirmed = await post('/api/me/two-factor/confirm', cookie, { code: codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await get('/api/me/two-factor', cookie)).json()).toEqual({
      enrolled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // On already: no second enrolment, nor a second set of codes.
    expect((await post('/api/me/two-factor/enrolment', cookie)).statusCode).toBe(422);
    expect(await history('user')).toEqual(['Two-factor sign-in turned on']);

    // Neither the secret nor a recovery code is in any event; the stored secret is encrypted.
    const events = await t.deps.store.readAll({ from: 0n, limit: 10_000 });
    const log = JSON.stringify(
      events.map(({ type, data, metadata }) => ({ type, data, metadata })),
    );
    expect(log).not.toContain(secret);
    for (const code of recoveryCodes) expect(log).not.toContain(code);
    const { rows } = await t.deps.pool.query<{ secret_encrypted: string }>(
      'SELECT secret_encrypted FROM two_factor WHERE user_id = $1',
      [personId('user')],
    );
    expect(rows[0]!.secret_encrypted).not.toContain(secret);
    expect(rows[0]!.secret_encrypted.split(':')).toHaveLength(4);
    nextStep();
  });

  it('refuses a malformed confirmation with 400 and a confirmation without enrolment', async () => {
    const cookie = await signIn(t.app, 'provider');
    const malformed = await post('/api/me/two-factor/confirm', cookie, { code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({
      code: 'Enter the 6-digit code your app shows.',
    });
    const early = await post('/api/me/two-factor/confirm', cookie, { code: '123456' });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('no_enrolment');
  });
});

describe('sign-in with a code', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol('lead'));
  });

  it('asks for a code after the password, without a session, and signs in with it', async () => {
    const first = await password('lead');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, pendingToken: expect.any(String) });
    expect(sessionCookie(first)).toBeNull();
    const done = await secondStep(first.json().pendingToken, codeAt(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({
      id: personId('lead'),
      twoFactor: { enrolled: true, required: false },
    });
    const cookie = sessionCookie(done)!;
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    // The pending sign-in is used up.
    const again = await secondStep(first.json().pendingToken, codeAt(secret));
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(SIGN_IN_EXPIRED);
  });

  it('refuses a wrong code and a replayed one, and records each', async () => {
    nextStep();
    const before = (await history('lead')).length;
    const pending = (await password('lead')).json().pendingToken as string;
    const wrong = await secondStep(pending, '123456' === codeAt(secret) ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(WRONG_CODE);
    expect(sessionCookie(wrong)).toBeNull();

    const code = codeAt(secret);
    expect((await secondStep(pending, code)).statusCode).toBe(200);
    // The same code again, even with a new pending sign-in: once per time step.
    const replay = await secondStep((await password('lead')).json().pendingToken, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(WRONG_CODE);
    // The code of the next step is new.
    nextStep();
    const next = await secondStep((await password('lead')).json().pendingToken, codeAt(secret));
    expect(next.statusCode).toBe(200);
    expect((await history('lead')).slice(before)).toEqual([
      'Wrong two-factor code',
      'Wrong two-factor code',
    ]);
  });

  it('takes a recovery code once, in any case and spacing, and says how many are left', async () => {
    const [code] = recoveryCodes;
    const typed = ` ${code!.toUpperCase().replace('-', ' ')} `;
    const used = await secondStep((await password('lead')).json().pendingToken, typed);
    expect(used.statusCode).toBe(200);
    const again = await secondStep((await password('lead')).json().pendingToken, code!);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(WRONG_CODE);
    expect((await history('lead')).slice(-2)).toEqual([
      'Recovery code used (9 recovery codes left)',
      'Wrong recovery code',
    ]);
    const cookie = sessionCookie(used)!;
    expect((await get('/api/me/two-factor', cookie)).json().recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged pending token without counting anything', async () => {
    const forged = await secondStep('not-a-pending-sign-in', codeAt(secret));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('sign_in_expired');
    const empty = await secondStep('', '123456');
    expect(empty.statusCode).toBe(400);
  });
});

describe('throttling', () => {
  it('counts wrong codes with wrong passwords: past the limit even the right code waits', async () => {
    const { secret } = await enrol('hr');
    // The right password took one attempt: a code is still owed, so it is not given back.
    const pending = (await password('hr')).json().pendingToken as string;
    for (let i = 1; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await secondStep(pending, i % 2 ? '000000' : 'aaaaa-bbbbb')).statusCode).toBe(401);
    }
    const refused = await secondStep(pending, codeAt(secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many failed sign-in attempts\./);
    // The right password does not give the count back while a code is still owed.
    expect((await password('hr')).statusCode).toBe(429);
  });
});

describe("an Admin's reset", () => {
  it("turns a person's two-factor off, recorded with who; a Manager may not", async () => {
    await enrol('provider');
    const manager = await signIn(t.app, 'manager');
    const url = `/api/users/${personId('provider')}/two-factor/reset`;
    expect((await post(url, manager)).statusCode).toBe(403);
    const reset = await post(url, admin);
    expect(reset.statusCode).toBe(204);
    // Signed in with the password alone again.
    const login = await password('provider');
    expect(login.statusCode).toBe(200);
    expect(login.json().user.twoFactor).toEqual({ enrolled: false, required: false });
    expect(await history('provider')).toEqual([
      'Two-factor sign-in turned on',
      'Two-factor sign-in reset',
    ]);
    const { rows } = await t.deps.pool.query(
      `SELECT (SELECT count(*)::int FROM two_factor WHERE user_id = $1) AS secrets,
              (SELECT count(*)::int FROM recovery_codes WHERE user_id = $1) AS codes`,
      [personId('provider')],
    );
    expect(rows[0]).toEqual({ secrets: 0, codes: 0 });
    // Nothing to reset now.
    expect((await post(url, admin)).statusCode).toBe(422);
  });
});

describe('required by role', () => {
  it('lets a person of that role do nothing but turn it on, then everything again', async () => {
    const settings = (await get('/api/settings', admin)).json();
    const saved = await send({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...settings, twoFactorRoles: ['Viewer'] },
      headers: { cookie: admin },
    });
    expect(saved.statusCode).toBe(200);
    const login = await password('viewer');
    expect(login.statusCode).toBe(200);
    expect(login.json().user.twoFactor).toEqual({ enrolled: false, required: true });
    const cookie = sessionCookie(login)!;
    const refused = await get('/api/users', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'two_factor_required',
      message: TWO_FACTOR_FIRST,
    });
    expect((await get('/api/me', cookie)).statusCode).toBe(200);

    const started = await post('/api/me/two-factor/enrolment', cookie);
    const { secret } = started.json();
    expect(
      (await post('/api/me/two-factor/confirm', cookie, { code: codeAt(secret) })).statusCode,
    ).toBe(200);
    expect((await get('/api/users', cookie)).statusCode).toBe(200);
    expect((await get('/api/me', cookie)).json().twoFactor).toEqual({
      enrolled: true,
      required: true,
    });
    // Another role is not asked.
    expect((await password('manager')).json().user.twoFactor.required).toBe(false);
  });

  it('refuses an unknown role in Settings with 400', async () => {
    const settings = (await get('/api/settings', admin)).json();
    const response = await send({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...settings, twoFactorRoles: ['Owner'] },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['twoFactorRoles.0']);
  });
});
