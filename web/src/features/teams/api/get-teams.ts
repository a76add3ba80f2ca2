import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamListSchema, type Team } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export const teamsQueryKey = ['teams'] as const;

/** GET /api/teams: live teams by name with member counts (non-users and leads). */
export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  const { teams } = await api.get('/api/teams', { schema: teamListSchema, signal });
  return teams;
}

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: teamsQueryKey, queryFn: ({ signal }) => getTeams(signal) });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
