import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { scoreEndpoints, type ScoreList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Which list: every person (admin, HR), the people one leads, or one's own. */
export type ScoreAudience = 'all' | 'team' | 'mine';

export interface ScoreFilter {
  months: number;
  userId?: string;
  status?: 'all' | 'pending' | 'submitted';
  /** The list as it stood at this instant (what had been recorded by then); absent: now. */
  asOf?: string;
}

export const scoresQueryKey = ['scores'] as const;

const contracts = {
  all: scoreEndpoints.list,
  team: scoreEndpoints.team,
  mine: scoreEndpoints.mine,
} as const;

/** GET /api/scores, /api/scores/team or /api/scores/mine, now or as of an instant. */
export function getScores(
  audience: ScoreAudience,
  { months, userId, status = 'all', asOf }: ScoreFilter,
  signal?: AbortSignal,
): Promise<ScoreList> {
  const query = { months, status, ...(userId ? { userId } : {}), ...(asOf ? { asOf } : {}) };
  return callEndpoint(contracts[audience], { query, signal });
}

export function useScores(audience: ScoreAudience, filter: ScoreFilter, enabled = true) {
  return useQuery({
    queryKey: [...scoresQueryKey, audience, filter],
    queryFn: ({ signal }) => getScores(audience, filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
