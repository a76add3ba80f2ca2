import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneDetailSchema, type MilestoneDetail } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { milestonesQueryKey } from './get-milestones';

/** GET /api/milestones/:id: the milestone and the hours logged against it. */
export function getMilestoneDetail(id: string, signal?: AbortSignal): Promise<MilestoneDetail> {
  return api.get(`/api/milestones/${encodeURIComponent(id)}`, {
    schema: milestoneDetailSchema,
    signal,
  });
}

export const milestoneDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...milestonesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getMilestoneDetail(id, signal),
  });

export function useMilestoneDetail(id: string) {
  return useQuery(milestoneDetailQueryOptions(id));
}
