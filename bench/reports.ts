/**
 * Report endpoints over the generated company: p50 and p95 of each, for everyone over 31
 * days and for one person over 6 months, beside a plain GROUP BY over the raw worklog rows
 * of the same range measured in the same run. One request at a time, as an admin.
 */
import { addDays, addMonths, type IsoDate } from '@teamledger/domain';
import { benchWorkspaceId } from './generate/company.js';
import { percentile, type Figure } from './report.js';
import { describeCompany, type Stack } from './support/stack.js';
import { signIn } from './support/sign-in.js';

const quick = () => process.env.BENCH_QUICK === '1';

/**
 * Each of the api's 4 connections plans a named statement anew for its first 5 runs
 * (PostgreSQL's custom plans) before it may keep a generic one: a server that has been
 * serving for a while is past that, and it keeps its connections (services/api/src/main.ts).
 */
const WARM_UP_CALLS = 20;

/** Milliseconds of each of `runs` calls, after WARM_UP_CALLS calls. */
async function timed(runs: number, call: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM_UP_CALLS; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function runReports(stack: Stack): Promise<{ figures: Figure[]; notes: string[] }> {
  // A p95 of 30 calls is their second slowest: 100 make it the sixth, steadier on a shared machine.
  const runs = quick() ? 20 : 100;
  const { company } = stack.written;
  const admin = company.people.find((person) => person.role === 'Admin')!;
  const user = company.people.find((person) => person.role === 'User')!;
  const adminCookie = await signIn(stack.baseUrl, admin.email);
  const userCookie = await signIn(stack.baseUrl, user.email);
  const to: IsoDate = company.options.lastDay;
  const month = { from: addDays(to, -30), to };
  const half = { from: addMonths(to, -6), to };
  const sizes: string[] = [];

  const get =
    (path: string, query: Record<string, string>, cookie = adminCookie) =>
    async () => {
      const response = await fetch(`${stack.baseUrl}${path}?${new URLSearchParams(query)}`, {
        headers: { cookie },
      });
      const body = await response.arrayBuffer();
      if (!response.ok)
        throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString()}`);
    };
  const groupBy = (range: { from: IsoDate; to: IsoDate }, userId: string | null) => async () => {
    await stack.pool.query(
      `SELECT user_id, date, sum(hours) AS hours, count(*) AS entries FROM worklogs
        WHERE date BETWEEN $1 AND $2 AND ($3::uuid IS NULL OR user_id = $3)
        GROUP BY user_id, date`,
      [range.from, range.to, userId],
    );
  };

  const figures: Figure[] = [];
  const measure = async (
    scope: string,
    baseline: { p50: number; p95: number },
    cases: [string, () => Promise<void>][],
    targets: boolean,
  ) => {
    for (const [name, call] of cases) {
      const samples = await timed(runs, call);
      figures.push(
        {
          name: `${name}, ${scope}, p50`,
          value: percentile(samples, 50),
          unit: 'ms',
          baseline: { name: 'GROUP BY p50', value: baseline.p50, unit: 'ms' },
        },
        {
          name: `${name}, ${scope}, p95`,
          value: percentile(samples, 95),
          unit: 'ms',
          baseline: { name: 'GROUP BY p95', value: baseline.p95, unit: 'ms' },
          ...(targets ? { target: { kind: 'atMost', limit: 25 } as const } : {}),
        },
      );
      if (targets) {
        figures.push({
          name: `${name}, ${scope}, p95 against the GROUP BY`,
          value: percentile(samples, 95),
          unit: 'ms',
          baseline: { name: 'GROUP BY p95', value: baseline.p95, unit: 'ms' },
          target: { kind: 'fasterBy', ratio: 4 },
        });
      }
    }
  };
  const baselineOf = async (range: { from: IsoDate; to: IsoDate }, userId: string | null) => {
    const samples = await timed(runs, groupBy(range, userId));
    return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  };

  const everyone = { from: month.from, to: month.to };
  const monthBaseline = await baselineOf(month, null);
  // What any report pays before its own work: HTTP, the session cookie and its query.
  await measure(
    'the floor of any report',
    monthBaseline,
    [['GET /api/me', get('/api/me', {})]],
    false,
  );
  await measure(
    `${company.people.length} people x 31 days`,
    monthBaseline,
    [
      ['StandUp Report', get('/api/reports/standups', everyone)],
      ['Monthly Report', get('/api/reports/monthly', everyone)],
      ['Detail Report', get('/api/reports/detail', everyone)],
      ['TimeSheet Report', get('/api/reports/timesheet', everyone)],
      ['Milestone Report', get('/api/reports/milestones', everyone)],
      ['Login/Hours Report', get('/api/reports/login-hours', everyone)],
    ],
    true,
  );
  const one = { from: half.from, to: half.to, users: user.userId };
  await measure(
    '1 person x 6 months',
    await baselineOf(half, user.userId),
    [
      ['Task Logs (user days)', get(`/api/reports/users/${user.userId}/days`, half)],
      ['My standups', get('/api/reports/my-standups', half, userCookie)],
      ['StandUp Report', get('/api/reports/standups', one)],
      ['Monthly Report', get('/api/reports/monthly', one)],
      ['Detail Report', get('/api/reports/detail', one)],
      ['TimeSheet Report', get('/api/reports/timesheet', one)],
      [
        'TimeSheet tickets',
        get('/api/reports/timesheet/tickets', {
          ...half,
          userId: user.userId,
          workspaceId: benchWorkspaceId(user.workspaces[0]),
          milestoneId: 'none',
        }),
      ],
      ['Milestone Report', get('/api/reports/milestones', one)],
      ['Login/Hours Report', get('/api/reports/login-hours', one)],
    ],
    false,
  );

  for (const [name, path] of [
    ['StandUp Report', '/api/reports/standups'],
    ['Login/Hours Report', '/api/reports/login-hours'],
  ] as const) {
    const response = await fetch(`${stack.baseUrl}${path}?${new URLSearchParams(everyone)}`, {
      headers: { cookie: adminCookie, 'accept-encoding': 'identity' },
    });
    sizes.push(
      `${name} of everyone over 31 days: ${(await response.arrayBuffer()).byteLength.toLocaleString('en-US')} bytes of JSON`,
    );
  }
  return {
    figures,
    notes: [
      describeCompany(stack.written),
      `${runs} calls per report after ${WARM_UP_CALLS} warm-up calls (the api's connections past their first plans), one at a time, timed to the last byte; ranges end ${to}`,
      ...sizes,
    ],
  };
}
