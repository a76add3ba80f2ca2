import {
  addDays,
  addMonths,
  allUsersRangeProblem,
  OWN_REPORT_MAX_DAYS,
  reportRangeProblem,
  type IsoDate,
} from '@teamledger/domain';

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export interface DatePreset extends DateRange {
  label: string;
}

/** SPEC.md 5's presets, counted back from the company's today. */
export function datePresets(today: IsoDate): DatePreset[] {
  return [
    { label: 'Yesterday', from: addDays(today, -1), to: addDays(today, -1) },
    { label: 'Last 1 week', from: addDays(today, -7), to: today },
    { label: 'Last 2 week', from: addDays(today, -14), to: today },
    { label: 'Last 30 Days', from: addDays(today, -30), to: today },
    { label: '1 Month', from: addMonths(today, -1), to: today },
    { label: '6 Month', from: addMonths(today, -6), to: today },
  ];
}

/**
 * Why a range cannot be used, or null: the API's own rules (never past tomorrow, and at
 * most 31 days when the report asks for every user without a user or workspace filter).
 */
export function rangeProblem(
  range: Partial<DateRange>,
  today: IsoDate,
  { allUsers = false }: { allUsers?: boolean } = {},
): string | null {
  const problem = reportRangeProblem(range, today, OWN_REPORT_MAX_DAYS);
  if (problem) return problem.message;
  return allUsers ? allUsersRangeProblem(range as DateRange, false) : null;
}
