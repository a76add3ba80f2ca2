/**
 * npm run bench -- --scale (issue 33, [24/24]): the company at scale, on histories from the
 * generator (bench/generate/history.ts) kept in databases of their own, written once and
 * continued when a run was stopped (`npm run bench:history` writes them ahead).
 *
 * - scale-flat, flat with history: every report's p95 for one month of SCALE_RATIO_PEOPLE (500) people on
 *   a database holding that month alone and on one holding SCALE_MONTHS (24) months, both
 *   stacks running side by side and called in turn (the shared machine's noise falls on both);
 *   the EXPLAIN (ANALYZE) of each report's statements at both sizes goes to
 *   bench/results/explain/<people>x<months>/.
 * - scale-replay, SCALE_PEOPLE (2,000) x SCALE_MONTHS: the history generator's insert rate and
 *   size on disk; a full replay of every read model (`npm run projector -- rebuild`, the
 *   projector's code in a process of its own) beside the raw batched insert of the same run,
 *   and the replay's resident memory.
 * - scale-company, the same history: every paged report's p95 (first and middle page); each
 *   report's CSV (its first byte, how steady its rate is, the api's resident memory
 *   meanwhile); a shadow rebuild of user-days through the running projector while Login/Hours
 *   keeps answering; the resident memory of api, projector and worker throughout.
 * - scale-load, the same history: a paced command load of SCALE_LOAD_SECONDS (600, 10
 *   minutes) with the resident memory of api, projector and worker minute by minute.
 *
 * Sizes: SCALE_PEOPLE, SCALE_MONTHS, SCALE_RATIO_PEOPLE, SCALE_SEED, SCALE_LOAD_SECONDS,
 * SCALE_LOAD_RATE (commands/s, 50), SCALE_RUNS (calls per report, 50); BENCH_QUICK=1 makes
 * them small (200 people, 3 months).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { monthDays, type IsoDate } from '@teamledger/domain';
import { createPostgresEventStore } from '@teamledger/eventstore';
import {
  createPool,
  createRequestRedis,
  createLogger,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  dropDatabase,
  ensureDatabase,
  QUERY_SESSION_SETTINGS,
  redisReady,
  systemClock,
  withDatabase,
} from '@teamledger/platform';
import { CONTROL_CHANNEL, ProjectionWatcher, projections } from '@teamledger/read-models';
import { buildApp } from '../services/api/src/app.js';
import { loadApiConfig } from '../services/api/src/config.js';
import { rawBatchedInsert } from './event-store-append.js';
import { BENCH_PASSWORD, benchWorkspaceId } from './generate/company.js';
import {
  HISTORY_SIZE,
  lastWholeMonth,
  planHistory,
  type History,
  type HistoryOptions,
} from './generate/history.js';
import { historyDatabaseName, historySize, writeHistory } from './generate/write-history.js';
import { percentile, type Figure } from './report.js';
import { dropRedisKeys, freePort, startService, waitFor } from './support/stack.js';
import { signIn } from './support/sign-in.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const MB = 1024 * 1024;
const MEMORY_LIMIT_MB = 300;
const RATIO_LIMIT = 1.5;
const PAGED_P95_LIMIT_MS = 50;
/** A CSV streams at a steady rate: its slowest tenth carries at least this part of the median one. */
const STEADY_TENTH_RATIO = 0.25;
const REPLAY_RATIO = 0.5;
const JWT_SECRET = 'teamledger-bench-secret-0123456789abcdefghijkl';
/**
 * As the image runs them (Dockerfile): V8 collects a service's garbage before its old space
 * passes 192 MB rather than when it likes (D323).
 */
const SERVICE_NODE_OPTIONS = '--max-old-space-size=192';
/** The api in production needs a two-factor key of its own (32 bytes, base64). */
const TWO_FACTOR_KEY = Buffer.from('teamledger-bench-two-factor-key!').toString('base64');

export interface ScaleSizes {
  people: number;
  months: number;
  ratioPeople: number;
  seed: string;
  lastMonth: string;
  loadSeconds: number;
  loadRate: number;
  runs: number;
}

