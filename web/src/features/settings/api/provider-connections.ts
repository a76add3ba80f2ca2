import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerEndpoints,
  type ProviderConnectionInput,
  type ProviderConnectionList,
  type ProviderConnectionView,
  type WorkProviderName,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';

export const providerConnectionsQueryKey = ['provider-connections'] as const;

/** GET /api/provider/connections (admins): each provider's URL, account and token presence. */
export function getProviderConnections(signal?: AbortSignal): Promise<ProviderConnectionList> {
  return callEndpoint(providerEndpoints.connections, { signal });
}

export const providerConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: providerConnectionsQueryKey,
    queryFn: ({ signal }) => getProviderConnections(signal),
  });

export function useProviderConnections() {
  return useQuery(providerConnectionsQueryOptions());
}

export interface SetProviderConnectionVariables {
  provider: WorkProviderName;
  input: ProviderConnectionInput;
  idempotencyKey: string;
}

/** PUT /api/provider/connections/:provider: the URL and account; never a token. */
export function setProviderConnection({
  provider,
  input,
  idempotencyKey,
}: SetProviderConnectionVariables): Promise<ProviderConnectionView> {
  return callEndpoint(providerEndpoints.setConnection, {
    params: { provider },
    body: input,
    idempotencyKey,
  });
}

export function useSetProviderConnection({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<ProviderConnectionView, SetProviderConnectionVariables>;
} = {}) {
  return useCommandMutation(
    setProviderConnection,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: providerConnectionsQueryKey });
    },
    mutationConfig,
  );
}
