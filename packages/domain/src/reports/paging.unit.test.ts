import { describe, expect, it } from 'vitest';
import { daysOfPage } from './paging.js';

// Newest day first: 3 rows on the 11th, none on the 10th, 5 on the 9th, 4 on the 8th.
const days = [
  { date: '2026-03-11', rows: 3 },
  { date: '2026-03-10', rows: 0 },
  { date: '2026-03-09', rows: 5 },
  { date: '2026-03-08', rows: 4 },
];

describe('daysOfPage', () => {
  it('names the days a page falls on and the rows of the first to skip', () => {
    expect(daysOfPage(days, { page: 1, pageSize: 2 })).toEqual({
      dates: ['2026-03-11'],
      skip: 0,
      total: 12,
    });
    // Rows 0..2 are the 11th's, 3..7 the 9th's, 8..11 the 8th's; the empty 10th has none.
    expect(daysOfPage(days, { page: 2, pageSize: 4 })).toEqual({
      dates: ['2026-03-09'],
      skip: 1,
      total: 12,
    });
    expect(daysOfPage(days, { page: 2, pageSize: 5 })).toEqual({
      dates: ['2026-03-09', '2026-03-08'],
      skip: 2,
      total: 12,
    });
    expect(daysOfPage(days, { page: 1, pageSize: 12 }).dates).toEqual([
      '2026-03-11',
      '2026-03-09',
      '2026-03-08',
    ]);
  });

  it('names every day with a row when there is no page (the CSV)', () => {
    expect(daysOfPage(days, null)).toEqual({
      dates: ['2026-03-11', '2026-03-09', '2026-03-08'],
      skip: 0,
      total: 12,
    });
  });

  it('has no days for a page past the last, and nothing for no rows', () => {
    expect(daysOfPage(days, { page: 4, pageSize: 4 })).toEqual({ dates: [], skip: 0, total: 12 });
    expect(daysOfPage([], { page: 1, pageSize: 20 })).toEqual({ dates: [], skip: 0, total: 0 });
  });
});
