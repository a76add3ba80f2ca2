import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints, type Team } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const teamsQueryKey = ['teams'] as const;

/** GET /api/teams: live teams by name with member counts (non-users and leads). */
export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  const { teams } = await callEndpoint(teamEndpoints.list, { signal });
  return teams;
}

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: teamsQueryKey, queryFn: ({ signal }) => getTeams(signal) });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
