import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaveEndpoints, type LeaveList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Every query of leaves; applying for one refreshes them all. */
export const leavesQueryKey = ['leaves'] as const;

/** GET /api/leaves?user=: one person's applications, the latest applied first. */
export function getLeavesOf(userId: string, signal?: AbortSignal): Promise<LeaveList> {
  return callEndpoint(leaveEndpoints.list, { query: { user: userId }, signal });
}

export const leavesOfQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...leavesQueryKey, 'of', userId],
    queryFn: ({ signal }) => getLeavesOf(userId, signal),
  });

export function useLeavesOf(userId: string) {
  return useQuery(leavesOfQueryOptions(userId));
}
