import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NO_MILESTONE, reportEndpoints, type MilestoneEntries } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { milestoneReportQuery, type MilestoneReportFilter } from './get-milestone-report';
import { reportsQueryKey } from './keys';

/** Whose entries: one person's, or one milestone card's ('No Milestone' has milestone null). */
export type MilestoneEntriesOf =
  | { kind: 'person'; userId: string; name: string }
  | {
      kind: 'card';
      workspace: { id: string; name: string };
      milestone: { id: string; name: string } | null;
    };

export interface MilestoneEntriesRequest {
  /** The report's filter, with the range it answered. */
  filter: MilestoneReportFilter;
  of: MilestoneEntriesOf;
  page: number;
}

function entriesQuery({ filter, of, page }: MilestoneEntriesRequest): Record<string, string> {
  const { page: _reportPage, ...report } = milestoneReportQuery(filter);
  const query: Record<string, string> = { ...report, page: String(page) };
  if (of.kind === 'person') query.userId = of.userId;
  else {
    query.workspaceId = of.workspace.id;
    query.milestoneId = of.milestone?.id ?? NO_MILESTONE;
  }
  return query;
}

/** GET /api/reports/milestones/entries: one page of a card's entries, newest first. */
export function getMilestoneEntries(
  request: MilestoneEntriesRequest,
  signal?: AbortSignal,
): Promise<MilestoneEntries> {
  return callEndpoint(reportEndpoints.milestoneEntries, { query: entriesQuery(request), signal });
}

export const milestoneEntriesQueryOptions = (request: MilestoneEntriesRequest) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'milestone-entries', entriesQuery(request)],
    queryFn: ({ signal }) => getMilestoneEntries(request, signal),
    placeholderData: keepPreviousData,
  });

export function useMilestoneEntries(request: MilestoneEntriesRequest) {
  return useQuery(milestoneEntriesQueryOptions(request));
}
