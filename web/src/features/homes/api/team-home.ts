import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeEndpoints, type TeamHome } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';

/** Under the reports' key, as my home's is (my-home.ts). */
export const teamHomeQueryKey = [...reportsQueryKey, 'home', 'team'] as const;

/** GET /api/home/team: today's standups, roadblocks, leave and the scores waiting on me. */
export function getTeamHome(signal?: AbortSignal): Promise<TeamHome> {
  return callEndpoint(homeEndpoints.team, { signal });
}

export const teamHomeQueryOptions = () =>
  queryOptions({ queryKey: teamHomeQueryKey, queryFn: ({ signal }) => getTeamHome(signal) });

export function useTeamHome() {
  return useQuery(teamHomeQueryOptions());
}
