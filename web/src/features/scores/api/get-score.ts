import { useQuery } from '@tanstack/react-query';
import { scoreEndpoints, type ScoreForm } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { scoresQueryKey } from './get-scores';

/**
 * GET /api/scores/:userId/:month: the score (as it stood at `asOf` when given), an approved
 * one as it stood when approved, the team template and the month's hours.
 */
export function getScore(
  userId: string,
  month: string,
  signal?: AbortSignal,
  asOf: string | null = null,
): Promise<ScoreForm> {
  return callEndpoint(scoreEndpoints.get, {
    params: { userId, month },
    query: asOf ? { asOf } : {},
    signal,
  });
}

/** `enabled` false asks nothing. */
export function useScore(
  userId: string,
  month: string,
  asOf: string | null = null,
  enabled = true,
) {
  return useQuery({
    queryKey: [...scoresQueryKey, 'one', userId, month, ...(asOf ? [asOf] : [])],
    queryFn: ({ signal }) => getScore(userId, month, signal, asOf),
    enabled,
  });
}
