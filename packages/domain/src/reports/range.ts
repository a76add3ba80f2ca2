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

/** Why a range cannot be used: the code, the field it marks and the message. */
export interface RangeProblem {
  code: 'range_incomplete' | 'range_reversed' | 'range_future' | 'range_too_long';
  field: 'from' | 'to';
  message: string;
}

/**
 * Why a chosen range is refused, or null: half a range, a reversed one, one past tomorrow
 * or longer than `maxDays`. The API refuses with it and the date pickers check with it.
 */
export function reportRangeProblem(
  { from, to }: ReportRangeRequest,
  today: IsoDate,
  maxDays: number,
): RangeProblem | null {
  if (from === undefined || to === undefined) {
    const field = from === undefined ? 'from' : 'to';
    return { code: 'range_incomplete', field, message: 'Choose both a start and an end date.' };
  }
  if (from > to) {
    return {
      code: 'range_reversed',
      field: 'from',
      message: 'The start date is after the end date.',
    };
  }
  if (to > latestReportDate(today)) {
    return { code: 'range_future', field: 'to', message: 'The range cannot go past tomorrow.' };
  }
  if (rangeDays(from, to) > maxDays) {
    return { code: 'range_too_long', field: 'from', message: `Choose at most ${maxDays} days.` };
  }
  return null;
}

/**
 * The range a report covers: the one asked for, or the last `defaultDays` days up to today.
 * Refuses (400) what reportRangeProblem finds.
 */
export function resolveReportRange(
  range: ReportRangeRequest,
  today: IsoDate,
  { defaultDays, maxDays }: { defaultDays: number; maxDays: number },
): { from: IsoDate; to: IsoDate } {
  if (range.from === undefined && range.to === undefined) {
    return { from: addDays(today, 1 - defaultDays), to: today };
  }
  const problem = reportRangeProblem(range, today, maxDays);
  if (problem) throw invalid(problem.code, problem.message, { [problem.field]: problem.message });
  return { from: range.from!, to: range.to! };
}

/** DESIGN.md decision 6: all-user reports without a user or workspace filter stop at 31 days. */
export const ALL_USERS_MAX_DAYS = 31;
export const ALL_USERS_RANGE_MESSAGE = 'Select the days less than 32 days for all users.';

/** The spec's message when an unfiltered all-user range is longer than ALL_USERS_MAX_DAYS. */
export const allUsersRangeProblem = (
  { from, to }: { from: IsoDate; to: IsoDate },
  filtered: boolean,
): string | null =>
  !filtered && rangeDays(from, to) > ALL_USERS_MAX_DAYS ? ALL_USERS_RANGE_MESSAGE : null;

/** Refuses (400) an unfiltered all-user range longer than ALL_USERS_MAX_DAYS. */
export function assertAllUsersRange(
  range: { from: IsoDate; to: IsoDate },
  filtered: boolean,
): void {
  const problem = allUsersRangeProblem(range, filtered);
  if (problem) throw invalid('range_too_long', problem, { from: problem });
}
