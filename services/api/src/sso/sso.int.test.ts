import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userStream } from '@teamledger/domain';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { startOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider.js';
import { SecretBox } from './secret-box.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { userIdForEmail } from '../users/user-id.js';

const ORIGIN = 'http://teamledger.test';
const REDIRECT_URI = `${ORIGIN}/sso/callback`;

let provider: TestOidcProvider;
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  provider = await startOidcProvider([REDIRECT_URI]);
  provider.accounts.set('uma', { email: 'USER@northwind.test', emailVerified: true, name: 'Uma' });
  provider.accounts.set('liam', {
    email: demoEmail('lead'),
    emailVerified: false,
    name: 'Liam Carter',
  });
  provider.accounts.set('nadia', {
    email: 'nadia.stone@northwind.test',
    emailVerified: true,
    name: 'Nadia Stone',
  });
  provider.accounts.set('amina', { email: demoEmail('admin'), emailVerified: true, name: 'A' });
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await seedPeople(t.deps);
  adminCookie = await signIn(t.app, 'admin');
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

const ssoSettings = (change: Record<string, unknown> = {}) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  providerName: 'Test ID',
  createUnknownPeople: false,
  passwordSignIn: 'everyone',
  ...change,
});
const putSettings = (body: Record<string, unknown>, cookie = adminCookie) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/sso', headers: { cookie }, payload: body });

const head = () => t.deps.store.headPosition();
const appendedSince = async (position: bigint) => t.deps.store.readAll({ from: position });

/** Sends the browser's cookies back, as a browser would (the provider sets a few). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** POST /api/auth/sso/start: the provider's address and this "browser's" flow cookie. */
async function start(): Promise<{ authorizationUrl: URL; flowCookie: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start' });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'teamledger_sso')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sso' });
  return {
    authorizationUrl: new URL(response.json().authorizationUrl),
    flowCookie: `teamledger_sso=${cookie.value}`,
  };
}

/**
 * Follows the provider's redirects as a browser would, the provider signing `login` in
 * without a form, until it sends the browser back to our callback: its query string.
 */
async function atProvider(authorizationUrl: URL, login: string): Promise<string> {
  provider.signInAs(login);
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (location === null)
      throw new Error(`the provider stopped at ${url.href}: ${response.status}`);
    const next = new URL(location, url);
    if (next.href.startsWith(REDIRECT_URI)) return next.search.slice(1);
    url = next;
  }
  throw new Error('the provider never sent the browser back');
}

const callback = (params: string, flowCookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/callback',
    headers: flowCookie === undefined ? {} : { cookie: flowCookie },
    payload: { params },
  });

/** A whole sign-in of `login` at the provider, then the callback. */
async function signInAt(login: string) {
  const { authorizationUrl, flowCookie } = await start();
  return callback(await atProvider(authorizationUrl, login), flowCookie);
}

describe('single sign-on before it is configured', () => {
  it('shows no provider, and a sign-in cannot start', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(status.json()).toEqual({ providerName: null });
    const started = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start' });
    expect(started.statusCode).toBe(404);
    expect(started.json().error).toMatchObject({
      code: 'sso_not_configured',
      message: 'Single sign-on is not configured.',
    });
  });

  it('shows an Admin the redirect URI to register, and refuses everyone else', async () => {
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/settings/sso',
      headers: { cookie: adminCookie },
    });
    expect(view.json()).toEqual({
      source: null,
      issuer: '',
      clientId: '',
      providerName: '',
      clientSecretSet: false,
      redirectUri: REDIRECT_URI,
      createUnknownPeople: false,
      passwordSignIn: 'everyone',
    });
    const asManager = await t.app.inject({
      method: 'GET',
      url: '/api/settings/sso',
      headers: { cookie: await signIn(t.app, 'manager') },
    });
    expect(asManager.statusCode).toBe(403);
  });
});

