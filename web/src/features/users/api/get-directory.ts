import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDirectorySchema, type UserDirectory } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export type DirectoryPerson = UserDirectory['users'][number];

export const directoryQueryKey = ['users', 'directory'] as const;

/** GET /api/users/directory: the active people, by name, for pickers. */
export async function getDirectory(signal?: AbortSignal): Promise<DirectoryPerson[]> {
  const { users } = await api.get('/api/users/directory', { schema: userDirectorySchema, signal });
  return users;
}

export const directoryQueryOptions = () =>
  queryOptions({ queryKey: directoryQueryKey, queryFn: ({ signal }) => getDirectory(signal) });

export function useDirectory() {
  return useQuery(directoryQueryOptions());
}
