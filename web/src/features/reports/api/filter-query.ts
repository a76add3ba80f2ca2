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

/** The CSV download of a report's rows: the same filters, and the range it answered with. */
export function reportCsvPath(
  path: string,
  filter: ReportFilter,
  report: { from: string; to: string } | undefined,
): string {
  const range = report ? { from: report.from, to: report.to } : filter.range;
  return `${path}?${new URLSearchParams(reportFilterQuery({ ...filter, range })).toString()}`;
}

/** A report's query string asking for one page: the first page is the default, left out. */
export function pagedQuery(query: Record<string, string>, page: number): Record<string, string> {
  return page > 1 ? { ...query, page: String(page) } : query;
}
