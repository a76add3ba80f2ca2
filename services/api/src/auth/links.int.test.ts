import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REVOKED,
  LINK_USED,
  PASSWORD_RESET_ASKED,
} from '@teamledger/domain';
import { startSmtpSink, type SmtpSink } from '../../../worker/src/test-support/smtp-sink.js';
import {
  startTestWorker,
  TEST_SITE_URL,
  type RunningWorker,
} from '../../../worker/src/test-support/running-worker.js';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { DEMO_PASSWORD, demoEmail } from '../demo/seed.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { userIdForEmail } from '../users/user-id.js';
import { INVITATION_SENT } from '../users/security-routes.js';
import { PASSWORD_SET } from './link-routes.js';
import { RESET_LIMITS } from './login-throttle.js';

// Invitations and password resets end to end: the API issues the link, the projector's
// reaction and the worker email it to a real SMTP sink, the person sets a password with it.
let t: TestApp;
let sink: SmtpSink;
let worker: RunningWorker;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  sink = await startSmtpSink();
  worker = startTestWorker({
    databaseUrl: t.deps.config.DATABASE_URL,
    redisUrl: t.deps.config.REDIS_URL,
    prefix: t.deps.config.REDIS_PREFIX,
    smtpPort: sink.port,
    store: t.deps.store,
    clock: t.deps.clock,
  });
  admin = await signIn(t.app, 'admin');
}, 60_000);
afterAll(async () => {
  await worker.close();
  await sink.stop();
  await t.close();
});

const mobile = demoWorkspaceId('mobile');
const newPerson = (name: string, email: string, extra: object = {}) => ({
  name,
  email,
  role: 'User',
  status: 'active',
  teamName: 'Platform',
  lead1: personId('lead'),
  workspaceIds: [mobile],
  defaultWorkspaceId: mobile,
  ...extra,
});

const addPerson = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload: body, headers: { cookie: admin } });

/** The links emailed to an address so far, oldest first, with their subjects. */
const linksTo = (address: string) =>
  sink.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({
      subject: mail.subject,
      url: /(http\S+#token=\S+)/.exec(mail.text)?.[1] ?? '',
      token: /#token=(\S+)/.exec(mail.text)?.[1] ?? '',
    }));

async function nthLink(address: string, count: number) {
  await expect.poll(() => linksTo(address).length).toBe(count);
  return linksTo(address)[count - 1]!;
}

const setPassword = (token: string, password: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    payload: { token, password, confirmPassword: password },
    remoteAddress,
  });

const login = (email: string, password: string, userAgent = 'vitest') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });

const cookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  `teamledger_session=${response.cookies.find((c) => c.name === 'teamledger_session')!.value}`;

