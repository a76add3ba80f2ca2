import type { ReportFilter } from '../../../components/report-filters';

/** The query string of the shared report filters, for a report's fetch and its CSV download. */
export function reportFilterQuery(filter: ReportFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.range) Object.assign(query, filter.range);
  if (filter.workspaces.length > 0) query.workspaces = filter.workspaces.join(',');
  if (filter.user) query.users = filter.user;
  if (filter.team) query.team = filter.team;
  return query;
}

/**
 * The CSV download of a report's rows: the same filters, the range it answered with, and
 * the instant it is seen as of (null: now).
 */
export function reportCsvPath(
  path: string,
  filter: ReportFilter,
  report: { from: string; to: string } | undefined,
  asOf: string | null = null,
): string {
  const range = report ? { from: report.from, to: report.to } : filter.range;
  const query = reportFilterQuery({ ...filter, range });
  if (asOf) query.asOf = asOf;
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** A report's query string asking for one page: the first page is the default, left out. */
export function pagedQuery(query: Record<string, string>, page: number): Record<string, string> {
  return page > 1 ? { ...query, page: String(page) } : query;
}
