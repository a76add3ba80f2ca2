import { describe, expect, it } from 'vitest';
import { periodOf, periodOfKey, periodsHolding, workingDaysSinceEnd } from './periods.js';

describe('timesheet periods', () => {
  it('are ISO weeks, Monday to Sunday, across a year end', () => {
    expect(periodOf('2026-11-25', 'week')).toEqual({
      key: '2026-W48',
      kind: 'week',
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(periodOf('2027-01-01', 'week')).toEqual({
      key: '2026-W53',
      kind: 'week',
      from: '2026-12-28',
      to: '2027-01-03',
    });
  });

  it('are months', () => {
    expect(periodOf('2028-02-10', 'month')).toEqual({
      key: '2028-02',
      kind: 'month',
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('are read back from their keys, and a key naming none is refused', () => {
    expect(periodOfKey('2026-W48')).toEqual(periodOf('2026-11-23', 'week'));
    expect(periodOfKey('2026-11')).toEqual(periodOf('2026-11-01', 'month'));
    expect(periodOfKey('2025-W53')).toBeNull();
    expect(periodOfKey('2026-13')).toBeNull();
    expect(periodOfKey('1899-12')).toBeNull();
    expect(periodOfKey('2026-W48x')).toBeNull();
  });

  it('hold a day twice: by its week and by its month', () => {
    expect(periodsHolding('2026-12-01').map((period) => period.key)).toEqual([
      '2026-W49',
      '2026-12',
    ]);
  });

  it('count working days after their end, before today', () => {
    expect(workingDaysSinceEnd('2026-11-29', '2026-12-04', new Set(['2026-12-02']))).toBe(3);
  });
});
