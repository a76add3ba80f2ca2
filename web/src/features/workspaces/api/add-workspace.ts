import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { workspaceEndpoints, type Workspace, type WorkspaceInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
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
  mutationConfig?: Omit<UseMutationOptions<Workspace, Error, AddWorkspaceVariables>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addWorkspace,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
