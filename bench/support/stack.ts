/**
 * A running stack for the benches: a fresh database filled with the generated company, and
 * api, projector and worker as separate processes (as in production), so the connections,
 * CPU and locks measured are theirs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createPostgresEventStore } from '@teamledger/eventstore';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  createPool,
  createRedis,
  dropDatabase,
  ensureDatabase,
  withDatabase,
  type Pool,
} from '@teamledger/platform';
import { localDate, addDays, type IsoDate } from '@teamledger/domain';
import { migrateApiDatabase } from '../../services/api/src/migrate.js';
import { COMPANY_SIZE, type CompanyOptions } from '../generate/company.js';
import { writeCompany, type WrittenCompany } from '../generate/write.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The built web app the api serves (as the e2e tests serve it), for bench/web-render.ts. */
const webDist = `${root}web/dist`;
const ZONE = 'UTC';

export interface Stack {
  databaseUrl: string;
  baseUrl: string;
  /** A small pool of the bench's own, for checks and baselines. */
  pool: Pool;
  written: WrittenCompany;
  /** The services' connections to the bench database right now. */
  connections(): Promise<{ total: number; byApplication: Record<string, number> }>;
  /** Resolves once every read model has applied the whole log. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /**
   * CPU time used so far (ms, user + system, from /proc) by each service process and each
   * PostgreSQL backend serving the stack, keyed `name:pid` (a backend's name is
   * `postgres <application_name>`); empty where /proc is not there. cpuUsed() turns two
   * readings into what the time between them cost.
   */
  cpu(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** One line on the company the stack holds, for a bench's notes. */
export function describeCompany({ company, events, appends, daySeconds }: WrittenCompany): string {
  const count = (n: number) => Math.round(n).toLocaleString('en-US');
  return (
    `company: ${company.people.length} people, ${company.days.length} working days, ` +
    `${count(events)} events in ${count(appends)} appends (day streams at ${count(events / daySeconds)} events/s)`
  );
}

/** The company size: full by default, BENCH_QUICK=1 for a small run. */
export function companyOptions(): CompanyOptions {
  const quick = process.env.BENCH_QUICK === '1';
  const today = localDate(new Date(), ZONE);
  const lastDay: IsoDate = addDays(today, -1);
  return quick
    ? { users: 100, workspaces: 20, teams: 12, workingDays: 25, lastDay, zone: ZONE }
    : { ...COMPANY_SIZE, lastDay, zone: ZONE };
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * CPU ms each process name used between two Stack.cpu() readings. A backend that started
 * in between counts from zero; one that ended in between is lost (pools keep theirs).
 */
export function cpuUsed(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  const used: Record<string, number> = {};
  for (const [key, ms] of Object.entries(after)) {
    const name = key.slice(0, key.lastIndexOf(':'));
    used[name] = (used[name] ?? 0) + Math.max(0, ms - (before[key] ?? 0));
  }
  return used;
}

/** A process's CPU time so far in ms (utime + stime of /proc/<pid>/stat), 0 if it is gone. */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return 0;
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** /proc counts in clock ticks: 100 a second on Linux (USER_HZ) whatever the kernel's rate. */
const CLOCK_TICKS_PER_SECOND = 100;

export function startService(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_CPU_PROF=api (or projector, worker) writes that service's CPU profile (a flag
  // node refuses in NODE_OPTIONS, so it goes on the command line).
  const profile =
    process.env.BENCH_CPU_PROF === name
      ? ['--cpu-prof', `--cpu-prof-dir=${root}bench/results/profiles`]
      : [];
  const child = spawn(
    process.execPath,
    [...profile, '--conditions=@teamledger/source', '--import', 'tsx', entry],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/** Builds the web app into web/dist unless it is there (an older build is served as it is). */
async function ensureWebBuilt(): Promise<void> {
  if (existsSync(`${webDist}/index.html`)) return;
  console.log('bench stack: web/dist is missing, building the web app...');
  const build = spawn('npm', ['run', 'build', '-w', '@teamledger/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`bench stack: the web build exited with ${code}`);
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`bench stack: ${what} not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stack's queues and keys in Redis, gone with the stack as its database is. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = createRedis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1_000 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

export async function startStack(): Promise<Stack> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const databaseUrl = withDatabase(serverUrl, `tl_bench_stack_${Date.now()}`);
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const redisPrefix = `tl-bench-${Date.now()}`;
  await ensureDatabase(databaseUrl);
  const pool = createPool(databaseUrl, { max: 2, application_name: 'bench' });
  const children: ChildProcess[] = [];
  const services = new Map<string, ChildProcess>();
  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await pool.end();
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      console.log(`bench: kept the database ${databaseName} (BENCH_KEEP_DATABASE=1)`);
    } else {
      await dropDatabase(databaseUrl);
    }
    await dropRedisKeys(redisUrl, redisPrefix);
  };
  try {
    await migrateApiDatabase({ DATABASE_URL: databaseUrl });
    // The generator's own connections skip the wait for the disk flush of each commit
    // (synchronous_commit=off): the same function, lock and rows, without the flush that
    // makes a filled company take minutes. The services run with the server's setting.
    const generatorUrl = new URL(databaseUrl);
    generatorUrl.searchParams.set('options', '-c synchronous_commit=off');
    const store = createPostgresEventStore({ connectionString: generatorUrl.toString() });
    let written: WrittenCompany;
    try {
      written = await writeCompany(store, pool, companyOptions());
    } finally {
      await store.close();
    }
    // The events' statistics, as autovacuum keeps them on a server that runs it (this one
    // may not): without them the planner takes a stream for thousands of events.
    await pool.query('ANALYZE events');
    await ensureWebBuilt();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'teamledger-bench-secret-0123456789abcdefghijkl',
      // The api in production needs a two-factor key of its own (32 bytes, base64).
      TWO_FACTOR_KEY: Buffer.from('teamledger-bench-two-factor-key!').toString('base64'),
      COOKIE_SECURE: 'false',
      SERVE_WEB: '1',
      WEB_DIST_DIR: webDist,
      COMPANY_TZ: ZONE,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      HOST: '127.0.0.1',
      PORT: String(port),
      PROJECTOR_PORT: String(await freePort()),
      SMTP_URL: 'smtp://127.0.0.1:1',
    };
    const start = (name: string, entry: string) => {
      const child = startService(name, entry, env);
      children.push(child);
      services.set(name, child);
    };
    start('projector', 'services/projector/src/main.ts');
    const caughtUp = async (timeoutMs = 300_000) =>
      waitFor(
        'read models',
        async () => {
          const { rows } = await pool.query<{ behind: boolean }>(
            `SELECT count(*) > 0 AND bool_or(c.position < h.head) AS behind
               FROM projection_checkpoints c,
                    (SELECT coalesce(max(position), 0) AS head FROM events) h`,
          );
          return rows[0]?.behind === false;
        },
        timeoutMs,
      );
    await caughtUp();
    start('api', 'services/api/src/main.ts');
    start('worker', 'services/worker/src/main.ts');
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor('api', async () => (await fetch(`${baseUrl}/readyz`)).ok, 60_000);
    return {
      databaseUrl,
      baseUrl,
      pool,
      written,
      caughtUp,
      async connections() {
        const { rows } = await pool.query<{ application_name: string; count: number }>(
          `SELECT application_name, count(*)::int AS count FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> 'bench'
            GROUP BY application_name ORDER BY application_name`,
          [databaseName],
        );
        const byApplication = Object.fromEntries(
          rows.map((r) => [r.application_name || '(unnamed)', r.count]),
        );
        return { total: rows.reduce((sum, r) => sum + r.count, 0), byApplication };
      },
      async cpu() {
        if (!existsSync('/proc/self/stat')) return {};
        const usage: Record<string, number> = {};
        for (const [name, child] of services) {
          if (child.pid !== undefined)
            usage[`${name}:${child.pid}`] = await processCpuMs(child.pid);
        }
        const { rows } = await pool.query<{ pid: number; application_name: string }>(
          `SELECT pid, application_name FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> 'bench'`,
          [databaseName],
        );
        for (const { pid, application_name } of rows) {
          usage[`postgres ${application_name || '(unnamed)'}:${pid}`] = await processCpuMs(pid);
        }
        return usage;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
