// Runs the whole product on this machine: checks the ports, PostgreSQL and Redis, creates
// the database, builds, starts api, projector and worker (and a local mail catcher unless
// SMTP_URL is set, and the provider simulator unless PROVIDER_URL is set), seeds the demo
// company, runs a first provider sync, and once everything answers prints where it is.
//   npm start          production build, one URL for everything
//   npm run dev        sources with reload, plus the Vite dev server
//   npm start -- --no-build   the last build as it is (a quick restart)
// A service that dies is started again after a pause that doubles from 1 s to 30 s (back
// to 1 s once it has run for a minute), and the log says so; Ctrl-C stops everything.
// The services' JSON logs are shown as one short line each, and requests are logged at
// debug (REQUEST_LOG_LEVEL), so the terminal stays readable.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startBanner } from './start/banner.mjs';
import { logLineReader } from './start/log.mjs';
import { portProblem } from './start/ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const build = !dev && !process.argv.includes('--no-build');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

/** A variable as the services read it: empty counts as unset. */
const setting = (name, fallback) => process.env[name] || fallback;

const env = {
  ...process.env,
  DATABASE_URL: setting('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/teamledger'),
  REDIS_URL: setting('REDIS_URL', 'redis://127.0.0.1:6379'),
  // Requests below the default info level: a page view would otherwise print a dozen lines.
  REQUEST_LOG_LEVEL: setting('REQUEST_LOG_LEVEL', 'debug'),
};
const host = setting('HOST', '127.0.0.1');
/** Where this machine reaches a service listening on `host`. */
const reachable = ['0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host;
const port = Number(setting('PORT', '3000'));
const projectorPort = Number(setting('PROJECTOR_PORT', '3001'));
const webDevPort = 5173;
const url = `http://localhost:${dev ? webDevPort : port}`;
const projectorHealthUrl = `http://${reachable}:${projectorPort}/healthz`;
// Without SMTP_URL the worker sends to the local mail catcher.
const mailCatcher = !env.SMTP_URL;
const catcherSmtpPort = Number(setting('MAIL_CATCHER_SMTP_PORT', '1025'));
const catcherInboxPort = Number(setting('MAIL_CATCHER_INBOX_PORT', '1080'));
const inboxUrl = `http://127.0.0.1:${catcherInboxPort}`;
// Without PROVIDER_URL the worker syncs from the provider simulator, serving the demo
// company's Assembla space and provider user (services/api/src/demo: Platform Core's space
// northwind-platform and Pavel), so Pavel has synced hours and standups, not 'Absent'.
const simulator = !env.PROVIDER_URL;
const simulatorPort = Number(setting('PROVIDER_SIMULATOR_PORT', '3100'));
const providerUrl = simulator ? `http://127.0.0.1:${simulatorPort}/v1` : env.PROVIDER_URL;
const DEMO_SITE_URL = 'https://northwind.assembla.test';
const DEMO_PROVIDER_SPACES = [{ id: 'northwind-platform', name: 'Platform Core' }];
const DEMO_PROVIDER_USERS = [
  {
    id: 'northwind-pavel',
    email: 'provider@northwind.test',
    name: 'Pavel Novak',
    spaceIds: ['northwind-platform'],
  },
];

const readLine = logLineReader({ colorize: Boolean(process.stdout.isTTY) });
/** The services running now (a restarted one replaces its old process here). */
const children = new Set();
const restartTimers = new Set();
let stopping = false;

function fail(message) {
  console.error(`\n${message}\n`);
  if (children.size > 0) stop(1);
  else process.exit(1);
}

async function checkPorts() {
  const problem = await portProblem([
    { port, host, variable: 'PORT', what: 'the dashboard and API' },
    { port: projectorPort, host, variable: 'PROJECTOR_PORT', what: "the projector's health check" },
    ...(mailCatcher
      ? [
          {
            port: catcherSmtpPort,
            host: '127.0.0.1',
            variable: 'MAIL_CATCHER_SMTP_PORT',
            what: "the mail catcher's SMTP",
          },
          {
            port: catcherInboxPort,
            host: '127.0.0.1',
            variable: 'MAIL_CATCHER_INBOX_PORT',
            what: "the mail catcher's inbox",
          },
        ]
      : []),
    ...(simulator
      ? [
          {
            port: simulatorPort,
            host: '127.0.0.1',
            variable: 'PROVIDER_SIMULATOR_PORT',
            what: 'the provider simulator',
          },
        ]
      : []),
    ...(dev
      ? [{ port: webDevPort, host: '127.0.0.1', variable: null, what: 'the Vite dev server' }]
      : []),
  ]);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

async function checkPostgres() {
  const server = new URL(env.DATABASE_URL);
  const database = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: server.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL is not reachable at ${server.host} (${error.message}).\n` +
        `Fix: start it (pg_ctlcluster 15 main start, or docker compose up -d postgres),\n` +
        `or point DATABASE_URL at a running server.`,
    );
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) {
      await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
      console.log(`created database ${database}`);
    }
  } finally {
    await client.end();
  }
}

async function checkRedis() {
  const redis = new Redis(env.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    fail(
      `Redis is not reachable at ${env.REDIS_URL} (${error.message}).\n` +
        `Fix: start it (redis-server --daemonize yes, or docker compose up -d redis),\n` +
        `or point REDIS_URL at a running server.`,
    );
  } finally {
    redis.disconnect();
  }
}

/** A JWT secret of this checkout's own, kept across restarts so sessions survive them. */
function localJwtSecret() {
  const file = join(root, '.local', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The key that encrypts two-factor secrets (AES-256-GCM, 32 bytes, base64), made once per
 * checkout like the JWT secret: losing it turns everyone's two-factor sign-in off for good.
 */
function localTwoFactorKey() {
  const file = join(root, '.local', 'two-factor-key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Log records of the services, for whoever waits for one (see waitForRecord). */
const recordWatchers = new Set();

/** Shows a child's output line by line, as readLine makes it. */
function showOutput(name, child) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      const { text, record } = readLine(line);
      out.write(`${record ? text : `${name}: ${text}`}\n`);
      if (record) for (const watcher of recordWatchers) watcher(record);
    });
  }
}

const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A service up this long has recovered: its next crash waits the first pause again. */
const RESTART_RESET_AFTER_MS = 60_000;

/**
 * Runs a service and keeps it running: when it dies (a crash, kill -9, out of memory) it is
 * started again after a pause that doubles each time it dies soon after a start, so a
 * service that cannot start does not spin. The other services go on meanwhile.
 */
function run(name, command, args, extraEnv = {}) {
  let pause = RESTART_FIRST_MS;
  let restarts = 0;
  const start = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops what npx or tsx started under it.
      detached: true,
    });
    showOutput(name, child);
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      if (Date.now() - startedAt >= RESTART_RESET_AFTER_MS) pause = RESTART_FIRST_MS;
      restarts += 1;
      console.error(
        `${name} stopped (${signal ?? `exit ${code}`}); restarting it in ${pause / 1000} s ` +
          `(restart ${restarts}).`,
      );
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (stopping) return;
        console.error(`${name} restarting (restart ${restarts}).`);
        start();
      }, pause);
      restartTimers.add(timer);
      timer.unref();
      pause = Math.min(pause * 2, RESTART_MAX_MS);
    });
  };
  start();
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const timer of restartTimers) clearTimeout(timer);
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    [...children].map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHttp(name, target, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(target);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(`The ${name} did not answer at ${target} within ${timeoutMs / 1000} s.`);
}

function waitForRecord(name, matches, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      recordWatchers.delete(watch);
      fail(`The ${name} did not report that it runs within ${timeoutMs / 1000} s.`);
    }, timeoutMs);
    const watch = (record) => {
      if (!matches(record)) return;
      clearTimeout(timer);
      recordWatchers.delete(watch);
      resolve();
    };
    recordWatchers.add(watch);
  });
}

/** Runs a command to its end; its output is shown only if it fails. Resolves its stdout. */
function runQuietly(name, command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = { stdout: '', all: '' };
    child.stdout.on('data', (chunk) => {
      output.stdout += chunk;
      output.all += chunk;
    });
    child.stderr.on('data', (chunk) => (output.all += chunk));
    child.on('exit', (code) => {
      if (code === 0) resolve(output.stdout);
      else fail(`${output.all.trimEnd()}\n\n${name} failed (exit ${code}).`);
    });
  });
}

/**
 * The Sync Routine, as the demo's Admin would press it: the seed has just made Pavel a
 * provider user, and the scheduled sync reads worklogs only, every 15 minutes, while the
 * routine also reads the directory and the last week's standups. Queued, not awaited.
 */
async function firstProviderSync(password) {
  const api = `http://${reachable}:${port}/api`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@northwind.test', password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const sync = await fetch(`${api}/sync/routine`, { method: 'POST', headers: { cookie } });
  if (!login.ok || !sync.ok) {
    console.error(
      `The first provider sync was not started (HTTP ${login.status}, ${sync.status}).`,
    );
  }
}

await checkPorts();
await checkPostgres();
await checkRedis();

if (build) {
  // About a minute and a half on two cores: each step says what it does and how long it took.
  const timed = async (what, command, args) => {
    const started = Date.now();
    console.log(`Building ${what}...`);
    await runQuietly(`building ${what}`, command, args);
    console.log(`  ${what} built in ${Math.round((Date.now() - started) / 1000)} s`);
  };
  await timed('the services (TypeScript)', 'npx', ['tsc', '-b', 'tsconfig.build.json']);
  await timed('the web app (Vite)', 'npm', ['run', 'build', '-w', '@teamledger/web']);
}

const serviceEnv = dev
  ? { NODE_ENV: 'development' }
  : {
      NODE_ENV: 'production',
      SERVE_WEB: '1',
      JWT_SECRET: env.JWT_SECRET || localJwtSecret(),
      TWO_FACTOR_KEY: env.TWO_FACTOR_KEY || localTwoFactorKey(),
    };
const node = (entry) =>
  dev
    ? ['npx', ['tsx', 'watch', '--conditions=@teamledger/source', `services/${entry}/src/main.ts`]]
    : // As the image runs them (Dockerfile, D323): garbage collected before 192 MB of old space.
      [process.execPath, ['--max-old-space-size=192', `services/${entry}/dist/main.js`]];

if (mailCatcher) {
  // Development only and run from source, so it is in no build and no Docker image.
  run(
    'mail catcher',
    process.execPath,
    [
      '--conditions=@teamledger/source',
      '--import',
      'tsx',
      'services/worker/src/dev/mail-catcher-main.ts',
    ],
    {
      MAIL_CATCHER_SMTP_PORT: String(catcherSmtpPort),
      MAIL_CATCHER_INBOX_PORT: String(catcherInboxPort),
    },
  );
}
if (simulator) {
  // Development only and run from source, like the mail catcher. Its tasks start today:
  // the demo seed already wrote Pavel's earlier hours, which synced ones must not double.
  // His standups (the seed writes none) cover the window, so the routine finds a week's.
  run(
    'provider simulator',
    process.execPath,
    ['--conditions=@teamledger/source', '--import', 'tsx', 'tools/provider-simulator/main.ts'],
    {
      PROVIDER_SIMULATOR_PORT: String(simulatorPort),
      PROVIDER_SIMULATOR_SPACES: JSON.stringify(DEMO_PROVIDER_SPACES),
      PROVIDER_SIMULATOR_USERS: JSON.stringify(DEMO_PROVIDER_USERS),
      // Five tasks a day (about 8 hours) over the 31 days a first sync reads.
      PROVIDER_SIMULATOR_DAYS: '31',
      PROVIDER_SIMULATOR_TASKS: String(31 * 5),
      PROVIDER_SIMULATOR_FROM: new Date().toISOString().slice(0, 10),
    },
  );
}
run('projector', ...node('projector'), { ...serviceEnv, PROJECTOR_PORT: String(projectorPort) });
run('api', ...node('api'), { ...serviceEnv, PORT: String(port) });
// The worker says 'Worker running: ...' at info; with a quieter LOG_LEVEL there is nothing to wait for.
const workerRunning = ['trace', 'debug', 'info'].includes(setting('LOG_LEVEL', 'info'))
  ? waitForRecord(
      'worker',
      (record) => record.name === 'worker' && String(record.msg).startsWith('Worker running'),
    )
  : Promise.resolve();
run('worker', ...node('worker'), {
  ...serviceEnv,
  // Reminder emails link to the app where people open it.
  SITE_URL: setting('SITE_URL', url),
  ...(mailCatcher ? { SMTP_URL: `smtp://127.0.0.1:${catcherSmtpPort}` } : {}),
  // The demo's tickets open on its own (fictional) Assembla site, as the seeded ones do.
  ...(simulator
    ? { PROVIDER_URL: providerUrl, PROVIDER_SITE_URL: setting('PROVIDER_SITE_URL', DEMO_SITE_URL) }
    : {}),
});
if (dev) {
  run(
    'web',
    'npm',
    ['run', 'dev', '-w', '@teamledger/web', '--', '--port', String(webDevPort), '--strictPort'],
    { API_PORT: String(port) },
  );
}
await Promise.all([
  waitForHttp('API', `http://${reachable}:${port}/readyz`),
  waitForHttp('projector', projectorHealthUrl),
  mailCatcher ? waitForHttp('mail catcher', inboxUrl) : null,
  simulator ? waitForHttp('provider simulator', `${providerUrl}/spaces.json`) : null,
  dev ? waitForHttp('Vite dev server', url) : null,
  workerRunning,
]);

let demo = null;
if (env.DEMO_SEED !== '0') {
  const seed = dev
    ? ['npx', ['tsx', '--conditions=@teamledger/source', 'services/api/src/demo/cli.ts', '--json']]
    : [process.execPath, ['services/api/dist/demo/cli.js', '--json']];
  const output = await runQuietly('The demo seed', ...seed, serviceEnv);
  const summary = JSON.parse(output.trim().split('\n').at(-1));
  demo = { password: summary.password, logins: summary.logins };
  if (simulator) await firstProviderSync(summary.password);
}

console.log(
  startBanner({
    appUrl: url,
    docsUrl: `${url}/docs`,
    inboxUrl: mailCatcher ? inboxUrl : null,
    projectorHealthUrl,
    simulatorUrl: simulator ? `${providerUrl} (simulator)` : null,
    demo,
  }),
);
