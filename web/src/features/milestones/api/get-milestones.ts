import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneEndpoints, type MilestoneList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const milestonesQueryKey = ['milestones'] as const;

/** GET /api/workspaces/:id/milestones: the open ones, soonest due first. */
export function getMilestones(workspaceId: string, signal?: AbortSignal): Promise<MilestoneList> {
  return callEndpoint(milestoneEndpoints.list, { params: { id: workspaceId }, signal });
}

export const milestonesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...milestonesQueryKey, 'workspace', workspaceId],
    queryFn: ({ signal }) => getMilestones(workspaceId, signal),
  });

/** Pass null until a workspace is chosen: nothing is fetched. */
export function useMilestones(workspaceId: string | null) {
  return useQuery({
    ...milestonesQueryOptions(workspaceId ?? ''),
    enabled: workspaceId !== null && workspaceId !== '',
  });
}
