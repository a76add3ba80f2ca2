/**
 * The one shape every bench returns, and the verdict: a figure stands beside its baseline
 * measured in the same run (the machine is shared and noisy, so only ratios compare), and
 * its verdict is how far it is from its target (>= 1 meets it).
 */
export type Target =
  /** value / baseline at least `ratio` (a throughput against the raw rate). */
  | { kind: 'ratioAtLeast'; ratio: number }
  /** value / baseline at most `ratio` (a latency that may grow only so much: with history). */
  | { kind: 'ratioAtMost'; ratio: number }
  /** baseline / value at least `ratio` (a latency `ratio` times faster than the baseline's). */
  | { kind: 'fasterBy'; ratio: number }
  /** value at most `limit` (a latency in ms, a count). */
  | { kind: 'atMost'; limit: number }
  /** value at least `limit` (a throughput the issue names, e.g. 2,000 tasks/s). */
  | { kind: 'atLeast'; limit: number };

export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number; unit: string };
  target?: Target;
}

export interface BenchResult {
  bench: string;
  figures: Figure[];
  /** What a reader needs to read the figures (sizes, counts, the command that ran). */
  notes: string[];
  seconds: number;
}

/** A value that was not measured (no samples: NaN) or cannot be judged (Infinity). */
export const measured = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);

/**
 * How far a figure is from its target: >= 1 meets it; null without a target. A figure (or
 * the baseline it is judged by) that was not measured scores 0: it can never be met.
 */
export function verdict(figure: Figure): number | null {
  const { target, baseline, value } = figure;
  if (!target) return null;
  const needsBaseline =
    target.kind === 'ratioAtLeast' || target.kind === 'ratioAtMost' || target.kind === 'fasterBy';
  if (!measured(value) || (needsBaseline && !(measured(baseline?.value) && baseline!.value > 0))) {
    return 0;
  }
  switch (target.kind) {
    case 'ratioAtLeast':
      return value / baseline!.value / target.ratio;
    case 'ratioAtMost':
      return value > 0 ? target.ratio / (value / baseline!.value) : Infinity;
    case 'fasterBy':
      return value > 0 ? baseline!.value / value / target.ratio : Infinity;
    case 'atMost':
      return value > 0 ? target.limit / value : Infinity;
    case 'atLeast':
      return value / target.limit;
  }
}

const describe = (target: Target, unit: string) => {
  switch (target.kind) {
    case 'ratioAtLeast':
      return `>= ${target.ratio} x baseline`;
    case 'ratioAtMost':
      return `<= ${target.ratio} x baseline`;
    case 'fasterBy':
      return `${target.ratio}x faster than baseline`;
    case 'atMost':
      return `<= ${target.limit} ${unit}`;
    case 'atLeast':
      return `>= ${target.limit} ${unit}`;
  }
};

const number = (value: number) =>
  value >= 100
    ? Math.round(value).toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

const amount = (value: number, unit: string) =>
  measured(value) ? `${number(value)} ${unit}` : 'unmeasured';

/** The markdown table of a run: one section per bench. */
export function markdown(results: BenchResult[], meta: Record<string, string>): string {
  const lines = ['# Bench results', ''];
  for (const [key, value] of Object.entries(meta)) lines.push(`- ${key}: ${value}`);
  for (const result of results) {
    lines.push('', `## ${result.bench} (${result.seconds.toFixed(0)} s)`, '');
    for (const note of result.notes) lines.push(`- ${note}`);
    if (result.notes.length > 0) lines.push('');
    lines.push('| figure | value | baseline (same run) | ratio | target | verdict |');
    lines.push('|---|---:|---|---:|---|---|');
    for (const figure of result.figures) {
      const score = verdict(figure);
      const base = figure.baseline;
      lines.push(
        [
          '',
          figure.name,
          amount(figure.value, figure.unit),
          base ? `${base.name}: ${amount(base.value, base.unit)}` : '',
          base && measured(figure.value / base.value) ? (figure.value / base.value).toFixed(3) : '',
          figure.target ? describe(figure.target, figure.unit) : '',
          score === null
            ? ''
            : !measured(figure.value) || (base && !measured(base.value))
              ? 'MISSED (unmeasured)'
              : `${score >= 1 ? 'met' : 'MISSED'} (${score.toFixed(2)})`,
          '',
        ]
          .join(' | ')
          .trim(),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Percentile (0-100) of unsorted samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