describe('configuring single sign-on in Settings', () => {
  it('refuses an issuer that is not an OpenID provider, storing nothing', async () => {
    const before = await head();
    const response = await putSettings(
      ssoSettings({ issuer: 'http://127.0.0.1:9/nothing', clientSecret: provider.clientSecret }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'sso_discovery_failed',
      fields: { issuer: expect.stringContaining('did not answer as an OpenID provider') },
    });
    expect(await appendedSince(before)).toEqual([]);
    const { rows } = await t.deps.pool.query('SELECT 1 FROM sso_client_secret');
    expect(rows).toEqual([]);
  });

  it('asks for a client secret the first time, and for password sign-in off, a provider', async () => {
    const noSecret = await putSettings(ssoSettings());
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().error.fields).toEqual({ clientSecret: 'Client secret is required!' });
    const off = await putSettings(
      ssoSettings({ issuer: '', clientId: '', providerName: '', passwordSignIn: 'admins' }),
    );
    expect(off.statusCode).toBe(422);
    expect(off.json().error.fields.issuer).toBe(
      'Issuer URL is required to turn password sign-in off.',
    );
  });

  it('keeps the secret sealed in its table and out of every event', async () => {
    const before = await head();
    const response = await putSettings(ssoSettings({ clientSecret: provider.clientSecret }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      source: 'settings',
      issuer: provider.issuer,
      clientId: provider.clientId,
      providerName: 'Test ID',
      clientSecretSet: true,
      redirectUri: REDIRECT_URI,
      createUnknownPeople: false,
      passwordSignIn: 'everyone',
    });
    const events = await appendedSince(before);
    expect(events.map((e) => e.type)).toEqual(['SettingsChanged']);
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toContain(
      provider.clientSecret,
    );
    expect(events[0]!.data).toMatchObject({
      changes: { sso: { issuer: provider.issuer, clientSecretSetAt: expect.any(String) } },
    });
    const { rows } = await t.deps.pool.query<{ sealed: string }>(
      'SELECT sealed FROM sso_client_secret',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    expect(rows[0]!.sealed).not.toContain(provider.clientSecret);

    // Saved again without a secret: the stored one is kept.
    const again = await putSettings(ssoSettings({ providerName: 'Test ID' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecretSet).toBe(true);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(status.json()).toEqual({ providerName: 'Test ID' });
  });

  it('turns single sign-on off while the stored secret cannot be opened (a new JWT_SECRET)', async () => {
    const other = new SecretBox('another-jwt-secret-of-thirty-two-characters', 'sso-client-secret');
    await t.deps.pool.query('UPDATE sso_client_secret SET sealed = $1', [
      other.seal(provider.clientSecret),
    ]);
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/settings/sso',
      headers: { cookie: adminCookie },
    });
    expect(view.json()).toMatchObject({ source: 'settings', clientSecretSet: false });
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(status.json()).toEqual({ providerName: null });
  });
});

