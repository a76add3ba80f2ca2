import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveEndpoints, type LeaveFeedScope } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { leavesQueryKey } from './get-my-leaves';

const feedsQueryKey = [...leavesQueryKey, 'feeds'] as const;

/** GET /api/leaves/feeds: when each of my calendar addresses was made. */
export function useLeaveFeeds() {
  return useQuery({
    queryKey: feedsQueryKey,
    queryFn: ({ signal }) => callEndpoint(leaveEndpoints.feeds, { signal }),
  });
}

/** POST /api/leaves/feeds/:scope: a new private address, shown once. */
export function useRenewLeaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, idempotencyKey }: { scope: LeaveFeedScope; idempotencyKey: string }) =>
      callEndpoint(leaveEndpoints.renewFeed, { params: { scope }, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsQueryKey }),
  });
}

/** DELETE /api/leaves/feeds/:scope: the address stops working. */
export function useRemoveLeaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: LeaveFeedScope) =>
      callEndpoint(leaveEndpoints.removeFeed, { params: { scope } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsQueryKey }),
  });
}
