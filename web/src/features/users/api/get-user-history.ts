import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type UserHistory } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { usersQueryKey } from './get-users';

/** GET /api/users/:id/history: status and role changes, who and why, oldest first. */
export function getUserHistory(id: string, signal?: AbortSignal): Promise<UserHistory> {
  return callEndpoint(userEndpoints.history, { params: { id }, signal });
}

export const userHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, id, 'history'],
    queryFn: ({ signal }) => getUserHistory(id, signal),
  });

export function useUserHistory(id: string) {
  return useQuery(userHistoryQueryOptions(id));
}