export function scaleSizes(env = process.env): ScaleSizes {
  const quick = env.BENCH_QUICK === '1';
  const number = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number above 0, not ${env[name]}`);
    }
    return value;
  };
  return {
    people: number('SCALE_PEOPLE', quick ? 200 : HISTORY_SIZE.people),
    months: number('SCALE_MONTHS', quick ? 3 : HISTORY_SIZE.months),
    ratioPeople: number('SCALE_RATIO_PEOPLE', quick ? 100 : 500),
    seed: env.SCALE_SEED ?? HISTORY_SIZE.seed,
    lastMonth: lastWholeMonth(),
    loadSeconds: number('SCALE_LOAD_SECONDS', quick ? 20 : 600),
    loadRate: number('SCALE_LOAD_RATE', 50),
    runs: number('SCALE_RUNS', quick ? 20 : 50),
  };
}

const serverUrl = () => process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const redisUrl = () => process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The history's database, written or finished first. */
async function ensureHistory(options: HistoryOptions, notes: string[]) {
  const databaseUrl = withDatabase(serverUrl(), historyDatabaseName(options));
  console.log(`bench scale: history ${options.people} x ${options.months} months...`);
  const progress = await writeHistory(databaseUrl, options, {
    log: (line) => console.log(`  ${line}`),
  });
  const size = await historySize(databaseUrl);
  notes.push(
    `history ${options.people} people x ${options.months} months (seed ${options.seed}, to ${options.lastMonth}): ` +
      `${count(size.rows)} events; the generator wrote its months at ${count(progress.events / progress.seconds)} events/s ` +
      `(${count(progress.events)} events in ${progress.seconds.toFixed(0)} s, over every run that wrote them); ` +
      `on disk: events ${(size.events / MB).toFixed(0)} MB (${Math.round(size.events / size.rows)} bytes an event with its indexes), database ${(size.database / MB).toFixed(0)} MB`,
  );
  return {
    databaseUrl,
    rate: progress.events / progress.seconds,
    size,
    history: planHistory(options),
  };
}

/** Resident memory (VmRSS) of a process in MB, 0 when it is gone. */
async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/** Samples the resident memory of named processes every `everyMs`, keeping each one's peak. */
class MemorySampler {
  readonly peaks = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  constructor(private readonly pids: () => Record<string, number | undefined>) {}
  async sample(): Promise<Record<string, number>> {
    const now: Record<string, number> = {};
    for (const [name, pid] of Object.entries(this.pids())) {
      now[name] = await rssMb(pid);
      this.peaks.set(name, Math.max(this.peaks.get(name) ?? 0, now[name]));
    }
    return now;
  }
  start(everyMs = 200): this {
    this.timer = setInterval(() => void this.sample(), everyMs);
    return this;
  }
  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

function serviceEnv(databaseUrl: string, redisPrefix: string, port: number, projectorPort: number) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    TWO_FACTOR_KEY,
    COOKIE_SECURE: 'false',
    SERVE_WEB: 'false',
    COMPANY_TZ: 'UTC',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: redisPrefix,
    HOST: '127.0.0.1',
    PORT: String(port),
    PROJECTOR_PORT: String(projectorPort),
    SMTP_URL: 'smtp://127.0.0.1:1',
    NODE_OPTIONS: SERVICE_NODE_OPTIONS,
  } satisfies NodeJS.ProcessEnv;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Checkpoints of every read model at the head: the read models are whole. */
async function caughtUp(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ whole: boolean }>(
      `SELECT count(*) = $1 AND coalesce(bool_and(c.position >= h.head), false) AS whole
         FROM projection_checkpoints c, (SELECT coalesce(max(position), 0) AS head FROM events) h`,
      [projections.length],
    );
    return rows[0]?.whole === true;
  } finally {
    await client.end();
  }
}

/**
 * `npm run projector -- rebuild`: every read model from the whole log, one reader, into
 * shadow tables swapped in at the end, in a process of its own whose memory is sampled.
 */
async function replay(databaseUrl: string) {
  const env = serviceEnv(databaseUrl, `tl-bench-scale-${Date.now()}`, 0, 0);
  const child = spawn(
    process.execPath,
    [
      '--conditions=@teamledger/source',
      '--import',
      'tsx',
      'services/projector/src/cli.ts',
      'rebuild',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[replay] ${chunk}`));
  // Each read model's line: "<name>: rebuilt to position <p> in <ms> ms", timed from the
  // rebuild's start (the process's start, migrations and connections before it are not).
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const memory = new MemorySampler(() => ({ projector: child.pid })).start(250);
  const started = performance.now();
  const code = await exited(child);
  const processSeconds = (performance.now() - started) / 1_000;
  memory.stop();
  if (code !== 0) throw new Error(`bench scale: the replay exited with ${code}`);
  const rebuilt = [...output.matchAll(/rebuilt to position \d+ in (\d+) ms/g)].map((m) =>
    Number(m[1]),
  );
  if (rebuilt.length !== projections.length) {
    throw new Error(`bench scale: the replay rebuilt ${rebuilt.length} read models:\n${output}`);
  }
  return {
    seconds: Math.max(...rebuilt) / 1_000,
    processSeconds,
    peakMb: memory.peaks.get('projector') ?? 0,
  };
}

