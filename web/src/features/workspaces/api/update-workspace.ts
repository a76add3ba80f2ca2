import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  workspaceEndpoints,
  type SeatingInput,
  type Workspace,
  type WorkspaceUpdate,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { workspacesQueryKey } from './get-workspaces';

export interface UpdateWorkspaceVariables {
  id: string;
  /** Sent only when the name changed. */
  update?: WorkspaceUpdate;
  /** Sent only when the hall type or the seat order changed. */
  seating?: SeatingInput;
}

/**
 * The Edit WorkSpace modal saves the name (PUT /api/workspaces/:id) and then the seating
 * (PUT /api/workspaces/:id/seating); whatever did not change is not sent.
 */
export async function updateWorkspace({ id, update, seating }: UpdateWorkspaceVariables) {
  let workspace: Workspace | undefined;
  if (update)
    workspace = await callEndpoint(workspaceEndpoints.update, { params: { id }, body: update });
  if (seating) {
    workspace = await callEndpoint(workspaceEndpoints.updateSeating, {
      params: { id },
      body: seating,
    });
  }
  return workspace;
}

export function useUpdateWorkspace({
  mutationConfig,
}: {
  mutationConfig?: Omit<
    UseMutationOptions<Workspace | undefined, Error, UpdateWorkspaceVariables>,
    'mutationFn'
  >;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateWorkspace,
    onSuccess,
    // The name may be saved even when the seating is then refused: show what is stored.
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      return onSettled?.(...args);
    },
  });
}
