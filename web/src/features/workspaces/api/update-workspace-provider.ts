import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  workspaceEndpoints,
  type Workspace,
  type WorkspaceProviderInput,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { workspacesQueryKey } from './get-workspaces';

export interface UpdateWorkspaceProviderVariables {
  id: string;
  input: WorkspaceProviderInput;
  idempotencyKey: string;
}

/**
 * PUT /api/workspaces/:id/provider: the provider and space the workspace's hours come from;
 * 409 when another workspace holds the space, 422 when its last Sync Routine did not find it.
 */
export function updateWorkspaceProvider({
  id,
  input,
  idempotencyKey,
}: UpdateWorkspaceProviderVariables): Promise<Workspace> {
  return callEndpoint(workspaceEndpoints.updateProvider, {
    params: { id },
    body: input,
    idempotencyKey,
  });
}

export function useUpdateWorkspaceProvider({
  mutationConfig,
}: {
  mutationConfig?: Omit<
    UseMutationOptions<Workspace, Error, UpdateWorkspaceProviderVariables>,
    'mutationFn'
  >;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateWorkspaceProvider,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
