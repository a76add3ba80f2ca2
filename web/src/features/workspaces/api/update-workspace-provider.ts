import {
  workspaceEndpoints,
  type Workspace,
  type WorkspaceProviderInput,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
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
  mutationConfig?: CommandMutationConfig<Workspace, UpdateWorkspaceProviderVariables>;
} = {}) {
  return useCommandMutation(
    updateWorkspaceProvider,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    },
    mutationConfig,
  );
}
