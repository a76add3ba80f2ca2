import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type MilestoneReport } from '@teamledger/domain';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

/** MilestoneReport.csv: the same endpoint asked with Accept: text/csv. */
export const MILESTONE_REPORT_PATH = reportEndpoints.milestones.path;

export interface MilestoneReportFilter {
  /** null: the server's default, the last 7 days. */
  range: DateRange | null;
  /** A team name; null: All. */
  team: string | null;
  /** One person's id; null: All (for a plain User, the server answers their own). */
  user: string | null;
  /** The page of people's cards (1-based); absent: the first. */
  page?: number;
  /** The hours as they stood at this instant; absent or null: now. */
  asOf?: string | null;
}

/** The query string of a filter, shared by the screen's fetch and its CSV download. */
export function milestoneReportQuery(filter: MilestoneReportFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.range) Object.assign(query, { from: filter.range.from, to: filter.range.to });
  if (filter.team) query.team = filter.team;
  if (filter.user) query.users = filter.user;
  if (filter.page && filter.page > 1) query.page = String(filter.page);
  if (filter.asOf) query.asOf = filter.asOf;
  return query;
}

/** GET /api/reports/milestones: hours per milestone, and a page of people's hours. */
export function getMilestoneReport(
  filter: MilestoneReportFilter,
  signal?: AbortSignal,
): Promise<MilestoneReport> {
  return callEndpoint(reportEndpoints.milestones, { query: milestoneReportQuery(filter), signal });
}

export const milestoneReportQueryOptions = (filter: MilestoneReportFilter) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'milestones', filter],
    queryFn: ({ signal }) => getMilestoneReport(filter, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false asks nothing (the report now, wanted only beside an as-of one). */
export function useMilestoneReport(filter: MilestoneReportFilter, enabled = true) {
  return useQuery({ ...milestoneReportQueryOptions(filter), enabled });
}
