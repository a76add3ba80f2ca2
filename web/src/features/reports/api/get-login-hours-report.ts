import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  reportEndpoints,
  type HoursFilterOp,
  type IsoDate,
  type LoginHoursReport,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pagedQuery } from './filter-query';
import { reportsQueryKey } from './keys';

/** Report.csv: the same endpoint asked with Accept: text/csv. */
export const LOGIN_HOURS_REPORT_PATH = reportEndpoints.loginHours.path;

export interface LoginHoursFilter {
  /** null: the last 7 days (the server's default). */
  range: { from: IsoDate; to: IsoDate } | null;
  /** null: every team. */
  team: string | null;
  /** Workspace ids; empty: every workspace. */
  workspaces: readonly string[];
  /** null: everyone. */
  userId: string | null;
  /** null: any number of hours. */
  hours: { op: HoursFilterOp; hours: string } | null;
  /** The report as it stood at this instant (ISO UTC); absent or null: now. */
  asOf?: string | null;
}

/** The query string of a filter, shared by the table's fetch and its CSV download. */
export function loginHoursReportQuery(filter: LoginHoursFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.range) Object.assign(query, filter.range);
  if (filter.team) query.team = filter.team;
  if (filter.workspaces.length > 0) query.workspaces = filter.workspaces.join(',');
  if (filter.userId) query.users = filter.userId;
  if (filter.hours) Object.assign(query, { hoursOp: filter.hours.op, hours: filter.hours.hours });
  if (filter.asOf) query.asOf = filter.asOf;
  return query;
}

/**
 * GET /api/reports/login-hours: one page (100 rows) of everyone's days with hours and
 * status, and every person's totals over the whole range for the chart.
 */
export function getLoginHoursReport(
  filter: LoginHoursFilter,
  page: number,
  signal?: AbortSignal,
): Promise<LoginHoursReport> {
  return callEndpoint(reportEndpoints.loginHours, {
    query: pagedQuery(loginHoursReportQuery(filter), page),
    signal,
  });
}

/** The page is part of the key; the previous page stays on screen while the next loads. */
export const loginHoursReportQueryOptions = (filter: LoginHoursFilter, page: number) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'login-hours', filter, page],
    queryFn: ({ signal }) => getLoginHoursReport(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useLoginHoursReport(filter: LoginHoursFilter, page: number, enabled = true) {
  return useQuery({ ...loginHoursReportQueryOptions(filter, page), enabled });
}
