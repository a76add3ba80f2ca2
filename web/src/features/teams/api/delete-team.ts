import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { teamEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { teamsQueryKey } from './get-teams';

/** DELETE /api/teams/:id: 422 while the team still has members. */
export function deleteTeam(id: string): Promise<void> {
  return callEndpoint(teamEndpoints.remove, { params: { id } });
}

export function useDeleteTeam({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteTeam,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      return onSuccess?.(...args);
    },
  });
}
