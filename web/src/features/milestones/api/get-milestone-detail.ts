import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneEndpoints, type MilestoneDetail } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { milestonesQueryKey } from './get-milestones';

/** GET /api/milestones/:id: the milestone and the hours logged against it. */
export function getMilestoneDetail(id: string, signal?: AbortSignal): Promise<MilestoneDetail> {
  return callEndpoint(milestoneEndpoints.detail, { params: { id }, signal });
}

export const milestoneDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...milestonesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getMilestoneDetail(id, signal),
  });

export function useMilestoneDetail(id: string) {
  return useQuery(milestoneDetailQueryOptions(id));
}
