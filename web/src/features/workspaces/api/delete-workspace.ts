import { workspaceEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { workspacesQueryKey } from './get-workspaces';

/** DELETE /api/workspaces/:id: the workspace goes, its history stays. */
export function deleteWorkspace(id: string): Promise<void> {
  return callEndpoint(workspaceEndpoints.remove, { params: { id } });
}

export function useDeleteWorkspace({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<void, string>;
} = {}) {
  return useCommandMutation(
    deleteWorkspace,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    mutationConfig,
  );
}
