import { useQuery } from '@tanstack/react-query';
import { scoreEndpoints, type ScoreHistory } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { scoresQueryKey } from './get-scores';

/** GET /api/scores/:userId/:month/history: who saved what, and when. */
export function getScoreHistory(
  userId: string,
  month: string,
  signal?: AbortSignal,
): Promise<ScoreHistory> {
  return callEndpoint(scoreEndpoints.history, { params: { userId, month }, signal });
}

export function useScoreHistory(userId: string, month: string) {
  return useQuery({
    queryKey: [...scoresQueryKey, 'history', userId, month],
    queryFn: ({ signal }) => getScoreHistory(userId, month, signal),
  });
}
