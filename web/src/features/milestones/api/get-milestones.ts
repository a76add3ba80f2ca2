import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneEndpoints, type MilestoneList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const milestonesQueryKey = ['milestones'] as const;

/**
 * GET /api/workspaces/:id/milestones: the open ones, soonest due first; the completed ones
 * too with `includeCompleted` (the milestones screen's Show completed).
 */
export function getMilestones(
  workspaceId: string,
  { includeCompleted = false, signal }: { includeCompleted?: boolean; signal?: AbortSignal } = {},
): Promise<MilestoneList> {
  return callEndpoint(milestoneEndpoints.list, {
    params: { id: workspaceId },
    query: includeCompleted ? { completed: 'include' } : {},
    signal,
  });
}

export const milestonesQueryOptions = (workspaceId: string, includeCompleted = false) =>
  queryOptions({
    queryKey: [...milestonesQueryKey, 'workspace', workspaceId, { includeCompleted }],
    queryFn: ({ signal }) => getMilestones(workspaceId, { includeCompleted, signal }),
  });

/** Pass null until a workspace is chosen: nothing is fetched. */
export function useMilestones(workspaceId: string | null, includeCompleted = false) {
  return useQuery({
    ...milestonesQueryOptions(workspaceId ?? '', includeCompleted),
    enabled: workspaceId !== null && workspaceId !== '',
  });
}