interface Services {
  baseUrl: string;
  databaseUrl: string;
  pids(): Record<string, number | undefined>;
  close(): Promise<void>;
}

/** api, projector and worker as processes on a history's database (read models whole). */
async function startServices(databaseUrl: string): Promise<Services> {
  const redisPrefix = `tl-bench-scale-${Date.now()}`;
  const port = await freePort();
  const env = serviceEnv(databaseUrl, redisPrefix, port, await freePort());
  const children = new Map<string, ChildProcess>();
  for (const [name, entry] of [
    ['projector', 'services/projector/src/main.ts'],
    ['api', 'services/api/src/main.ts'],
    ['worker', 'services/worker/src/main.ts'],
  ] as const) {
    children.set(name, startService(name, entry, env));
  }
  const close = async () => {
    await Promise.all(
      [...children.values()].map((child) => {
        if (child.exitCode === null) child.kill('SIGTERM');
        return exited(child);
      }),
    );
    await dropRedisKeys(redisUrl(), redisPrefix);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor('api', async () => (await fetch(`${baseUrl}/readyz`)).ok, 120_000);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    baseUrl,
    databaseUrl,
    pids: () => Object.fromEntries([...children].map(([name, child]) => [name, child.pid])),
    close,
  };
}

interface ReportCase {
  name: string;
  /** Path and query, from the month's range. */
  url: string;
  as: 'admin' | 'user';
  /** Pages its answer (total and pageSize in the JSON) and writes a CSV. */
  paged: boolean;
}

/** Every report over the history's last month: everyone's, and one person's own. */
function reportCases(history: History): ReportCase[] {
  const { from, to } = monthDays(history.options.lastMonth);
  const user = history.people.find((person) => person.role === 'User' && !person.isLead)!;
  const range = new URLSearchParams({ from, to }).toString();
  const everyone = (name: string, path: string): ReportCase => ({
    name,
    url: `${path}?${range}`,
    as: 'admin',
    paged: true,
  });
  return [
    everyone('StandUp Report', '/api/reports/standups'),
    everyone('Monthly Report', '/api/reports/monthly'),
    everyone('Detail Report', '/api/reports/detail'),
    everyone('TimeSheet Report', '/api/reports/timesheet'),
    everyone('Milestone Report', '/api/reports/milestones'),
    everyone('Login/Hours Report', '/api/reports/login-hours'),
    {
      name: 'Task Logs (user days), 1 person',
      url: `/api/reports/users/${user.userId}/days?${range}`,
      as: 'admin',
      paged: false,
    },
    {
      name: 'My standups, 1 person',
      url: `/api/reports/my-standups?${range}`,
      as: 'user',
      paged: false,
    },
  ];
}

const userOf = (history: History) =>
  history.people.find((person) => person.role === 'User' && !person.isLead)!;

async function cookiesOf(baseUrl: string, history: History) {
  return {
    admin: await signIn(baseUrl, history.people[0]!.email),
    user: await signIn(baseUrl, userOf(history).email),
  };
}

