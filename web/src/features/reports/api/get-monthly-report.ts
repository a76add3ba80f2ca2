import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type MonthlyReport } from '@teamledger/domain';
import type { ReportFilter } from '../../../components/report-filters';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportFilterQuery } from './filter-query';
import { reportsQueryKey } from './keys';

/** MonthlyReport.csv: the same endpoint asked with Accept: text/csv. */
export const MONTHLY_REPORT_PATH = reportEndpoints.monthly.path;

/** GET /api/reports/monthly: working days, absences and leave days per person. */
export function getMonthlyReport(
  filter: ReportFilter,
  signal?: AbortSignal,
): Promise<MonthlyReport> {
  return callEndpoint(reportEndpoints.monthly, { query: reportFilterQuery(filter), signal });
}

export const monthlyReportQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'monthly', filter],
    queryFn: ({ signal }) => getMonthlyReport(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useMonthlyReport(filter: ReportFilter) {
  return useQuery(monthlyReportQueryOptions(filter));
}
