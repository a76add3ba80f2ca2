import { describe, expect, it } from 'vitest';
import {
  averageTotal,
  monthTotal,
  proportionalIntegers,
  rescaleWeightages,
  stepTotal,
  weightagesFromHours,
  weightageSum,
} from './totals.js';
import {
  longMonthLabel,
  monthDays,
  monthLabel,
  monthsEndingWith,
  scoredMonthOf,
  shiftMonth,
} from './month.js';

describe('step totals (DESIGN.md 9)', () => {
  it('general: the mean of the ratings, to 2 decimals', () => {
    const criteria = [4, 5, 4].map((rating, i) => ({ name: `c${i}`, rating }));
    expect(stepTotal({ type: 'general', criteria })).toBe(4.33);
  });
  it('project: sum of weightage x mean of its criteria, over 100', () => {
    const project = (weightage: number, ratings: number[]) => ({
      name: `p${weightage}`,
      weightage,
      comments: '',
      criteria: ratings.map((rating, i) => ({ name: `c${i}`, rating })),
    });
    // 70 x 4.5 + 30 x 3 = 315 + 90 = 405 -> 4.05
    expect(
      stepTotal({ type: 'project', projects: [project(70, [4, 5]), project(30, [3, 3])] }),
    ).toBe(4.05);
  });
});

describe('the month total and the average', () => {
  it('is the mean of the submitted steps, null before any', () => {
    expect(monthTotal([])).toBeNull();
    expect(monthTotal([4, 3.5, 5])).toBe(4.17);
  });
  it('averages the months that have a total', () => {
    expect(averageTotal([4, null, 3.34])).toBe(3.67);
    expect(averageTotal([null])).toBeNull();
  });
});

describe('weightages', () => {
  it('are whole numbers proportional to the values and summing to exactly 100', () => {
    expect(proportionalIntegers([1, 1, 1])).toEqual([34, 33, 33]);
    expect(proportionalIntegers([2, 1])).toEqual([67, 33]);
    expect(proportionalIntegers([0, 0])).toEqual([50, 50]);
    expect(proportionalIntegers([])).toEqual([]);
  });
  it('Ignore gives a project 0 and rescales the others to 100', () => {
    expect(rescaleWeightages([50, 30, 20], [true, false, true])).toEqual([71, 0, 29]);
    expect(rescaleWeightages([50, 30, 20], [true, true, true])).toEqual([50, 30, 20]);
    expect(weightageSum(rescaleWeightages([33, 33, 34], [true, true, false]))).toBe(100);
  });
  it('are pre-filled from the share of hours per workspace', () => {
    expect(weightagesFromHours([30, 10])).toEqual([75, 25]);
    expect(weightagesFromHours([10, 10, 10])).toEqual([34, 33, 33]);
  });
  it('sum as stored: each rounded', () => {
    expect(weightageSum([33.4, 33.4, 33.4])).toBe(99);
  });
});

describe('months', () => {
  it('are YYYY-MM, shown as SPEC.md writes them', () => {
    expect(monthLabel('2024-03')).toBe('Mar 2024');
    expect(longMonthLabel('2026-10')).toBe('October 2026');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(monthDays('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
  it('the scored month is the previous calendar month', () => {
    expect(scoredMonthOf('2026-01-15')).toBe('2025-12');
    expect(monthsEndingWith('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
