import { describe, expect, it } from 'vitest';
import { datePresets, rangeProblem } from './presets';

describe('datePresets', () => {
  it('counts each preset back from today', () => {
    expect(datePresets('2026-03-31')).toEqual([
      { label: 'Yesterday', from: '2026-03-30', to: '2026-03-30' },
      { label: 'Last 1 week', from: '2026-03-24', to: '2026-03-31' },
      { label: 'Last 2 week', from: '2026-03-17', to: '2026-03-31' },
      { label: 'Last 30 Days', from: '2026-03-01', to: '2026-03-31' },
      { label: '1 Month', from: '2026-02-28', to: '2026-03-31' },
      { label: '6 Month', from: '2025-09-30', to: '2026-03-31' },
    ]);
  });
});

describe('rangeProblem', () => {
  it.each([
    [{ from: '2026-03-01', to: '2026-04-01' }, null],
    [{ from: '2026-03-01', to: '2026-04-02' }, 'The range cannot go past tomorrow.'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'The start date is after the end date.'],
    [{ from: '2026-03-02' }, 'Choose both a start and an end date.'],
  ])('%j -> %s', (range, problem) => {
    expect(rangeProblem(range, '2026-03-31')).toBe(problem);
  });
});
