import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type TimesheetReport } from '@teamledger/domain';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint, endpointUrl } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

export interface TimesheetFilter {
  /** null: the server's default, the last 7 days. */
  range: DateRange | null;
  /** null: everyone the signed-in person may see (a plain user: themselves). */
  userId: string | null;
  /** The page of rows (1-based); the CSV has every row. */
  page?: number;
  /** 'approved': each person's approved hours beside the current ones too. */
  figures?: 'current' | 'approved';
  /** The hours as they stood at this instant; absent or null: now. */
  asOf?: string | null;
}

const timesheetQuery = ({ range, userId, page, figures, asOf }: TimesheetFilter) => ({
  from: range?.from,
  to: range?.to,
  users: userId ?? undefined,
  page: page && page > 1 ? page : undefined,
  figures: figures === 'approved' ? figures : undefined,
  asOf: asOf ?? undefined,
});

/** TimesheetReport.csv: the same endpoint asked with Accept: text/csv (as of `asOf` too). */
export const timesheetReportCsvPath = (filter: TimesheetFilter) =>
  endpointUrl(reportEndpoints.timesheet, {
    query: timesheetQuery({ ...filter, page: 1 }),
  });

/** GET /api/reports/timesheet: a page of hours per person, workspace and milestone, and the chart. */
export function getTimesheetReport(
  filter: TimesheetFilter,
  signal?: AbortSignal,
): Promise<TimesheetReport> {
  return callEndpoint(reportEndpoints.timesheet, { query: timesheetQuery(filter), signal });
}

export const timesheetReportQueryOptions = (filter: TimesheetFilter) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'timesheet', filter],
    queryFn: ({ signal }) => getTimesheetReport(filter, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false: no user chosen, so nothing is asked. */
export function useTimesheetReport(filter: TimesheetFilter, enabled = true) {
  return useQuery({ ...timesheetReportQueryOptions(filter), enabled });
}