const history = async (userId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/${userId}/history`,
    headers: { cookie: admin },
  });
  return (
    response.json() as { entries: { kind: string; to: string; actor: { name: string } | null }[] }
  ).entries
    .filter((entry) => entry.kind === 'security')
    .map((entry) => `${entry.to} by ${entry.actor?.name ?? 'the system'}`);
};

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('invitations', () => {
  it('emails a new person a link that sets their password once', async () => {
    const email = 'ines@northwind.test';
    const added = await addPerson(newPerson('Ines Ortega', email));
    expect(added.statusCode).toBe(201);
    const link = await nthLink(email, 1);
    expect(link.subject).toBe('You are invited to Teamledger');
    expect(link.url.startsWith(`${TEST_SITE_URL}/set-password#token=`)).toBe(true);
    // No password yet: nobody can sign in as them.
    expect((await login(email, 'ines-password')).statusCode).toBe(401);

    const set = await setPassword(link.token, 'ines-password');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: PASSWORD_SET });
    expect((await login(email, 'ines-password')).statusCode).toBe(200);

    const reused = await setPassword(link.token, 'another-password');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(LINK_USED);
    expect((await login(email, 'ines-password')).statusCode).toBe(200);

    const id = userIdForEmail(email);
    await expect
      .poll(() => history(id))
      .toEqual([
        'Invitation sent by Amina Qureshi',
        'Invitation emailed by the system',
        'Invitation used by the system',
        'Password set through an emailed link by the system',
      ]);
  });

  it('refuses a forged link and one with a wrong secret, and keeps the secret out of the log', async () => {
    const email = 'farid@northwind.test';
    await addPerson(newPerson('Farid Amini', email));
    const { token } = await nthLink(email, 1);
    const [linkId, secret] = token.split('.') as [string, string];
    for (const forged of [
      `${linkId}.${secret.slice(0, -2)}xx`,
      `${linkId}.`,
      'not-a-link',
      `0d7c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f.${secret}`,
    ]) {
      const response = await setPassword(forged, 'farid-password');
      expect(response.statusCode, forged).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, forged).toBeLessThan(500);
    }
    const wrong = await setPassword(`${linkId}.${secret.slice(0, -2)}xx`, 'farid-password');
    expect(wrong.json().error.message).toBe(LINK_INVALID);
    const { rows } = await t.deps.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%' || $1 || '%'`,
      [secret],
    );
    expect(rows[0]!.n).toBe(0);
    // The real link still works after the forgeries.
    expect((await setPassword(token, 'farid-password')).statusCode).toBe(200);
  });

  it('replaces the open invitation on resend, and revokes it on request', async () => {
    const email = 'gwen@northwind.test';
    await addPerson(newPerson('Gwen Hale', email));
    const first = await nthLink(email, 1);
    const id = userIdForEmail(email);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/invitation`,
      headers: { cookie: admin },
    });
    expect(resend.statusCode).toBe(201);
    expect(resend.json()).toEqual({ message: INVITATION_SENT });
    const second = await nthLink(email, 2);
    expect((await setPassword(first.token, 'gwen-password')).json().error.message).toBe(
      LINK_REVOKED,
    );

    const revoke = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/${id}/invitation`,
        headers: { cookie: admin },
      });
    expect((await revoke()).statusCode).toBe(204);
    expect((await setPassword(second.token, 'gwen-password')).json().error.message).toBe(
      LINK_REVOKED,
    );
    const again = await revoke();
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('This person has no open invitation.');
    await expect
      .poll(() => history(id))
      .toEqual([
        'Invitation sent by Amina Qureshi',
        'Invitation emailed by the system',
        'Invitation withdrawn by Amina Qureshi',
        'Invitation sent by Amina Qureshi',
        'Invitation emailed by the system',
        'Invitation withdrawn by Amina Qureshi',
      ]);
  });

  it('takes an invitation until 7 days have passed, and refuses it after', async () => {
    await addPerson(newPerson('June Kay', 'june@northwind.test'));
    const june = await nthLink('june@northwind.test', 1);
    t.clock.offset = 7 * 24 * 60 * 60 * 1000 - 5 * 60_000;
    try {
      expect((await setPassword(june.token, 'june-password')).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
    const email = 'hugo@northwind.test';
    await addPerson(newPerson('Hugo Lind', email));
    const { token } = await nthLink(email, 1);
    t.clock.offset = 7 * 24 * 60 * 60 * 1000 + 60_000;
    try {
      const response = await setPassword(token, 'hugo-password');
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe(LINK_EXPIRED);
    } finally {
      t.clock.reset();
    }
  });

  it('sends no invitation when an admin sets the password in an emergency, and records it', async () => {
    const email = 'ivy@northwind.test';
    const added = await addPerson(newPerson('Ivy Moss', email, { password: 'ivy-password' }));
    expect(added.statusCode).toBe(201);
    expect((await login(email, 'ivy-password')).statusCode).toBe(200);
    const id = userIdForEmail(email);
    await expect.poll(() => history(id)).toEqual(['Password set by an admin by Amina Qureshi']);
    expect(linksTo(email)).toEqual([]);
  });

  it("lets an Admin, not a Manager, set someone's password in an emergency, recorded", async () => {
    const email = 'ike@northwind.test';
    expect((await addPerson(newPerson('Ike Nwosu', email))).statusCode).toBe(201);
    const id = userIdForEmail(email);
    // The invitation is emailed (and recorded) before the emergency.
    await nthLink(email, 1);
    await expect
      .poll(() => history(id))
      .toEqual(['Invitation sent by Amina Qureshi', 'Invitation emailed by the system']);
    const emergency = (cookie: string, password: string, confirmPassword = password) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${id}/password`,
        payload: { password, confirmPassword },
        headers: { cookie },
      });
    // A Manager has every admin power but this one.
    const manager = await signIn(t.app, 'manager');
    const refused = await emergency(manager, 'ike-by-manager');
    expect(refused.statusCode).toBe(403);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: newPerson('Ina Berg', 'ina@northwind.test', { password: 'ina-password' }),
      headers: { cookie: manager },
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json().error.message).toBe("Only an Admin can set another person's password.");
    // Signed out again: the sessions test below counts the Manager's sessions.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: manager } });
    expect((await emergency(admin, 'ike-password', 'ike-other')).json().error.fields).toEqual({
      confirmPassword: 'The two passwords that you entered do not match!',
    });
    expect((await emergency(admin, 'ike-password')).statusCode).toBe(204);
    expect((await login(email, 'ike-by-manager')).statusCode).toBe(401);
    expect((await login(email, 'ike-password')).statusCode).toBe(200);
    await expect
      .poll(() => history(id))
      .toEqual([
        'Invitation sent by Amina Qureshi',
        'Invitation emailed by the system',
        'Password set by an admin by Amina Qureshi',
      ]);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/users/${personId('admin')}/password`,
      payload: { password: 'my-own-pass', confirmPassword: 'my-own-pass' },
      headers: { cookie: admin },
    });
    expect(own.statusCode).toBe(422);
  });

  it('lets only admins resend, revoke or end sessions', async () => {
    const user = await signIn(t.app, 'user');
    const target = personId('viewer');
    for (const [method, url] of [
      ['POST', `/api/users/${target}/invitation`],
      ['DELETE', `/api/users/${target}/invitation`],
      ['POST', `/api/users/${target}/sessions/end`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: user } });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('password reset', () => {
  const forgot = (email: string, remoteAddress = '10.8.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      remoteAddress,
    });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = sink.mails.length;
    const known = await forgot(demoEmail('lead'), '10.8.1.1');
    const unknown = await forgot('nobody@northwind.test', '10.8.1.1');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: PASSWORD_RESET_ASKED });
    await nthLink(demoEmail('lead'), 1);
    expect(sink.mails.length).toBe(before + 1);
  });

  it('sets a new password once and ends every session of the person', async () => {
    const email = demoEmail('hr');
    const first = cookieOf(await login(email, DEMO_PASSWORD, 'Laptop'));
    const second = cookieOf(await login(email, DEMO_PASSWORD, 'Phone'));
    expect((await forgot(email, '10.8.2.1')).statusCode).toBe(202);
    const link = await nthLink(email, 1);
    expect(link.subject).toBe('Reset your Teamledger password');
    expect(link.url.startsWith(`${TEST_SITE_URL}/reset-password#token=`)).toBe(true);

    expect((await setPassword(link.token, 'new-hr-password')).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'new-hr-password')).statusCode).toBe(200);
    expect((await setPassword(link.token, 'third-password')).json().error.message).toBe(LINK_USED);
    await expect
      .poll(() => history(userIdForEmail(email)))
      .toEqual([
        'Password reset asked by the system',
        'Password reset link emailed by the system',
        'Password reset done by the system',
        'Password set through an emailed link by the system',
      ]);
  });

  it('refuses a reset link after 1 hour', async () => {
    const email = demoEmail('viewer');
    await forgot(email, '10.8.3.1');
    const { token } = await nthLink(email, 1);
    t.clock.offset = 60 * 60 * 1000 + 1_000;
    try {
      expect((await setPassword(token, 'viewer-password')).json().error.message).toBe(LINK_EXPIRED);
    } finally {
      t.clock.reset();
    }
  });

  it('limits requests per email and per address, known or not', async () => {
    for (const email of [demoEmail('provider'), 'ghost@northwind.test']) {
      for (let i = 0; i < RESET_LIMITS.perAccount; i += 1) {
        expect((await forgot(email, `10.8.4.${i}`)).statusCode).toBe(202);
      }
      const refused = await forgot(email, '10.8.4.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many password reset requests\./);
    }
    for (let i = 0; i < RESET_LIMITS.perAddress; i += 1) {
      expect((await forgot(`someone${i}@northwind.test`, '10.8.5.1')).statusCode).toBe(202);
    }
    expect((await forgot('one-more@northwind.test', '10.8.5.1')).statusCode).toBe(429);
  });

  it('refuses bad input with 400 and appends nothing', async () => {
    const head = await t.deps.store.headPosition();
    expect((await forgot('not an email', '10.8.6.1')).statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { token: 'x.y', password: 'long-enough', confirmPassword: 'different-one' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await t.deps.store.headPosition()).toBe(head);
  });
});

