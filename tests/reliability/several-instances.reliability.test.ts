import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_SUBJECTS } from '@teamledger/domain';
import { startSmtpSink, type SmtpSink } from '../../services/worker/src/test-support/smtp-sink.js';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
} from '../support/database.js';
import { testRedisUrl } from '../support/env.js';
import { freePort } from './support/private-postgres.js';
import { ensureBuilt, readModelChecksums, restoreAndRebuild, waitFor } from './support/services.js';

/**
 * Several instances of each service on one PostgreSQL and one Redis, as docs/operations.md
 * runs them behind a load balancer: two APIs, two workers, and two projectors of which one
 * holds the read models' locks and the other stands by.
 * - Every command sent through both APIs at once with one Idempotency-Key (a load balancer's
 *   retry) is stored exactly once, and none is lost.
 * - Two workers send each email exactly once.
 * - kill -9 of the active projector hands the read models over to the standby within 5 s
 *   (it retries the locks every second), and what it builds equals a rebuild from the log.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const TEAMS = 30;
const TEAMS_AFTER_KILL = 10;
const HANDOVER_BOUND_MS = 5_000;

interface Service {
  name: string;
  process: ChildProcess;
  log: string;
}

interface ProjectorHealth {
  head: string;
  projections: { name: string; state: string; eventsBehind: number }[];
}

async function projectorHealth(port: number): Promise<ProjectorHealth | undefined> {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as ProjectorHealth;
  } catch {
    return undefined;
  }
}

const allIn = (health: ProjectorHealth | undefined, state: string) =>
  health !== undefined && health.projections.every((p) => p.state === state);

describe('two APIs, two workers and two projectors on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let restored: TestDatabase;
  let sink: SmtpSink;
  const services: Service[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'tl-instances-'));
  let env: NodeJS.ProcessEnv;
  const apis: string[] = [];
  const projectorPorts: number[] = [];
  let adminEmail = '';
  let password = '';

  function start(name: string, main: string, extra: NodeJS.ProcessEnv): Service {
    const child = spawn(process.execPath, [main], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service: Service = { name, process: child, log: '' };
    child.stdout!.on('data', (chunk) => (service.log += chunk));
    child.stderr!.on('data', (chunk) => (service.log += chunk));
    services.push(service);
    return service;
  }

  async function stop(service: Service, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (service.process.exitCode !== null || service.process.signalCode !== null) return;
    const exited = new Promise((resolve) => service.process.once('exit', resolve));
    service.process.kill(signal);
    await exited;
  }

  async function signIn(api: string): Promise<string> {
    const answer = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password }),
    });
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  const post = (api: string, cookie: string, path: string, body: unknown, key: string) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body: JSON.stringify(body),
    });

  async function count(sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await ensureBuilt();
    [database, restored, sink] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
      startSmtpSink(),
    ]);
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: createTestRedisPrefix(),
      JWT_SECRET: 'reliability-test-secret-of-at-least-32-characters',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      SERVE_WEB: '0',
      LOG_LEVEL: 'warn',
      // No provider in this test: the scheduled syncs fail fast and are not looked at.
      PROVIDER_URL: 'http://127.0.0.1:9',
    };
    // The demo company: people to sign in as and to remind, and a log worth rebuilding.
    const { stdout } = await run(process.execPath, ['services/api/dist/demo/cli.js', '--json'], {
      cwd: root,
      env,
    });
    const summary = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      password: string;
      logins: { email: string; what: string }[];
    };
    password = summary.password;
    adminEmail = summary.logins.find((login) => login.what === 'Admin')!.email;

    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    projectorPorts.push(ports[0]!, ports[1]!);
    // The first projector takes every lock before the second starts, so which one is active
    // is known; the second waits for the locks.
    start('projector A', 'services/projector/dist/main.js', { PROJECTOR_PORT: String(ports[0]) });
    await waitFor(
      'projector A to run every read model',
      async () => (allIn(await projectorHealth(ports[0]!), 'running') ? true : undefined),
      90_000,
    );
    start('projector B', 'services/projector/dist/main.js', { PROJECTOR_PORT: String(ports[1]) });
    await waitFor(
      'projector B to stand by',
      async () => (allIn(await projectorHealth(ports[1]!), 'waiting_for_lock') ? true : undefined),
      90_000,
    );
    for (const [name, port] of [
      ['api A', ports[2]!],
      ['api B', ports[3]!],
    ] as const) {
      start(name, 'services/api/dist/main.js', { PORT: String(port) });
      apis.push(`http://127.0.0.1:${port}`);
    }
    for (const name of ['worker A', 'worker B']) {
      start(name, 'services/worker/dist/main.js', { SITE_URL: apis[0] });
    }
    for (const api of apis) {
      await waitFor(
        `${api} to be ready`,
        async () => {
          try {
            return (await fetch(`${api}/readyz`)).ok ? true : undefined;
          } catch {
            return undefined;
          }
        },
        90_000,
      );
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(services.map((service) => stop(service)));
    await sink?.stop();
    await database?.drop();
    await restored?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores every command once, sends every email once, and hands the read models over', async () => {
    const [apiA, apiB] = apis as [string, string];
    const [cookieA, cookieB] = [await signIn(apiA), await signIn(apiB)];

    // A load balancer's retry: the same command through both APIs at once, one key.
    const teams = await Promise.all(
      Array.from({ length: TEAMS }, async (_, i) => {
        const body = { name: `Squad ${i}` };
        const answers = await Promise.all([
          post(apiA, cookieA, '/api/teams', body, `team-key-${i}`),
          post(apiB, cookieB, '/api/teams', body, `team-key-${i}`),
        ]);
        const ids = await Promise.all(
          answers.map(async (answer) => {
            expect(answer.status).toBe(201);
            return ((await answer.json()) as { id: string }).id;
          }),
        );
        expect(ids[1]).toBe(ids[0]);
        return ids[0]!;
      }),
    );
    expect(new Set(teams).size).toBe(TEAMS);
    expect(
      await count(
        `SELECT count(*) AS n FROM events WHERE type = 'TeamCreated' AND data->>'name' LIKE 'Squad %'`,
      ),
    ).toBe(TEAMS);

    // Reminders through both APIs; the two workers race for the jobs.
    const users = (
      (await await fetch(`${apiA}/api/users?status=active`, {
        headers: { cookie: cookieA },
      }).then((answer) => answer.json())) as { users: { id: string; role: string }[] }
    ).users;
    const remindable = users.filter((user) => user.role === 'User');
    expect(remindable.length).toBeGreaterThanOrEqual(2);
    const requests = remindable.flatMap((user) =>
      REMINDER_SUBJECTS.map((subject) => ({ userId: user.id, subject })),
    );
    const statuses = await Promise.all(
      requests.map(async (request, i) => {
        const [api, cookie] = i % 2 === 0 ? [apiA, cookieA] : [apiB, cookieB];
        return (await post(api, cookie, '/api/reminders', request, `reminder-key-${i}`)).status;
      }),
    );
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(remindable.length);
    await waitFor('every reminder email', () => (sink.mails.length >= accepted ? true : undefined));
    // A second send would come within a job's retry, which is far shorter than this wait.
    await waitFor('every reminder recorded as sent', async () =>
      (await count(`SELECT count(*) AS n FROM events WHERE type = 'ReminderSent'`)) === accepted
        ? true
        : undefined,
    );
    const sent = sink.mails.map((mail) => `${mail.envelope.to.join(',')} ${mail.subject}`);
    expect(sent).toHaveLength(accepted);
    expect(new Set(sent).size).toBe(accepted);

    // kill -9 of the projector that holds the locks: the standby takes every read model over.
    const [active, standby] = [services[0]!, services[1]!];
    const killedAt = Date.now();
    await stop(active, 'SIGKILL');
    await waitFor(
      'the standby projector to run every read model',
      async () => (allIn(await projectorHealth(projectorPorts[1]!), 'running') ? true : undefined),
      60_000,
    );
    const handoverMs = Date.now() - killedAt;
    // Commands go on through both APIs meanwhile and after.
    await Promise.all(
      Array.from({ length: TEAMS_AFTER_KILL }, (_, i) =>
        post(
          i % 2 === 0 ? apiA : apiB,
          i % 2 === 0 ? cookieA : cookieB,
          '/api/teams',
          { name: `Late squad ${i}` },
          `late-team-key-${i}`,
        ).then((answer) => expect(answer.status).toBe(201)),
      ),
    );
    const listed = (
      (await await fetch(`${apiB}/api/teams`, { headers: { cookie: cookieB } }).then((answer) =>
        answer.json(),
      )) as { teams: { name: string }[] }
    ).teams;
    expect(listed.filter((team) => /^(Late s|S)quad \d+$/.test(team.name))).toHaveLength(
      TEAMS + TEAMS_AFTER_KILL,
    );

    // Quiet, then compare what the standby built with a rebuild from the log alone.
    for (const service of services.slice(2)) await stop(service);
    await waitFor('the standby to reach the head of the log', async () => {
      const health = await projectorHealth(projectorPorts[1]!);
      return health?.projections.every((p) => p.eventsBehind === 0) ? true : undefined;
    });
    await stop(standby);
    const live = await readModelChecksums(database.url);
    await restoreAndRebuild(database.url, restored.url, dir);
    const rebuilt = await readModelChecksums(restored.url);

    // eslint-disable-next-line no-console -- the figures the scale issue reports
    console.info(
      `several instances: ${TEAMS} commands sent twice through two APIs, ${accepted} emails by two workers, projector handover in ${handoverMs} ms, ${Object.keys(live).length} tables equal to a rebuild`,
    );
    expect(handoverMs).toBeLessThan(HANDOVER_BOUND_MS);
    expect(rebuilt).toEqual(live);
  });
});
