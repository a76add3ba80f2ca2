import type { IsoDate } from '../calendar/index.js';

/** How many rows a day-ordered report has on one day. */
export interface DayRowCount {
  date: IsoDate;
  rows: number;
}

/** The days a page of a day-ordered report falls on, and the rows of the first to skip. */
export interface DaysOfPage {
  dates: IsoDate[];
  skip: number;
  /** Rows of every day: the report's total. */
  total: number;
}

/**
 * Which days page `page` (from 1, `pageSize` rows) of a report ordered by day covers, given
 * each day's row count in the report's order: the database then builds the rows of those
 * days only, whatever the range, and skips `skip` rows of the first. With `paging` null:
 * every day with a row (the CSV).
 */
export function daysOfPage(
  days: readonly DayRowCount[],
  paging: { page: number; pageSize: number } | null,
): DaysOfPage {
  const start = paging === null ? 0 : (paging.page - 1) * paging.pageSize;
  const end = paging === null ? Infinity : start + paging.pageSize;
  const dates: IsoDate[] = [];
  let skip = 0;
  let before = 0;
  for (const { date, rows } of days) {
    if (rows > 0 && before + rows > start && before < end) {
      if (dates.length === 0) skip = start - before;
      dates.push(date);
    }
    before += rows;
  }
  return { dates, skip, total: before };
}
