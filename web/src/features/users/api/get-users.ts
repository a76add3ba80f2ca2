import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type UserAdminRow, type UserListQuery } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Every users query starts with it, so one invalidation refreshes lists, people and history. */
export const usersQueryKey = ['users'] as const;

/** users.csv: the same endpoint asked with Accept: text/csv. */
export const USERS_CSV_PATH = userEndpoints.list.path;

export const userListQueryKey = (query: UserListQuery) =>
  [...usersQueryKey, 'list', query.status ?? 'all', query.userId ?? 'all'] as const;

/** GET /api/users: people for the Users screens; deleted ones only when asked for. */
export async function getUsers(
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<UserAdminRow[]> {
  const { users } = await callEndpoint(userEndpoints.list, { query, signal });
  return users;
}

export const usersQueryOptions = (query: UserListQuery = {}) =>
  queryOptions({
    queryKey: userListQueryKey(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  });

export function useUsers(query: UserListQuery = {}) {
  // A new filter keeps the old rows on screen until the new ones arrive.
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
