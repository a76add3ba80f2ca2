import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { teamEndpoints, type Team, type TeamInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { teamsQueryKey } from './get-teams';

export type SaveTeamVariables =
  { id: null; input: TeamInput; idempotencyKey: string } | { id: string; input: TeamInput };

/** POST /api/teams adds, PUT /api/teams/:id renames (members follow); 409 for a taken name. */
export function saveTeam(variables: SaveTeamVariables): Promise<Team> {
  return variables.id === null
    ? callEndpoint(teamEndpoints.create, {
        body: variables.input,
        idempotencyKey: variables.idempotencyKey,
      })
    : callEndpoint(teamEndpoints.rename, { params: { id: variables.id }, body: variables.input });
}

export function useSaveTeam({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<Team, Error, SaveTeamVariables>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: saveTeam,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      // Members show the new team name.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      return onSuccess?.(...args);
    },
  });
}
