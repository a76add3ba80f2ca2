import { describe, expect, it } from 'vitest';
import { markdown, percentile, verdict, type Figure } from './report.js';

const baseline = { name: 'raw', value: 1_000, unit: 'events/s' };

describe('a figure against its target', () => {
  it('judges a throughput by its ratio to the baseline', () => {
    const figure: Figure = {
      name: 'append',
      value: 250,
      unit: 'events/s',
      baseline,
      target: { kind: 'ratioAtLeast', ratio: 0.5 },
    };
    expect(verdict(figure)).toBe(0.5);
    expect(verdict({ ...figure, value: 600 })).toBeCloseTo(1.2);
  });

  it('judges a latency that may grow by at most a ratio of its baseline', () => {
    const flat: Figure = {
      name: 'p95 with two years',
      value: 30,
      unit: 'ms',
      baseline: { name: 'p95 with one month', value: 20, unit: 'ms' },
      target: { kind: 'ratioAtMost', ratio: 1.5 },
    };
    expect(verdict(flat)).toBeCloseTo(1);
    expect(verdict({ ...flat, value: 40 })).toBeCloseTo(0.75);
    expect(verdict({ ...flat, baseline: { ...flat.baseline!, value: NaN } })).toBe(0);
    expect(markdown([{ bench: 'b', figures: [flat], notes: [], seconds: 1 }], {})).toContain(
      '| 1.500 | <= 1.5 x baseline | met (1.00) |',
    );
  });

  it('judges a throughput against the rate the issue names, whatever its baseline', () => {
    const sync: Figure = {
      name: 'tasks/s',
      value: 1_500,
      unit: 'tasks/s',
      baseline,
      target: { kind: 'atLeast', limit: 2_000 },
    };
    expect(verdict(sync)).toBe(0.75);
    expect(verdict({ ...sync, value: 3_000 })).toBe(1.5);
  });

  it('judges a latency against a limit and against a baseline it must beat', () => {
    expect(
      verdict({ name: 'p99', value: 100, unit: 'ms', target: { kind: 'atMost', limit: 50 } }),
    ).toBe(0.5);
    const report: Figure = {
      name: 'report',
      value: 20,
      unit: 'ms',
      baseline: { name: 'GROUP BY', value: 120, unit: 'ms' },
      target: { kind: 'fasterBy', ratio: 4 },
    };
    expect(verdict(report)).toBe(1.5);
    expect(verdict({ name: 'no target', value: 1, unit: 'ms' })).toBeNull();
  });

  it('writes met or MISSED with the verdict in the table', () => {
    const table = markdown(
      [
        {
          bench: 'append',
          seconds: 2,
          notes: ['a note'],
          figures: [
            {
              name: 'fast',
              value: 600,
              unit: 'events/s',
              baseline,
              target: { kind: 'ratioAtLeast', ratio: 0.5 },
            },
            {
              name: 'slow',
              value: 100,
              unit: 'events/s',
              baseline,
              target: { kind: 'ratioAtLeast', ratio: 0.5 },
            },
          ],
        },
      ],
      { mode: 'quick' },
    );
    expect(table).toContain(
      '| fast | 600 events/s | raw: 1,000 events/s | 0.600 | >= 0.5 x baseline | met (1.20) |',
    );
    expect(table).toContain(
      '| slow | 100 events/s | raw: 1,000 events/s | 0.100 | >= 0.5 x baseline | MISSED (0.20) |',
    );
    expect(table).toContain('- a note');
  });

  it('never meets a target with a figure that was not measured', () => {
    // A percentile of no samples is NaN: it must read as missed, not as met.
    const lag: Figure = {
      name: 'lag p99',
      value: percentile([], 99),
      unit: 'ms',
      target: { kind: 'atMost', limit: 50 },
    };
    expect(verdict(lag)).toBe(0);
    expect(verdict({ ...lag, value: Infinity })).toBe(0);
    const rate: Figure = {
      name: 'commands/s',
      value: 400,
      unit: 'req/s',
      baseline: { ...baseline, value: NaN },
      target: { kind: 'ratioAtLeast', ratio: 0.5 },
    };
    expect(verdict(rate)).toBe(0);
    expect(verdict({ ...rate, baseline: undefined })).toBe(0);
    expect(
      verdict({
        ...rate,
        baseline: { ...baseline, value: 0 },
        target: { kind: 'fasterBy', ratio: 4 },
      }),
    ).toBe(0);
    const table = markdown(
      [{ bench: 'commands', seconds: 1, notes: [], figures: [lag, rate] }],
      {},
    );
    expect(table).toContain('| lag p99 | unmeasured |  |  | <= 50 ms | MISSED (unmeasured) |');
    expect(table).toContain(
      '| commands/s | 400 req/s | raw: unmeasured |  | >= 0.5 x baseline | MISSED (unmeasured) |',
    );
    expect(table).not.toContain('met');
  });

  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
  });
});
