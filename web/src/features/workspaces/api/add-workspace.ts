import { workspaceEndpoints, type Workspace, type WorkspaceInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { workspacesQueryKey } from './get-workspaces';

export interface AddWorkspaceVariables {
  input: WorkspaceInput;
  idempotencyKey: string;
}

/** POST /api/workspaces: 409 when the name or the Assembla space is taken. */
export function addWorkspace({ input, idempotencyKey }: AddWorkspaceVariables): Promise<Workspace> {
  return callEndpoint(workspaceEndpoints.create, { body: input, idempotencyKey });
}

export function useAddWorkspace({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<Workspace, AddWorkspaceVariables>;
} = {}) {
  return useCommandMutation(
    addWorkspace,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    },
    mutationConfig,
  );
}
