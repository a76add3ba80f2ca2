import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type IsoDate, type StandupsReport } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pagedQuery } from './filter-query';
import { reportsQueryKey } from './keys';

/** StandUpReport.csv: the same endpoint asked with Accept: text/csv. */
export const STANDUPS_REPORT_PATH = reportEndpoints.standups.path;

export interface StandupsReportFilter {
  /** null: the server's today in the company time zone. */
  date: IsoDate | null;
  /** Workspace ids and/or 'not-added'; null: everyone. */
  workspaces: readonly string[] | null;
  /** Empty: everyone. */
  users: readonly string[];
  /** The report as it stood at this instant; null: now. */
  asOf: string | null;
}

/** The query string of a filter, shared by the table's fetch and its CSV download. */
export function standupsReportQuery(filter: StandupsReportFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.date) Object.assign(query, { from: filter.date, to: filter.date });
  if (filter.workspaces) query.workspaces = filter.workspaces.join(',');
  if (filter.users.length > 0) query.users = filter.users.join(',');
  if (filter.asOf) query.asOf = filter.asOf;
  return query;
}

/** GET /api/reports/standups: one page (20 rows) of one day of everyone's standups. */
export function getStandupsReport(
  filter: StandupsReportFilter,
  page: number,
  signal?: AbortSignal,
): Promise<StandupsReport> {
  return callEndpoint(reportEndpoints.standups, {
    query: pagedQuery(standupsReportQuery(filter), page),
    signal,
  });
}

/** The page is part of the key; the previous page stays on screen while the next loads. */
export const standupsReportQueryOptions = (filter: StandupsReportFilter, page: number) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'standups', filter, page],
    queryFn: ({ signal }) => getStandupsReport(filter, page, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false: nothing to ask (no workspace chosen), so no request is made. */
export function useStandupsReport(filter: StandupsReportFilter, page: number, enabled = true) {
  return useQuery({ ...standupsReportQueryOptions(filter, page), enabled });
}
