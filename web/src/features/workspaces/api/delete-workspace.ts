import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspacesQueryKey } from './get-workspaces';

/** DELETE /api/workspaces/:id: the workspace goes, its history stays. */
export function deleteWorkspace(id: string): Promise<void> {
  return api.delete(`/api/workspaces/${id}`);
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