describe('signing in through the provider', () => {
  beforeAll(async () => {
    expect(
      (await putSettings(ssoSettings({ clientSecret: provider.clientSecret }))).statusCode,
    ).toBe(200);
  });

  it('signs a verified email in to its account with a session, and records it', async () => {
    const userId = personId('user');
    const before = await head();
    const response = await signInAt('uma');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: userId, email: 'user@northwind.test' });
    const session = response.cookies.find((c) => c.name === 'teamledger_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The flow cookie is spent.
    expect(response.cookies.find((c) => c.name === 'teamledger_sso')?.value).toBe('');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `teamledger_session=${session.value}` },
    });
    expect(me.json()).toMatchObject({ id: userId });
    const { rows } = await t.deps.pool.query('SELECT user_agent FROM sessions WHERE user_id = $1', [
      userId,
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(1);

    const events = await appendedSince(before);
    expect(events.map((e) => [e.type, e.stream, e.metadata.actorId])).toEqual([
      ['SignedInWithSso', userStream(userId), userId],
    ]);
    expect(events[0]!.data).toEqual({ userId, providerName: 'Test ID', issuer: provider.issuer });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/users/${userId}/history`,
      headers: { cookie: adminCookie },
    });
    expect(history.json().entries).toContainEqual(
      expect.objectContaining({
        kind: 'security',
        to: 'Signed in with Test ID',
        reason: provider.issuer,
        actor: { id: userId, name: expect.any(String) },
      }),
    );
  });

  it('refuses an email the provider has not verified, appending nothing', async () => {
    const before = await head();
    const response = await signInAt('liam');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'sso_email_unverified',
      message:
        'Test ID has not verified your email address, so it cannot sign you in. ' +
        'Verify it at Test ID, or sign in with your password.',
    });
    expect(response.cookies.find((c) => c.name === 'teamledger_session')).toBeUndefined();
    expect(await appendedSince(before)).toEqual([]);
  });

  it('refuses an email no account uses while unknown people are not created', async () => {
    const before = await head();
    const response = await signInAt('nadia');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'sso_unknown_account',
      message: 'No account uses nadia.stone@northwind.test. Ask an administrator to add you.',
    });
    expect(await appendedSince(before)).toEqual([]);
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const { authorizationUrl, flowCookie } = await start();
    const params = new URLSearchParams(await atProvider(authorizationUrl, 'uma'));
    params.set('state', 'forged-state');
    const before = await head();
    const response = await callback(params.toString(), flowCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'sso_failed',
      message: 'Single sign-on did not complete. Please start again from the sign-in page.',
    });
    // The flow is spent whatever the outcome: its cookie goes.
    expect(response.cookies.find((c) => c.name === 'teamledger_sso')?.value).toBe('');
    expect(await appendedSince(before)).toEqual([]);
  });

  it('says the sign-in was cancelled at the provider, appending nothing', async () => {
    const before = await head();
    const response = await signInAt('cancel');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'sso_cancelled',
      message: 'Test ID did not sign you in: the sign-in was cancelled or refused there.',
    });
    expect(await appendedSince(before)).toEqual([]);
  });

  it('refuses a code issued for another PKCE challenge, and a callback without its cookie', async () => {
    const { authorizationUrl, flowCookie } = await start();
    // Someone swapped the challenge: our verifier no longer proves the code is ours.
    authorizationUrl.searchParams.set('code_challenge', 'A'.repeat(43));
    const params = await atProvider(authorizationUrl, 'uma');
    const before = await head();
    const forged = await callback(params, flowCookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('sso_failed');

    const other = await start();
    const withoutCookie = await callback(await atProvider(other.authorizationUrl, 'uma'));
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.json().error.code).toBe('sso_failed');
    expect(await appendedSince(before)).toEqual([]);
  });

  it('refuses a code used twice', async () => {
    const { authorizationUrl, flowCookie } = await start();
    const params = await atProvider(authorizationUrl, 'uma');
    expect((await callback(params, flowCookie)).statusCode).toBe(200);
    const before = await head();
    const replayed = await callback(params, flowCookie);
    expect(replayed.statusCode).toBe(400);
    expect(await appendedSince(before)).toEqual([]);
  });
});

describe('creating people on first sign-in', () => {
  beforeAll(async () => {
    const response = await putSettings(ssoSettings({ createUnknownPeople: true }));
    expect(response.json().createUnknownPeople).toBe(true);
  });

  it('creates an unknown verified email as an inactive User waiting for an admin', async () => {
    const userId = userIdForEmail('nadia.stone@northwind.test');
    const response = await signInAt('nadia');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'sso_account_created',
      message: 'Your account was created and is waiting for approval by an administrator.',
    });
    const stream = await t.deps.store.readStream(userStream(userId));
    expect(stream.map((e) => e.type)).toEqual(['UserRegistered']);
    expect(stream[0]!.data).toMatchObject({
      email: 'nadia.stone@northwind.test',
      name: 'Nadia Stone',
      role: 'User',
      status: 'inactive',
      via: 'sso',
    });

    const again = await signInAt('nadia');
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toEqual({
      code: 'account_inactive',
      message: 'Your account is waiting for approval by an administrator.',
    });
    expect(await t.deps.store.readStream(userStream(userId))).toHaveLength(1);

    // An admin accepts them: no invitation to choose a password; they sign in here.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/status`,
      headers: { cookie: adminCookie },
      payload: {
        action: 'accept',
        role: 'User',
        teamName: 'Platform',
        lead1: personId('lead'),
        workspaceIds: [demoWorkspaceId('mobile')],
      },
    });
    expect(accepted.statusCode).toBe(200);
    const types = (await t.deps.store.readStream(userStream(userId))).map((e) => e.type);
    expect(types).toEqual(['UserRegistered', 'UserUpdated', 'UserStatusChanged']);
    const signedIn = await signInAt('nadia');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      id: userId,
      name: 'Nadia Stone',
      status: 'active',
    });
  });
});

