import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { teamSchema, type Team, type TeamInput } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export type SaveTeamVariables =
  { id: null; input: TeamInput; idempotencyKey: string } | { id: string; input: TeamInput };

/** POST /api/teams adds, PUT /api/teams/:id renames (members follow); 409 for a taken name. */
export function saveTeam(variables: SaveTeamVariables): Promise<Team> {
  return variables.id === null
    ? api.post('/api/teams', variables.input, {
        schema: teamSchema,
        idempotencyKey: variables.idempotencyKey,
      })
    : api.put(`/api/teams/${variables.id}`, variables.input, { schema: teamSchema });
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
