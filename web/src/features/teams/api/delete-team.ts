import { teamEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { teamsQueryKey } from './get-teams';

/** DELETE /api/teams/:id: 422 while the team still has members. */
export function deleteTeam(id: string): Promise<void> {
  return callEndpoint(teamEndpoints.remove, { params: { id } });
}

export function useDeleteTeam({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<void, string>;
} = {}) {
  return useCommandMutation(
    deleteTeam,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
    mutationConfig,
  );
}
