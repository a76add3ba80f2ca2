import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceEndpoints, type ProviderSpaceList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const providerSpacesQueryKey = ['provider-spaces'] as const;

/**
 * GET /api/provider/spaces: the provider the sync reads, and the spaces (Assembla) or
 * projects (Jira) the last Sync Routine found (admins).
 */
export function getProviderSpaces(signal?: AbortSignal): Promise<ProviderSpaceList> {
  return callEndpoint(workspaceEndpoints.providerSpaces, { signal });
}

export const providerSpacesQueryOptions = () =>
  queryOptions({
    queryKey: providerSpacesQueryKey,
    queryFn: ({ signal }) => getProviderSpaces(signal),
  });

export function useProviderSpaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...providerSpacesQueryOptions(), enabled });
}
