import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneListSchema, type MilestoneList } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export const milestonesQueryKey = ['milestones'] as const;

/** GET /api/workspaces/:id/milestones: the open ones, soonest due first. */
export function getMilestones(workspaceId: string, signal?: AbortSignal): Promise<MilestoneList> {
  return api.get(`/api/workspaces/${encodeURIComponent(workspaceId)}/milestones`, {
    schema: milestoneListSchema,
    signal,
  });
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