/** Milliseconds of one GET to the last byte; throws on an answer that is not 2xx. */
async function timedGet(baseUrl: string, url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return performance.now() - started;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement each report runs: the real app in this
 * process on a pool whose one connection loads auto_explain and sends each plan back as a
 * NOTICE, one request at a time, so each plan belongs to the request that ran it.
 */
export async function explainReports(
  databaseUrl: string,
  history: History,
  dir: URL,
): Promise<string[]> {
  const url = new URL(databaseUrl);
  url.searchParams.set(
    'options',
    // The api's own session settings, then auto_explain's.
    [
      QUERY_SESSION_SETTINGS,
      ...[
        'session_preload_libraries=auto_explain',
        'auto_explain.log_min_duration=0',
        'auto_explain.log_analyze=on',
        'auto_explain.log_buffers=on',
        'auto_explain.log_level=notice',
        'client_min_messages=notice',
      ].map((setting) => `-c ${setting}`),
    ].join(' '),
  );
  const redisPrefix = `tl-bench-explain-${Date.now()}`;
  const config = loadApiConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    TWO_FACTOR_KEY,
    COOKIE_SECURE: 'false',
    SERVE_WEB: 'false',
    COMPANY_TZ: 'UTC',
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: redisPrefix,
  });
  const pool = createPool(url.toString(), { max: 1, application_name: 'bench-explain' });
  const plans: string[] = [];
  pool.on('connect', (client) => client.on('notice', (notice) => plans.push(notice.message ?? '')));
  const store = createPostgresEventStore({ connectionString: databaseUrl, pool });
  const watcher = new ProjectionWatcher({
    connectionString: databaseUrl,
    projections: projections.map((p) => p.name),
    logger: createLogger('bench', 'silent'),
  });
  await watcher.start();
  const redis = createRequestRedis(redisUrl());
  redis.on('error', () => undefined);
  // As the api's main: a sign-in before Redis has connected answers 503.
  if (!(await redisReady(redis, 5_000))) throw new Error('bench explain: Redis is not reachable');
  const app = await buildApp({ config, clock: systemClock, pool, redis, store, watcher });
  const written: string[] = [];
  try {
    await app.ready();
    const cookie = async (email: string) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: BENCH_PASSWORD },
      });
      if (answer.statusCode !== 200)
        throw new Error(`explain sign-in: ${answer.statusCode} ${answer.body}`);
      return answer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    };
    const cookies = {
      admin: await cookie(history.people[0]!.email),
      user: await cookie(userOf(history).email),
    };
    await mkdir(dir, { recursive: true });
    for (const report of reportCases(history)) {
      // The first call's plans read every statement (nothing kept by the api yet, D326); the
      // third's are as the timed calls have them (warm caches, kept answers: TimeSheet keeps
      // a filter's rows from the second page asked at a stamp, D299).
      plans.length = 0;
      await app.inject({ url: report.url, headers: { cookie: cookies[report.as] } });
      const first = plans.splice(0);
      await app.inject({ url: report.url, headers: { cookie: cookies[report.as] } });
      plans.length = 0;
      const answer = await app.inject({ url: report.url, headers: { cookie: cookies[report.as] } });
      if (answer.statusCode !== 200) throw new Error(`${report.url}: ${answer.statusCode}`);
      const file = new URL(`${report.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.txt`, dir);
      await writeFile(
        file,
        `# ${report.name}: GET ${report.url}\n# each statement with its plan (auto_explain, ANALYZE, BUFFERS)\n\n` +
          `## the first call: ${first.length} statements\n\n${first.join('\n\n')}\n\n` +
          `## the third call, as the timed calls have it: ${plans.length} statements\n\n${plans.join('\n\n')}\n`,
      );
      written.push(fileURLToPath(file).slice(root.length));
    }
  } finally {
    await app.close();
    await watcher.close();
    await store.close();
    await pool.end();
    redis.disconnect();
    await dropRedisKeys(redisUrl(), redisPrefix);
  }
  return written;
}

