import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type DetailReport } from '@teamledger/domain';
import type { ReportFilter } from '../../../components/report-filters';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pagedQuery, reportFilterQuery } from './filter-query';
import { reportsQueryKey } from './keys';

/** DetailReport.csv: the same endpoint asked with Accept: text/csv. */
export const DETAIL_REPORT_PATH = reportEndpoints.detail.path;

/** GET /api/reports/detail: hours available, logged and on work, no standups and late arrivals per person. */
export function getDetailReport(
  filter: ReportFilter,
  page: number,
  signal?: AbortSignal,
  asOf: string | null = null,
): Promise<DetailReport> {
  return callEndpoint(reportEndpoints.detail, {
    query: { ...pagedQuery(reportFilterQuery(filter), page), ...(asOf ? { asOf } : {}) },
    signal,
  });
}

/** The page is part of the key; the previous page stays on screen while the next loads. */
export const detailReportQueryOptions = (
  filter: ReportFilter,
  page: number,
  asOf: string | null = null,
) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'detail', filter, page, ...(asOf ? [asOf] : [])],
    queryFn: ({ signal }) => getDetailReport(filter, page, signal, asOf),
    placeholderData: keepPreviousData,
  });

/** With asOf, the report as it stood at that instant; `enabled` false asks nothing. */
export function useDetailReport(
  filter: ReportFilter,
  page: number,
  asOf: string | null = null,
  enabled = true,
) {
  return useQuery({ ...detailReportQueryOptions(filter, page, asOf), enabled });
}
