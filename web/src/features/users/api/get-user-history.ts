import { queryOptions, useQuery } from '@tanstack/react-query';
import { userHistorySchema, type UserHistory } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** GET /api/users/:id/history: status and role changes, who and why, oldest first. */
export function getUserHistory(id: string, signal?: AbortSignal): Promise<UserHistory> {
  return api.get(`/api/users/${id}/history`, { schema: userHistorySchema, signal });
}

export const userHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, id, 'history'],
    queryFn: ({ signal }) => getUserHistory(id, signal),
  });

export function useUserHistory(id: string) {
  return useQuery(userHistoryQueryOptions(id));
}