/** Flat with history: each report's p95 on a month of history and on all the months. */
export async function runScaleFlat(
  sizes = scaleSizes(),
): Promise<{ figures: Figure[]; notes: string[] }> {
  const notes: string[] = [];
  const base = {
    people: sizes.ratioPeople,
    seed: sizes.seed,
    lastMonth: sizes.lastMonth,
    zone: 'UTC',
  };
  const short = await ensureHistory({ ...base, months: 1 }, notes);
  const long = await ensureHistory({ ...base, months: sizes.months }, notes);
  for (const { databaseUrl } of [short, long]) {
    if (!(await caughtUp(databaseUrl))) await replay(databaseUrl);
  }
  const explainDirs = [short, long].map(
    ({ history }) =>
      new URL(
        `./results/explain/${history.options.people}x${history.options.months}/`,
        import.meta.url,
      ),
  );
  const explained = [
    ...(await explainReports(short.databaseUrl, short.history, explainDirs[0]!)),
    ...(await explainReports(long.databaseUrl, long.history, explainDirs[1]!)),
  ];
  const [a, b] = [await startServices(short.databaseUrl), await startServices(long.databaseUrl)];
  const figures: Figure[] = [];
  try {
    const cookies = [
      await cookiesOf(a.baseUrl, short.history),
      await cookiesOf(b.baseUrl, long.history),
    ];
    const casesA = reportCases(short.history);
    const casesB = reportCases(long.history);
    for (const [index, report] of casesA.entries()) {
      const other = casesB[index]!;
      const samples: [number[], number[]] = [[], []];
      // Called in turn, so what the shared machine does meanwhile falls on both.
      for (let i = 0; i < 10 + sizes.runs; i++) {
        const first = await timedGet(a.baseUrl, report.url, cookies[0]![report.as]);
        const second = await timedGet(b.baseUrl, other.url, cookies[1]![other.as]);
        if (i >= 10) {
          samples[0].push(first);
          samples[1].push(second);
        }
      }
      const [p95a, p95b] = samples.map((s) => percentile(s, 95)) as [number, number];
      figures.push({
        name: `${report.name}, ${sizes.ratioPeople} people x ${sizes.lastMonth}, p95 with ${sizes.months} months of history`,
        value: p95b,
        unit: 'ms',
        baseline: { name: 'p95 with 1 month of history', value: p95a, unit: 'ms' },
        target: { kind: 'ratioAtMost', ratio: RATIO_LIMIT },
      });
      notes.push(
        `${report.name}: p50 ${ms(percentile(samples[0], 50))} (1 month) / ${ms(percentile(samples[1], 50))} (${sizes.months} months)`,
      );
    }
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
  notes.push(
    `${sizes.runs} calls per report on each database after 10 warm-up calls, the two stacks called in turn`,
    `EXPLAIN (ANALYZE, BUFFERS) of each report's statements at both sizes: ${explained.join(', ')}`,
  );
  return { figures, notes };
}

/** A CSV download: its size, the rate over each tenth of it, the api's memory meanwhile. */
async function downloadCsv(services: Services, url: string, cookie: string) {
  const memory = new MemorySampler(() => ({ api: services.pids().api }));
  const before = (await memory.sample()).api ?? 0;
  memory.peaks.clear();
  memory.start(50);
  const started = performance.now();
  const response = await fetch(`${services.baseUrl}${url}`, {
    headers: { cookie, accept: 'text/csv' },
  });
  if (!response.ok || !response.body) throw new Error(`${url} as CSV: ${response.status}`);
  const chunks: { at: number; bytes: number }[] = [];
  let firstByte = NaN;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const at = performance.now() - started;
    if (Number.isNaN(firstByte)) firstByte = at;
    chunks.push({ at, bytes: chunk.byteLength });
  }
  const seconds = (performance.now() - started) / 1_000;
  memory.stop();
  await memory.sample();
  const bytes = chunks.reduce((sum, c) => sum + c.bytes, 0);
  // The download from its first byte in tenths of its time: the bytes of the slowest tenth
  // against the median tenth's (a file written as it is read gives tenths alike).
  const span = seconds * 1_000 - firstByte;
  const tenths = Array.from({ length: 10 }, () => 0);
  for (const chunk of chunks) {
    tenths[Math.min(9, Math.floor(((chunk.at - firstByte) / span) * 10))]! += chunk.bytes;
  }
  const sorted = [...tenths].sort((a, b) => a - b);
  return {
    bytes,
    seconds,
    firstByteMs: firstByte,
    steadySpanMs: span,
    slowestTenth: sorted[0]!,
    medianTenth: (sorted[4]! + sorted[5]!) / 2,
    beforeMb: before,
    growthMb: (memory.peaks.get('api') ?? before) - before,
    peakMb: memory.peaks.get('api') ?? before,
  };
}

/** A download shorter than this is one burst: its tenths say nothing of a steady rate. */
const STEADY_MIN_MS = 1_000;