describe('sessions', () => {
  const sessions = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return (
      response.json() as {
        sessions: { id: string; device: string; address: string; current: boolean }[];
      }
    ).sessions;
  };
  const end = (cookie: string, sessionId: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/sessions/end',
      headers: { cookie },
      payload: { sessionId },
    });

  it('lists my sessions with device and address, and ends one or all others', async () => {
    const email = demoEmail('manager');
    const laptop = cookieOf(await login(email, DEMO_PASSWORD, 'Firefox on Linux'));
    const phone = cookieOf(await login(email, DEMO_PASSWORD, 'Safari on iPhone'));
    const tablet = cookieOf(await login(email, DEMO_PASSWORD, 'Chrome on Android'));
    const listed = await sessions(laptop);
    expect(listed.map((s) => [s.device, s.address, s.current])).toEqual(
      expect.arrayContaining([
        ['Firefox on Linux', '127.0.0.1', true],
        ['Safari on iPhone', '127.0.0.1', false],
        ['Chrome on Android', '127.0.0.1', false],
      ]),
    );
    expect(listed).toHaveLength(3);
    const phoneId = listed.find((s) => s.device === 'Safari on iPhone')!.id;
    expect((await end(laptop, phoneId)).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(200);
    expect((await end(laptop, phoneId)).statusCode).toBe(404);

    expect((await end(laptop, null)).statusCode).toBe(204);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await sessions(laptop)).map((s) => s.device)).toEqual(['Firefox on Linux']);
    await expect
      .poll(() => history(userIdForEmail(email)))
      .toEqual(['A session ended by Marco Rossi', 'All other sessions ended by Marco Rossi']);
  });

  it("does not end someone else's session", async () => {
    const other = await signIn(t.app, 'lead');
    const [leadSession] = await sessions(other);
    const mine = await signIn(t.app, 'provider');
    expect((await end(mine, leadSession!.id)).statusCode).toBe(404);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('lets an admin end every session of a person, recorded with who', async () => {
    const user = await signIn(t.app, 'user');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${personId('user')}/sessions/end`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(user)).statusCode).toBe(401);
    await expect
      .poll(() => history(personId('user')))
      .toEqual(['All sessions ended by Amina Qureshi']);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/users/${personId('admin')}/sessions/end`,
      headers: { cookie: admin },
    });
    expect(own.statusCode).toBe(422);
    expect((await me(admin)).statusCode).toBe(200);
  });
});