describe('password sign-in turned off for all but Admins', () => {
  beforeAll(async () => {
    const response = await putSettings(ssoSettings({ passwordSignIn: 'admins' }));
    expect(response.json().passwordSignIn).toBe('admins');
  });
  beforeEach(async () => {
    const keys = await t.deps.redis.keys(`${t.deps.config.REDIS_PREFIX}:password-attempts:*`);
    if (keys.length) await t.deps.redis.del(...keys);
  });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a non-admin with the right password, pointing at the provider', async () => {
    for (const key of ['user', 'manager'] as const) {
      const response = await login(demoEmail(key), DEMO_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'password_sign_in_off',
        message: 'Password sign-in is turned off. Please sign in with Test ID.',
      });
      expect(response.cookies.find((c) => c.name === 'teamledger_session')).toBeUndefined();
    }
    // A wrong password still tells nothing more than before.
    expect((await login(demoEmail('user'), 'wrong-password')).statusCode).toBe(401);
  });

  it('still signs an Admin in with a password, and anyone through the provider', async () => {
    expect((await login(demoEmail('admin'), DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signInAt('uma')).statusCode).toBe(200);
  });
});

describe('single sign-on from the environment', () => {
  let env: TestApp;
  beforeAll(async () => {
    env = await createTestApp({
      PUBLIC_ORIGIN: ORIGIN,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Northwind ID',
    });
    await seedPeople(env.deps);
  }, 60_000);
  afterAll(() => env.close());

  it('signs in with the provider the environment names, which Settings cannot change', async () => {
    const status = await env.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(status.json()).toEqual({ providerName: 'Northwind ID' });

    const started = await env.app.inject({ method: 'POST', url: '/api/auth/sso/start' });
    const flow = started.cookies.find((c) => c.name === 'teamledger_sso')!;
    const params = await atProvider(new URL(started.json().authorizationUrl), 'amina');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      headers: { cookie: `teamledger_sso=${flow.value}` },
      payload: { params },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(personId('admin'));

    const cookie = await signIn(env.app, 'admin');
    const refused = await env.app.inject({
      method: 'PUT',
      url: '/api/settings/sso',
      headers: { cookie },
      payload: ssoSettings({ clientSecret: 'another' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('sso_from_environment');
    const switches = await env.app.inject({
      method: 'PUT',
      url: '/api/settings/sso',
      headers: { cookie },
      payload: ssoSettings({
        issuer: '',
        clientId: '',
        providerName: '',
        passwordSignIn: 'admins',
      }),
    });
    expect(switches.statusCode).toBe(200);
    expect(switches.json()).toMatchObject({
      source: 'environment',
      issuer: provider.issuer,
      providerName: 'Northwind ID',
      clientSecretSet: true,
      passwordSignIn: 'admins',
    });
  });
});