/** A paced load of commands (hours and standups in turn) by `people` people, open loop. */
async function commandLoad(
  services: Services,
  history: History,
  { seconds, rate }: { seconds: number; rate: number },
) {
  const people = history.people.filter((p) => p.role === 'User').slice(0, 50);
  const cookies = [];
  for (const person of people) cookies.push(await signIn(services.baseUrl, person.email));
  const today = new Date().toISOString().slice(0, 10) as IsoDate;
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  for (let sent = 0; ; sent++) {
    const due = started + (sent * 1_000) / rate;
    if (due - started > seconds * 1_000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const who = sent % people.length;
    const person = people[who]!;
    const round = Math.floor(sent / people.length);
    const [path, body] =
      round % 2 === 0
        ? [
            '/api/worklogs',
            {
              workspaceId: benchWorkspaceId(person.workspaces[0]),
              milestoneId: null,
              title: 'Load',
              details: `Entry ${round}.`,
              hours: 0.25,
              date: today,
            },
          ]
        : [
            '/api/standups',
            { yesterday: `Load ${round}.`, today: 'More load.', roadblocks: 'None' },
          ];
    const call = (async () => {
      try {
        const response = await fetch(`${services.baseUrl}${path}`, {
          method: 'POST',
          headers: { cookie: cookies[who]!, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      latencies.push(performance.now() - due);
    })();
    pending.add(call);
    void call.finally(() => pending.delete(call));
  }
  await Promise.all(pending);
  return { statuses, p99: percentile(latencies, 99), sent: latencies.length };
}

const companyOptions = (sizes: ScaleSizes): HistoryOptions => ({
  people: sizes.people,
  months: sizes.months,
  seed: sizes.seed,
  lastMonth: sizes.lastMonth,
  zone: 'UTC',
});

/** A full replay of the history beside the raw batched insert of the same run. */
export async function runScaleReplay(
  sizes = scaleSizes(),
): Promise<{ figures: Figure[]; notes: string[] }> {
  const notes: string[] = [];
  const { databaseUrl, rate, size } = await ensureHistory(companyOptions(sizes), notes);
  const label = `${sizes.people} people x ${sizes.months} months`;
  // The raw batched insert of this run, on a scratch database of the same server, before the
  // replay and after it: the baseline is their mean, as the machine stood around the replay
  // (one sample of a few seconds moved the ratio by a tenth on a shared machine).
  const rawInsert = async () => {
    const scratch = withDatabase(serverUrl(), `tl_bench_scale_raw_${Date.now()}`);
    await ensureDatabase(scratch);
    try {
      const rows = 200_000;
      return rows / (await rawBatchedInsert(scratch, rows));
    } finally {
      await dropDatabase(scratch);
    }
  };
  const before = await rawInsert();
  console.log(`bench scale: replaying ${count(size.rows)} events...`);
  const replayed = await replay(databaseUrl);
  const after = await rawInsert();
  const raw = {
    name: 'raw batched insert (1,000 rows per INSERT), mean of before and after the replay',
    value: (before + after) / 2,
    unit: 'events/s',
  };
  notes.push(
    `full replay: ${count(size.rows)} events in ${replayed.seconds.toFixed(0)} s of rebuild ` +
      `(the process, with its start and migrations, ${replayed.processSeconds.toFixed(0)} s)`,
    `raw batched insert of 200,000 rows: ${count(before)} rows/s before the replay, ` +
      `${count(after)} after it`,
  );
  return {
    figures: [
      {
        name: `history generator, ${label} (decide and batched append)`,
        value: rate,
        unit: 'events/s',
        baseline: raw,
      },
      {
        name: `full replay of every read model (${projections.length}), ${label}`,
        value: size.rows / replayed.seconds,
        unit: 'events/s',
        baseline: raw,
        target: { kind: 'ratioAtLeast', ratio: REPLAY_RATIO },
      },
      {
        name: `projector resident memory through the full replay of ${label} (peak)`,
        value: replayed.peakMb,
        unit: 'MB',
        target: { kind: 'atMost', limit: MEMORY_LIMIT_MB },
      },
    ],
    notes,
  };
}

/**
 * The company at scale on its read models (replayed first when they are not whole): paged
 * reports, CSV, a shadow rebuild under live reads, a command load, each service's memory.
 */
export async function runScaleCompany(
  sizes = scaleSizes(),
): Promise<{ figures: Figure[]; notes: string[] }> {
  const notes: string[] = [];
  const figures: Figure[] = [];
  const { databaseUrl, size, history } = await ensureHistory(companyOptions(sizes), notes);
  const label = `${sizes.people} people x ${sizes.months} months`;
  if (!(await caughtUp(databaseUrl))) await replay(databaseUrl);
  const explained = await explainReports(
    databaseUrl,
    history,
    new URL(`./results/explain/${sizes.people}x${sizes.months}/`, import.meta.url),
  );
  notes.push(`EXPLAIN (ANALYZE, BUFFERS) of each report's statements: ${explained.join(', ')}`);

  const services = await startServices(databaseUrl);
  const memory = new MemorySampler(services.pids).start(250);
  try {
    const cookies = await cookiesOf(services.baseUrl, history);
    // The floor under every report on this machine now: an authenticated GET /api/me, the
    // session lookup each report starts with, called between the reports' calls.
    const floor: number[] = [];
    const me = async () => floor.push(await timedGet(services.baseUrl, '/api/me', cookies.admin));
    // Paged reports: the first page and the middle one.
    for (const report of reportCases(history)) {
      const cookie = cookies[report.as];
      const first = await fetch(`${services.baseUrl}${report.url}`, { headers: { cookie } });
      const answer = (await first.json()) as { total?: number; pageSize?: number };
      const pages =
        report.paged && answer.total !== undefined && answer.pageSize
          ? Math.max(1, Math.ceil(answer.total / answer.pageSize))
          : 1;
      const urls = [['first page', report.url]];
      if (pages > 2) urls.push(['middle page', `${report.url}&page=${Math.ceil(pages / 2)}`]);
      for (const [which, url] of urls) {
        const samples: number[] = [];
        for (let i = 0; i < 10 + sizes.runs; i++) {
          const took = await timedGet(services.baseUrl, url!, cookie);
          if (i >= 10) samples.push(took);
          if (i % 5 === 0) await me();
        }
        figures.push({
          name: `${report.name}, ${sizes.people} people x ${sizes.lastMonth}, ${report.paged ? `${which} of ${pages}` : 'its answer'}, p95`,
          value: percentile(samples, 95),
          unit: 'ms',
          baseline: { name: 'GET /api/me p95 meanwhile', value: percentile(floor, 95), unit: 'ms' },
          target: { kind: 'atMost', limit: PAGED_P95_LIMIT_MS },
        });
      }
    }

    for (const report of reportCases(history).filter((r) => r.paged)) {
      const csv = await downloadCsv(services, report.url, cookies.admin);
      figures.push(
        {
          name: `${report.name} CSV, ${sizes.people} people x ${sizes.lastMonth}: its first byte, against the whole download`,
          value: csv.firstByteMs,
          unit: 'ms',
          baseline: { name: 'the whole download', value: csv.seconds * 1_000, unit: 'ms' },
        },
        csv.steadySpanMs >= STEADY_MIN_MS
          ? {
              name: `${report.name} CSV: bytes in the slowest tenth of the download after its first byte, against the median tenth`,
              value: csv.slowestTenth / MB,
              unit: 'MB',
              baseline: { name: 'median tenth', value: csv.medianTenth / MB, unit: 'MB' },
              target: { kind: 'ratioAtLeast', ratio: STEADY_TENTH_RATIO },
            }
          : {
              name: `${report.name} CSV: written in one burst (${ms(csv.steadySpanMs)} after its first byte), its rate not measured`,
              value: csv.steadySpanMs,
              unit: 'ms',
            },
        {
          name: `${report.name} CSV: api resident memory during the download (peak), ${(csv.bytes / MB).toFixed(1)} MB file`,
          value: csv.peakMb,
          unit: 'MB',
          baseline: { name: 'before it', value: csv.beforeMb, unit: 'MB' },
          target: { kind: 'atMost', limit: MEMORY_LIMIT_MB },
        },
      );
      notes.push(
        `${report.name} CSV: ${(csv.bytes / MB).toFixed(1)} MB in ${csv.seconds.toFixed(2)} s ` +
          `(${(csv.bytes / MB / csv.seconds).toFixed(1)} MB/s), first byte after ${ms(csv.firstByteMs)}, ` +
          `api ${csv.beforeMb.toFixed(0)} MB before, peak ${csv.peakMb.toFixed(0)} MB (growth ${csv.growthMb.toFixed(1)} MB)`,
      );
    }

    // A shadow rebuild by the running projector while Login/Hours keeps answering.
    const live = reportCases(history).find((r) => r.name === 'Login/Hours Report')!;
    const liveBefore: number[] = [];
    for (let i = 0; i < 20; i++)
      liveBefore.push(await timedGet(services.baseUrl, live.url, cookies.admin));
    const control = new pg.Client({ connectionString: databaseUrl });
    await control.connect();
    const during: number[] = [];
    let failures = 0;
    let rebuildSeconds: number;
    try {
      const requestedAt = (await control.query<{ now: Date }>('SELECT now()')).rows[0]!.now;
      const started = performance.now();
      await control.query('SELECT pg_notify($1, $2)', [CONTROL_CHANNEL, 'rebuild:user-days']);
      for (;;) {
        try {
          during.push(await timedGet(services.baseUrl, live.url, cookies.admin));
        } catch {
          failures += 1;
        }
        const { rows } = await control.query<{ done: boolean }>(
          `SELECT coalesce(c.rebuilt_at >= $1 AND c.position >= h.head, false) AS done
             FROM projection_checkpoints c, (SELECT max(position) AS head FROM events) h
            WHERE c.name = 'user-days'`,
          [requestedAt],
        );
        if (rows[0]?.done) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      rebuildSeconds = (performance.now() - started) / 1_000;
    } finally {
      await control.end();
    }
    figures.push(
      {
        name: `shadow rebuild of user-days, ${label}: Login/Hours answers that failed meanwhile`,
        value: failures,
        unit: 'answers',
        target: { kind: 'atMost', limit: 0 },
      },
      {
        name: `Login/Hours p95 during the shadow rebuild (${during.length} calls)`,
        value: percentile(during, 95),
        unit: 'ms',
        baseline: { name: 'p95 before it', value: percentile(liveBefore, 95), unit: 'ms' },
      },
    );
    notes.push(
      `shadow rebuild of user-days (${count(size.rows)} events read, its tables built beside the live ones, then swapped): ${rebuildSeconds.toFixed(0)} s`,
    );
  } finally {
    memory.stop();
    await services.close();
  }
  for (const name of ['api', 'projector', 'worker']) {
    figures.push({
      name: `${name} resident memory through reports, CSV and the shadow rebuild (peak)`,
      value: memory.peaks.get(name) ?? NaN,
      unit: 'MB',
      target: { kind: 'atMost', limit: MEMORY_LIMIT_MB },
    });
  }
  notes.push(
    `services run as in the bench stack (node with the tsx loader: its transpiled sources count in each resident memory); memory sampled every 250 ms from /proc`,
  );
  return { figures, notes };
}

/**
 * The command load alone: SCALE_LOAD_SECONDS (600, the issue's 10 minutes) of paced hours and
 * standups against api, projector and worker on the company's history, each one's resident
 * memory sampled throughout; its peak against the 300 MB limit and its last minute against
 * its first (memory that climbs with the commands would show there).
 */
export async function runScaleLoad(
  sizes = scaleSizes(),
): Promise<{ figures: Figure[]; notes: string[] }> {
  const notes: string[] = [];
  const figures: Figure[] = [];
  const { databaseUrl, history } = await ensureHistory(companyOptions(sizes), notes);
  if (!(await caughtUp(databaseUrl))) await replay(databaseUrl);
  const services = await startServices(databaseUrl);
  const names = ['api', 'projector', 'worker'];
  const minutes: Record<string, number>[] = [];
  let minute: Record<string, number> = {};
  const sampler = new MemorySampler(services.pids);
  const started = performance.now();
  const timer = setInterval(() => {
    void sampler.sample().then((now) => {
      const at = Math.floor((performance.now() - started) / 60_000);
      if (minutes.length <= at) minutes.push((minute = {}));
      for (const name of names) minute[name] = Math.max(minute[name] ?? 0, now[name] ?? 0);
    });
  }, 500);
  let load: Awaited<ReturnType<typeof commandLoad>>;
  try {
    console.log(`bench scale: command load for ${sizes.loadSeconds} s...`);
    load = await commandLoad(services, history, {
      seconds: sizes.loadSeconds,
      rate: sizes.loadRate,
    });
  } finally {
    clearInterval(timer);
    await services.close();
  }
  const [first, last] = [minutes[0] ?? {}, minutes.at(-1) ?? {}];
  for (const name of names) {
    figures.push(
      {
        name: `${name} resident memory through ${sizes.loadSeconds} s of ${sizes.loadRate} commands/s (peak)`,
        value: sampler.peaks.get(name) ?? NaN,
        unit: 'MB',
        target: { kind: 'atMost', limit: MEMORY_LIMIT_MB },
      },
      {
        name: `${name} resident memory, the load's last minute (peak)`,
        value: last[name] ?? NaN,
        unit: 'MB',
        baseline: { name: 'its first minute (peak)', value: first[name] ?? NaN, unit: 'MB' },
      },
    );
  }
  notes.push(
    `command load: ${count(load.sent)} commands at ${sizes.loadRate}/s over ${sizes.loadSeconds} s by 50 people, answers ${JSON.stringify(load.statuses)}, p99 ${ms(load.p99)} from when each was due`,
    `resident memory per minute of the load (peak, MB): ${names
      .map((name) => `${name} ${minutes.map((m) => (m[name] ?? 0).toFixed(0)).join(' ')}`)
      .join('; ')}`,
    `services run as in the bench stack (node with the tsx loader: its transpiled sources count in each resident memory); memory sampled every 500 ms from /proc`,
  );
  return { figures, notes };
}
