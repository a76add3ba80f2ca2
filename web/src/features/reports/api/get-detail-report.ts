import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type DetailReport } from '@teamledger/domain';
import type { ReportFilter } from '../../../components/report-filters';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportFilterQuery } from './filter-query';
import { reportsQueryKey } from './keys';

/** DetailReport.csv: the same endpoint asked with Accept: text/csv. */
export const DETAIL_REPORT_PATH = reportEndpoints.detail.path;

/** GET /api/reports/detail: hours available, logged and on work, no standups and late arrivals per person. */
export function getDetailReport(filter: ReportFilter, signal?: AbortSignal): Promise<DetailReport> {
  return callEndpoint(reportEndpoints.detail, { query: reportFilterQuery(filter), signal });
}

export const detailReportQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'detail', filter],
    queryFn: ({ signal }) => getDetailReport(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useDetailReport(filter: ReportFilter) {
  return useQuery(detailReportQueryOptions(filter));
}
