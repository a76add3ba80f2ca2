/**
 * Explanations and reports "as of" an instant over the generated company: p95 of one
 * cell's explanation (target 100 ms) and of a month's figure for one person, and p95 of the
 * Login/Hours, Monthly, TimeSheet and Milestone reports of everyone over 31 days and of the Overtime
 * report's first page as of an instant in the middle of the range (target 1 s) beside the same
 * report without asOf, as a ratio, and the Scores list of everyone over 6 months the same way.
 * One request at a time, as an admin.
 */
import { addDays, REPORT_PAGE_SIZE, type IsoDate } from '@teamledger/domain';
import { percentile, type Figure } from './report.js';
import { describeCompany, type Stack } from './support/stack.js';
import { signIn } from './support/sign-in.js';

const quick = () => process.env.BENCH_QUICK === '1';
const WARM_UP_CALLS = 10;

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

export async function runExplain(stack: Stack): Promise<{ figures: Figure[]; notes: string[] }> {
  const runs = quick() ? 20 : 60;
  const { company } = stack.written;
  const admin = company.people.find((person) => person.role === 'Admin')!;
  const user = company.people.find((person) => person.role === 'User')!;
  const cookie = await signIn(stack.baseUrl, admin.email);
  const to: IsoDate = company.options.lastDay;
  const from = addDays(to, -30);
  const asOf = `${addDays(to, -15)}T12:00:00.000Z`;
  const get = (path: string, query: Record<string, string>) => async () => {
    const response = await fetch(`${stack.baseUrl}${path}?${new URLSearchParams(query)}`, {
      headers: { cookie },
    });
    const body = await response.arrayBuffer();
    if (!response.ok)
      throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString()}`);
  };
  const p95 = async (call: () => Promise<void>, count = runs) =>
    percentile(await timed(count, call), 95);

  const figures: Figure[] = [];
  const day = addDays(to, -2);
  const cell = { report: 'login-hours', figure: 'totalHours', user: user.userId, date: day };
  figures.push({
    name: 'Explanation of one Login/Hours cell, p95',
    value: await p95(get('/api/explain', cell)),
    unit: 'ms',
    target: { kind: 'atMost', limit: 100 },
  });
  figures.push({
    name: 'Explanation of one cell as of an instant, p95',
    value: await p95(get('/api/explain', { ...cell, asOf })),
    unit: 'ms',
    target: { kind: 'atMost', limit: 100 },
  });
  figures.push({
    name: "Explanation of one person's Monthly absences over 31 days, p95",
    value: await p95(
      get('/api/explain', { report: 'monthly', figure: 'absences', user: user.userId, from, to }),
    ),
    unit: 'ms',
  });
  const month = { from, to };
  for (const [name, path] of [
    ['Login/Hours Report', '/api/reports/login-hours'],
    ['Monthly Report', '/api/reports/monthly'],
    ['TimeSheet Report', '/api/reports/timesheet'],
    ['Milestone Report', '/api/reports/milestones'],
    ['StandUp Report', '/api/reports/standups'],
  ] as const) {
    const now = await p95(get(path, month), quick() ? 20 : 30);
    const then = await p95(get(path, { ...month, asOf }), quick() ? 20 : 30);
    figures.push({
      name: `${name} as of an instant, ${company.people.length} people x 31 days, p95`,
      value: then,
      unit: 'ms',
      baseline: { name: 'the same report now, p95', value: now, unit: 'ms' },
      target: { kind: 'atMost', limit: 1_000 },
    });
  }
  // Overtime's balance runs from each person's first day: its as-of answer folds their
  // contracts', adjustments', leaves', holidays' and Settings' events and reads the day
  // versions of that whole span, for one page of people.
  const overtimeNow = await p95(get('/api/reports/overtime', month), quick() ? 20 : 30);
  const overtimeThen = await p95(
    get('/api/reports/overtime', { ...month, asOf }),
    quick() ? 20 : 30,
  );
  figures.push({
    name: `Overtime Report as of an instant, one page of ${REPORT_PAGE_SIZE} people from their first day, p95`,
    value: overtimeThen,
    unit: 'ms',
    baseline: { name: 'the same report now, p95', value: overtimeNow, unit: 'ms' },
    target: { kind: 'atMost', limit: 1_000 },
  });
  // The Scores list of everyone over the default 6 months: one read of every person x month
  // score stream and every user stream as of the instant, against the read model now.
  const period = { months: '6' };
  const scoresNow = await p95(get('/api/scores', period), quick() ? 20 : 30);
  const scoresThen = await p95(get('/api/scores', { ...period, asOf }), quick() ? 20 : 30);
  figures.push({
    name: `Scores list as of an instant, ${company.people.length} people x 6 months, p95`,
    value: scoresThen,
    unit: 'ms',
    baseline: { name: 'the same list now, p95', value: scoresNow, unit: 'ms' },
    target: { kind: 'atMost', limit: 1_000 },
  });
  const { rows } = await stack.pool.query<{ events: string; versions: string; asked: string }>(
    `SELECT (SELECT count(*) FROM events
              WHERE stream LIKE 'worklogs-%' OR stream LIKE 'standup-%')::text AS events,
            ((SELECT count(*) FROM user_day_versions)
              + (SELECT count(*) FROM user_day_entry_versions))::text AS versions,
            ((SELECT count(*) FROM user_day_versions
               WHERE date BETWEEN $1 AND $2 AND recorded_at <= $3)
              + (SELECT count(*) FROM user_day_entry_versions
               WHERE date BETWEEN $1 AND $2 AND recorded_at <= $3))::text AS asked`,
    [from, to, asOf],
  );
  const counts = rows[0];
  return {
    figures,
    notes: [
      describeCompany(stack.written),
      `asOf ${asOf}; range ${from} to ${to}; ${runs} calls per explanation after ${WARM_UP_CALLS} warm-up calls`,
      `${counts?.events ?? '?'} worklog and standup events in the store, ${counts?.versions ?? '?'} day and entry versions (user_day_versions, user_day_entry_versions); an as-of report reads the versions of the people and days it covers recorded by the instant (${counts?.asked ?? '?'} here) by their (user_id, date, ...) keys and keeps each day's and each entry's last, so it grows with people x days asked and the events of those days, not with the length of the history; an explanation reads the streams of the days it covers`,
    ],
  };
}
