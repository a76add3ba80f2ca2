import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { workspaceSchema, type Workspace, type WorkspaceInput } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { workspacesQueryKey } from './get-workspaces';

export interface AddWorkspaceVariables {
  input: WorkspaceInput;
  idempotencyKey: string;
}

/** POST /api/workspaces: 409 when the name or the Assembla space is taken. */
export function addWorkspace({ input, idempotencyKey }: AddWorkspaceVariables): Promise<Workspace> {
  return api.post('/api/workspaces', input, { schema: workspaceSchema, idempotencyKey });
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
