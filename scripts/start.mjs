// Runs the whole product on this machine: checks PostgreSQL and Redis, creates the
// database, starts api, projector and worker (and a local mail catcher unless SMTP_URL is
// set), seeds the demo company and prints the URLs.
//   npm start          production build (npm run build first), one URL for everything
//   npm run dev        sources with reload, plus the Vite dev server
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

const env = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/teamledger',
  REDIS_URL: 'redis://127.0.0.1:6379',
  PORT: '3000',
  ...process.env,
};
const port = Number(env.PORT);
const url = `http://localhost:${dev ? 5173 : port}`;
// Without SMTP_URL the worker sends to its default, smtp://127.0.0.1:1025: the mail catcher.
const mailCatcher = !env.SMTP_URL;
const inboxUrl = 'http://127.0.0.1:1080';

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
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

const children = [];
let stopping = false;

function run(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it also stops what npx or tsx started under it.
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))),
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

function runOnce(name, command, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`)),
    );
  });
}

await checkPostgres();
await checkRedis();

const serviceEnv = dev
  ? { NODE_ENV: 'development' }
  : { NODE_ENV: 'production', SERVE_WEB: '1', JWT_SECRET: env.JWT_SECRET ?? localJwtSecret() };
const node = (entry) =>
  dev
    ? ['npx', ['tsx', 'watch', '--conditions=@teamledger/source', `services/${entry}/src/main.ts`]]
    : [process.execPath, [`services/${entry}/dist/main.js`]];

if (!dev && !existsSync(join(root, 'services/api/dist/main.js'))) {
  fail('Not built yet: run npm run build (npm start does it for you).');
}

if (mailCatcher) {
  // Development only and run from source, so it is in no build and no Docker image.
  run('mail catcher', process.execPath, [
    '--conditions=@teamledger/source',
    '--import',
    'tsx',
    'services/worker/src/dev/mail-catcher-main.ts',
  ]);
}
run('projector', ...node('projector'), serviceEnv);
run('api', ...node('api'), serviceEnv);
run('worker', ...node('worker'), serviceEnv);
if (dev) {
  run(
    'web',
    'npm',
    ['run', 'dev', '-w', '@teamledger/web', '--', '--port', '5173', '--strictPort'],
    {
      API_PORT: String(port),
    },
  );
}
await waitForHttp('API', `http://127.0.0.1:${port}/readyz`);
if (mailCatcher) await waitForHttp('mail catcher', inboxUrl);

const seedEntry = dev
  ? ['npx', ['tsx', '--conditions=@teamledger/source', 'services/api/src/demo/cli.ts']]
  : [process.execPath, ['services/api/dist/demo/cli.js']];
let logins = 'Create the first Admin with: npm run admin:create -- --email E --password P --name N';
if (env.DEMO_SEED !== '0') {
  await runOnce('seed', ...seedEntry, serviceEnv);
  logins = 'Sign in with one of the demo logins above.';
}

const mail = mailCatcher
  ? `Emails stay on this machine: see them at ${inboxUrl}`
  : 'Emails go out through SMTP_URL.';
console.log(`\nTeamledger is running at ${url}\n${logins}\n${mail}\nPress Ctrl+C to stop.\n`);
