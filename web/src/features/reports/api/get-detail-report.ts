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
): Promise<DetailReport> {
  return callEndpoint(reportEndpoints.detail, {
    query: pagedQuery(reportFilterQuery(filter), page),
    signal,
  });
}

/** The page is part of the key; the previous page stays on screen while the next loads. */
export const detailReportQueryOptions = (filter: ReportFilter, page: number) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'detail', filter, page],
    queryFn: ({ signal }) => getDetailReport(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useDetailReport(filter: ReportFilter, page: number) {
  return useQuery(detailReportQueryOptions(filter, page));
}
