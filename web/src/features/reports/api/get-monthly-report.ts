import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type MonthlyReport } from '@teamledger/domain';
import type { ReportFilter } from '../../../components/report-filters';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pagedQuery, reportFilterQuery } from './filter-query';
import { reportsQueryKey } from './keys';

/** MonthlyReport.csv: the same endpoint asked with Accept: text/csv. */
export const MONTHLY_REPORT_PATH = reportEndpoints.monthly.path;

/** GET /api/reports/monthly: working days, absences and leave days per person. */
export function getMonthlyReport(
  filter: ReportFilter,
  page: number,
  signal?: AbortSignal,
  asOf: string | null = null,
): Promise<MonthlyReport> {
  return callEndpoint(reportEndpoints.monthly, {
    query: { ...pagedQuery(reportFilterQuery(filter), page), ...(asOf ? { asOf } : {}) },
    signal,
  });
}

/** The page is part of the key; the previous page stays on screen while the next loads. */
export const monthlyReportQueryOptions = (
  filter: ReportFilter,
  page: number,
  asOf: string | null = null,
) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'monthly', filter, page, ...(asOf ? [asOf] : [])],
    queryFn: ({ signal }) => getMonthlyReport(filter, page, signal, asOf),
    placeholderData: keepPreviousData,
  });

/** With asOf, the report as it stood at that instant; `enabled` false asks nothing. */
export function useMonthlyReport(
  filter: ReportFilter,
  page: number,
  asOf: string | null = null,
  enabled = true,
) {
  return useQuery({ ...monthlyReportQueryOptions(filter, page, asOf), enabled });
}
