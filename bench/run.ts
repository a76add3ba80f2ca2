/**
 * npm run bench: every benchmark in turn; writes bench/results/latest.json and latest.md.
 * Each figure stands beside its baseline measured in the same run (the machine is shared:
 * compare ratios) and its verdict is the ratio against its target.
 *
 *   BENCH_QUICK=1    a small company and short phases (about 2 minutes)
 *   BENCH_ONLY=a,b   only the named benches
 *   BENCH_CPU_PROF=api|projector|worker   that service writes a CPU profile to bench/results/profiles
 *   BENCH_KEEP_DATABASE=1   keep the generated company's database, to study a statement in psql
 *   --scale          the company at scale instead (bench/scale.ts: years of history, 2,000 people)
 *
 * Adding a bench is one line in `benches`: a name and a function returning Figure[] (or a
 * BenchResult's figures and notes); `stack()` gives the running stack with the generated
 * company, started once for every bench that asks for it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { markdown, type BenchResult, type Figure } from './report.js';
import { run as appendBench } from './event-store-append.js';
import { runReplay } from './projection-replay.js';
import { runCommands } from './commands.js';
import { runReports } from './reports.js';
import { runExplain } from './explain.js';
import { runProviderSync } from './provider-sync.js';
import { runWebBundle } from './web-bundle.js';
import { runWebRender } from './web-render.js';
import { runScaleCompany, runScaleFlat, runScaleLoad, runScaleReplay } from './scale.js';
import { startStack, type Stack } from './support/stack.js';

interface BenchContext {
  stack(): Promise<Stack>;
}
type Outcome = Figure[] | { figures: Figure[]; notes: string[] };

/**
 * The older benches' rows: the raw batched insert first, then what is measured against it;
 * `ratio` is the target of the rows it names (every row when it is a number).
 */
function againstRaw(
  rows: { name: string; eventsPerSecond: number }[],
  ratio: number | Record<string, number>,
): Figure[] {
  const [raw, ...measured] = rows;
  if (!raw) return [];
  const baseline = { name: raw.name, value: raw.eventsPerSecond, unit: 'events/s' };
  return measured.map((row) => {
    const target = typeof ratio === 'number' ? ratio : ratio[row.name];
    return {
      name: row.name,
      value: row.eventsPerSecond,
      unit: 'events/s',
      baseline,
      ...(target === undefined ? {} : { target: { kind: 'ratioAtLeast', ratio: target } as const }),
    };
  });
}

const benches: { name: string; run: (context: BenchContext) => Promise<Outcome> }[] = [
  {
    name: 'event-store-append',
    // The figure (0.05, about the ceiling of one global lock) is for concurrent
    // writers; one writer waits for each commit's flush, so its rate is the disk's latency.
    run: async () => againstRaw(await appendBench(), { 'appendToStream, 8 writers': 0.05 }),
  },
  { name: 'projection-replay', run: async ({ stack }) => runReplay(await stack()) },
  { name: 'commands', run: async ({ stack }) => runCommands(await stack()) },
  { name: 'reports', run: async ({ stack }) => runReports(await stack()) },
  { name: 'explain', run: async ({ stack }) => runExplain(await stack()) },
  { name: 'provider-sync', run: () => runProviderSync() },
  { name: 'web-bundle', run: () => runWebBundle() },
  { name: 'web-render', run: async ({ stack }) => runWebRender(await stack()) },
];

/** `--scale`: on generated histories kept in databases of their own (bench/scale.ts). */
const scaleBenches: typeof benches = [
  { name: 'scale-flat', run: () => runScaleFlat() },
  { name: 'scale-replay', run: () => runScaleReplay() },
  { name: 'scale-company', run: () => runScaleCompany() },
  { name: 'scale-load', run: () => runScaleLoad() },
];

const scale = process.argv.includes('--scale');
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = (scale ? scaleBenches : benches).filter(
  (bench) => !only || only.includes(bench.name),
);
const started: { stack?: Promise<Stack> } = {};
const context: BenchContext = { stack: () => (started.stack ??= startStack()) };

const results: BenchResult[] = [];
try {
  for (const bench of chosen) {
    console.log(`bench: ${bench.name}...`);
    const started = performance.now();
    const outcome = await bench.run(context);
    const { figures, notes } = Array.isArray(outcome) ? { figures: outcome, notes: [] } : outcome;
    results.push({
      bench: bench.name,
      figures,
      notes,
      seconds: (performance.now() - started) / 1_000,
    });
  }
} finally {
  if (started.stack) await (await started.stack).close();
}

const meta = {
  date: new Date().toISOString(),
  mode: `${process.env.BENCH_QUICK === '1' ? 'quick (BENCH_QUICK=1)' : 'full'}${scale ? ', --scale' : ''}`,
  machine: `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`,
};
const dir = new URL('./results/', import.meta.url);
await mkdir(dir, { recursive: true });
await writeFile(new URL('latest.json', dir), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
const table = markdown(results, meta);
await writeFile(new URL('latest.md', dir), table);
console.log(`\n${table}`);
