import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLeadRequestId, demoWorkspaceId } from '../demo/seed-people-admin.js';
import { commandBodies, demoMilestoneId, urlFor } from '../test-support/command-bodies.js';
import { recordProviderDirectory } from '../test-support/provider-directory.js';
import { DEMO_TEMPLATES } from '../demo/seed-scores.js';
import { personId, seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * A command's answer comes from what it decided and appended, never from a read model
 * that may lag: with the projector frozen (SIGSTOP), every command still answers 2xx
 * within the read-your-writes bound, and its events are stored once.
 */
const projectorMain = fileURLToPath(new URL('../../../projector/src/main.ts', import.meta.url));
const WAIT_MS = 600;
// A command that waited for the frozen projector would not answer at all; one that gives up
// at WAIT_MS answers within about a second, more on a loaded machine. The bound sits
// seconds away from both, so it guards the property and not the machine's speed.
const ANSWER_BOUND_MS = WAIT_MS + 6_000;

// Which signed-in person sends each command: the owner of the data it changes.
const sender: Record<string, 'admin' | 'user' | 'lead' | 'none'> = {
  'POST /api/auth/login': 'none',
  'POST /api/auth/register': 'none',
  'POST /api/auth/logout': 'user',
  'PUT /api/me/profile': 'user',
  'PUT /api/me/availability': 'user',
  'POST /api/standups': 'user',
  'POST /api/worklogs': 'user',
  'POST /api/leaves': 'user',
  'PUT /api/scores/:userId/:month/steps/:step': 'lead',
  'POST /api/users/:id/timesheets/:period/submit': 'user',
  'POST /api/users/:id/timesheets/:period/withdraw': 'user',
};
// Commands whose body or target must differ from the shared valid bodies to be allowed
// on this day (2026-03-11) after the commands before them.
const overrides: Record<string, { url?: string; body?: Record<string, unknown> }> = {
  'POST /api/holidays': { body: { title: 'Founders Day', date: '2026-03-20' } },
  'DELETE /api/holidays/:date': { url: '/api/holidays/2026-03-20' },
  // 'dana' is accepted (the shared target), 'fay' is still open; the one this test creates
  // goes to the provider user.
  'POST /api/lead-requests/:id/reject': {
    url: `/api/lead-requests/${demoLeadRequestId('fay')}/reject`,
  },
  'POST /api/leaves': {
    body: { leaveType: 'Annual', details: 'Family visit', from: '2026-03-16', to: '2026-03-17' },
  },
  'POST /api/workspaces/:id/milestones/sync': {
    url: `/api/workspaces/${demoWorkspaceId('platform')}/milestones/sync`,
  },
  // The demo scores up to 2026-02 (the month before this day): the user's 2026-01 waits for
  // approval, and the provider user's 2026-02 has no step yet, which their lead writes.
  'POST /api/scores/approve': {
    body: { scores: [{ userId: personId('user'), month: '2026-01' }] },
  },
  'PUT /api/scores/:userId/:month/steps/:step': {
    url: `/api/scores/${personId('provider')}/2026-02/steps/lead1`,
    body: {
      status: 'draft',
      baseVersion: 0,
      comments: 'Steady month.',
      score: {
        type: 'general',
        criteria: DEMO_TEMPLATES[0].fields.map((name) => ({ name, rating: 4 })),
      },
    },
  },
  'POST /api/worklogs': {
    body: {
      workspaceId: demoWorkspaceId('platform'),
      milestoneId: null,
      title: 'Reports',
      details: 'CSV',
      hours: 1.5,
    },
  },
};
// Deletes and sign-out go last, so the commands before them still have their target.
const last = (route: string) => (route.startsWith('DELETE ') || route.endsWith('/logout') ? 1 : 0);

describe('commands while the projector is frozen', () => {
  let t: TestApp;
  let projector: ChildProcess;
  const cookies: Record<string, string> = {};
  let milestoneId: string;
  let requests = 0;

  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: '1', READ_YOUR_WRITES_TIMEOUT_MS: String(WAIT_MS) });
    t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
    await seedPeople(t.deps);
    cookies.admin = await signIn(t.app, 'admin');
    cookies.user = await signIn(t.app, 'user');
    cookies.lead = await signIn(t.app, 'lead');
    milestoneId = await demoMilestoneId(t.app, cookies.admin);
    // The provider space the shared POST /api/workspaces body links to.
    await recordProviderDirectory(t.deps.store, {
      spaces: [{ id: 'lab-space', name: 'Lab' }],
      users: [],
    });
    // Every demo team has a template: the new one gets a team of its own.
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie: cookies.admin },
      payload: { name: 'Research' },
    });
    expect(team.statusCode).toBe(201);
    overrides['POST /api/templates'] = {
      body: { name: 'Research', teamIds: [team.json().id], fields: ['Accuracy'] },
    };
    // The user's standup and two entries of today, for the corrections to name (their
    // routes find an entry in the read model, which sees them before the freeze).
    const asUser = (method: 'POST', url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { cookie: cookies.user }, payload });
    expect(
      (await asUser('POST', '/api/standups', { yesterday: 'Y', today: 'T', roadblocks: 'None' }))
        .statusCode,
    ).toBe(200);
    const entry = { workspaceId: demoWorkspaceId('platform'), milestoneId: null, details: 'D' };
    const entries = [];
    for (const title of ['Corrected', 'Deleted']) {
      const logged = await asUser('POST', '/api/worklogs', { ...entry, title, hours: 1 });
      expect(logged.statusCode).toBe(201);
      entries.push(logged.json().worklog.id as string);
    }
    overrides['PUT /api/worklogs/:id'] = {
      url: `/api/worklogs/${entries[0]}`,
      body: { ...entry, title: 'Corrected', hours: 2, date: '2026-03-11', reason: 'Typo' },
    };
    overrides['POST /api/worklogs/:id/delete'] = { url: `/api/worklogs/${entries[1]}/delete` };
    overrides['PUT /api/users/:id/standups/:date'] = {
      url: `/api/users/${personId('user')}/standups/2026-03-11`,
    };
    // Two pending leaves of the user's, for the admin to approve (then cancel) and reject.
    const leaves = [];
    for (const from of ['2026-04-06', '2026-04-13']) {
      const applied = await asUser('POST', '/api/leaves', {
        leaveType: 'Annual',
        details: 'Trip',
        from,
        to: from,
      });
      expect(applied.statusCode).toBe(201);
      leaves.push(applied.json().leave.id as string);
    }
    // The user's weeks 2026-W06, W08 and W09 wait for approval: approved (then reopened),
    // rejected, and approved in bulk; W10 is submitted and withdrawn, W07 given grace.
    const weekUrl = (week: string, step: string) =>
      `/api/users/${personId('user')}/timesheets/${week}/${step}`;
    for (const week of ['2026-W06', '2026-W08', '2026-W09']) {
      expect((await asUser('POST', weekUrl(week, 'submit'), {})).statusCode).toBe(200);
    }
    overrides['POST /api/users/:id/timesheets/:period/submit'] = {
      url: weekUrl('2026-W10', 'submit'),
    };
    overrides['POST /api/users/:id/timesheets/:period/withdraw'] = {
      url: weekUrl('2026-W10', 'withdraw'),
    };
    overrides['POST /api/users/:id/timesheets/:period/approve'] = {
      url: weekUrl('2026-W09', 'approve'),
    };
    overrides['POST /api/users/:id/timesheets/:period/reject'] = {
      url: weekUrl('2026-W08', 'reject'),
    };
    overrides['POST /api/users/:id/timesheets/:period/reopen'] = {
      url: weekUrl('2026-W09', 'reopen'),
    };
    overrides['POST /api/users/:id/timesheets/:period/grace'] = {
      url: weekUrl('2026-W07', 'grace'),
      body: { until: '2026-03-20' },
    };
    overrides['POST /api/timesheets/decide'] = {
      body: {
        decision: 'approve',
        note: '',
        periods: [{ userId: personId('user'), period: '2026-W06' }],
      },
    };
    overrides['POST /api/leaves/:id/approve'] = { url: `/api/leaves/${leaves[0]}/approve` };
    overrides['POST /api/leaves/:id/cancel'] = { url: `/api/leaves/${leaves[0]}/cancel` };
    overrides['POST /api/leaves/:id/reject'] = { url: `/api/leaves/${leaves[1]}/reject` };
    // The projector as its own process, so it can be frozen as an operator would see it.
    await t.projector.stop();
    projector = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@teamledger/source', projectorMain],
      {
        env: {
          ...process.env,
          DATABASE_URL: t.deps.config.DATABASE_URL,
          PROJECTOR_PORT: '0',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      },
    );
    const head = await t.deps.store.headPosition();
    expect(await t.deps.watcher.waitFor(head, { timeoutMs: 30_000 })).toBe(true);
    projector.kill('SIGSTOP');
  }, 90_000);

  afterAll(async () => {
    projector?.kill('SIGCONT');
    projector?.kill('SIGKILL');
    await t.close();
  });

  const TWO_FACTOR_ROUTES = new Set([
    'POST /api/auth/two-factor',
    'POST /api/me/two-factor/enrolment',
    'POST /api/me/two-factor/confirm',
    'POST /api/users/:id/two-factor/reset',
  ]);

  it('answers every command 2xx within the bound and stores its events once', async () => {
    const bodies = commandBodies(milestoneId);
    const failures: string[] = [];
    const commands = t.app.apiRoutes
      .filter(
        (route) =>
          !route.startsWith('GET ') &&
          !route.includes('/_test/') &&
          // Takes the secret of an emailed link: links.int.test.ts sends it through the worker.
          route !== 'POST /api/auth/password' &&
          // Two-factor sign-in takes a code of an app, and its enrolment makes a new secret
          // and shows recovery codes once by design: two-factor.int.test.ts sends them.
          !TWO_FACTOR_ROUTES.has(route) &&
          // Need an OpenID provider: sso/sso.int.test.ts starts one and signs in through it.
          !route.startsWith('POST /api/auth/sso/'),
      )
      .sort((a, b) => last(a) - last(b));
    const created: Record<string, string> = {};
    expect(commands.length).toBeGreaterThan(25);
    for (const route of commands) {
      const [method] = route.split(' ') as [string];
      const who = sender[route] ?? 'admin';
      const body = overrides[route]?.body ?? bodies[route]?.[0];
      // The team this test made is the one it deletes: the demo's teams have members.
      // The person this test added is the one invited again (the demo's user is blocked by
      // then), whose open invitation is then withdrawn.
      const invitation = `/api/users/${created.user}/invitation`;
      const url =
        route === 'DELETE /api/teams/:id'
          ? `/api/teams/${created.team}`
          : route.endsWith(' /api/users/:id/invitation')
            ? invitation
            : route === 'POST /api/lead-requests/:id/reassign'
              ? `/api/lead-requests/${created.leadRequest}/reassign`
              : (overrides[route]?.url ?? urlFor(route, milestoneId));
      const key = `paused-${++requests}-${method}`;
      const send = () =>
        t.app.inject({
          method: method as 'POST',
          url,
          remoteAddress: `127.3.0.${++requests % 250}`,
          headers: {
            ...(who === 'none' ? {} : { cookie: cookies[who]! }),
            'idempotency-key': key,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
      const head = await t.deps.store.headPosition();
      const started = Date.now();
      const response = await send();
      const took = Date.now() - started;
      const appended = (await t.deps.store.readAll({ from: head })).length;
      if (route === 'POST /api/teams') created.team = response.json().id;
      if (route === 'POST /api/users')
        created.user = response.json().user?.id ?? response.json().id;
      if (route === 'POST /api/lead-requests') created.leadRequest = response.json().id;
      // The same request again (a client retrying a lost answer) appends nothing more.
      const again = await send();
      const appendedAfterRetry = (await t.deps.store.readAll({ from: head })).length;
      // Anonymous requests have no Idempotency-Key scope: their retry may answer otherwise.
      const sameAnswer = who === 'none' || again.body === response.body;
      // The answer lost with the key released, as when the append committed while its
      // connection died (a 503 frees the key): the retry finds its own events, appends
      // nothing and answers as the first try did.
      let lostAnswer = '';
      if (who !== 'none') {
        const records = await t.deps.redis.keys(`*:idempotency:*:${key}`);
        if (records.length > 0) await t.deps.redis.del(...records);
        const afterLoss = await send();
        const appendedAfterLoss = (await t.deps.store.readAll({ from: head })).length;
        if (
          afterLoss.statusCode !== response.statusCode ||
          afterLoss.body !== response.body ||
          appendedAfterLoss !== appended
        ) {
          lostAnswer = `; after a lost answer ${afterLoss.statusCode}, ${appendedAfterLoss} events: ${afterLoss.body.slice(0, 160)}`;
        }
      }
      if (
        response.statusCode >= 300 ||
        took > ANSWER_BOUND_MS ||
        !sameAnswer ||
        appendedAfterRetry !== appended ||
        lostAnswer !== ''
      ) {
        failures.push(
          `${route} -> ${response.statusCode} in ${took} ms, ${appended}/${appendedAfterRetry} events: ${response.body.slice(0, 160)}${lostAnswer}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
