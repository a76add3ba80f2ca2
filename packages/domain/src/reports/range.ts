import { addDays, rangeDays, type IsoDate } from '../calendar/index.js';
import { invalid } from '../shared/index.js';

/** SPEC.md 9: a date picker never goes past tomorrow. */
export const latestReportDate = (today: IsoDate) => addDays(today, 1);

/** One person's own reports stop at a year, so an answer stays a page or two. */
export const OWN_REPORT_MAX_DAYS = 366;

/** The default ranges of SPEC.md 9: the last 8 days for the own standup report, else 7. */
export const STANDUP_REPORT_DEFAULT_DAYS = 8;
export const REPORT_DEFAULT_DAYS = 7;

export interface ReportRangeRequest {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

/**
 * The range a report covers: the one asked for, or the last `defaultDays` days up to today.
 * Refuses (400) half a range, a reversed one, one past tomorrow or longer than `maxDays`.
 */
export function resolveReportRange(
  { from, to }: ReportRangeRequest,
  today: IsoDate,
  { defaultDays, maxDays }: { defaultDays: number; maxDays: number },
): { from: IsoDate; to: IsoDate } {
  if (from === undefined && to === undefined) {
    return { from: addDays(today, 1 - defaultDays), to: today };
  }
  if (from === undefined || to === undefined) {
    const field = from === undefined ? 'from' : 'to';
    throw invalid('range_incomplete', 'Choose both a start and an end date.', {
      [field]: 'Choose both a start and an end date.',
    });
  }
  if (from > to) {
    throw invalid('range_reversed', 'The start date is after the end date.', {
      from: 'The start date is after the end date.',
    });
  }
  if (to > latestReportDate(today)) {
    throw invalid('range_future', 'The range cannot go past tomorrow.', {
      to: 'The range cannot go past tomorrow.',
    });
  }
  if (rangeDays(from, to) > maxDays) {
    throw invalid('range_too_long', `Choose at most ${maxDays} days.`, {
      from: `Choose at most ${maxDays} days.`,
    });
  }
  return { from, to };
}

/** DESIGN.md decision 6: all-user reports without a user or workspace filter stop at 31 days. */
export const ALL_USERS_MAX_DAYS = 31;
export const ALL_USERS_RANGE_MESSAGE = 'Select the days less than 32 days for all users.';

/** Refuses (400) an unfiltered all-user range longer than ALL_USERS_MAX_DAYS. */
export function assertAllUsersRange(
  { from, to }: { from: IsoDate; to: IsoDate },
  filtered: boolean,
): void {
  if (!filtered && rangeDays(from, to) > ALL_USERS_MAX_DAYS) {
    throw invalid('range_too_long', ALL_USERS_RANGE_MESSAGE, { from: ALL_USERS_RANGE_MESSAGE });
  }
}
