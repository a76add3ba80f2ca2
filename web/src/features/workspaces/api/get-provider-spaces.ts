import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  workspaceEndpoints,
  type ProviderSpaceList,
  type WorkProviderName,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const providerSpacesQueryKey = ['provider-spaces'] as const;

/**
 * GET /api/provider/spaces: one provider's spaces (Assembla), projects (Jira, GitLab) as its
 * last Sync Routine found them (admins); left out, the worker's default provider.
 */
export function getProviderSpaces(
  provider: WorkProviderName | null,
  signal?: AbortSignal,
): Promise<ProviderSpaceList> {
  return callEndpoint(workspaceEndpoints.providerSpaces, {
    query: provider === null ? {} : { provider },
    signal,
  });
}

export const providerSpacesQueryOptions = (provider: WorkProviderName | null = null) =>
  queryOptions({
    queryKey: [...providerSpacesQueryKey, provider ?? 'default'],
    queryFn: ({ signal }) => getProviderSpaces(provider, signal),
  });

export function useProviderSpaces({
  provider = null,
  enabled = true,
}: { provider?: WorkProviderName | null; enabled?: boolean } = {}) {
  return useQuery({ ...providerSpacesQueryOptions(provider), enabled });
}
