import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type UserDirectory } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export type DirectoryPerson = UserDirectory['users'][number];

export const directoryQueryKey = ['users', 'directory'] as const;

/** GET /api/users/directory: the active people, by name, for pickers. */
export async function getDirectory(signal?: AbortSignal): Promise<DirectoryPerson[]> {
  const { users } = await callEndpoint(userEndpoints.directory, { signal });
  return users;
}

export const directoryQueryOptions = () =>
  queryOptions({ queryKey: directoryQueryKey, queryFn: ({ signal }) => getDirectory(signal) });

export function useDirectory() {
  return useQuery(directoryQueryOptions());
}
