import { teamEndpoints, type Team, type TeamInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
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
  mutationConfig?: CommandMutationConfig<Team, SaveTeamVariables>;
} = {}) {
  return useCommandMutation(
    saveTeam,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      // Members show the new team name.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    mutationConfig,
  );
}
