import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { workspaceEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { workspacesQueryKey } from './get-workspaces';

/** DELETE /api/workspaces/:id: the workspace goes, its history stays. */
export function deleteWorkspace(id: string): Promise<void> {
  return callEndpoint(workspaceEndpoints.remove, { params: { id } });
}

export function useDeleteWorkspace({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteWorkspace,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      return onSuccess?.(...args);
    },
  });
}
