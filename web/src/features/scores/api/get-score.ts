import { useQuery } from '@tanstack/react-query';
import { scoreEndpoints, type ScoreForm } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { scoresQueryKey } from './get-scores';

/** GET /api/scores/:userId/:month: the score, the team template and the month's hours. */
export function getScore(userId: string, month: string, signal?: AbortSignal): Promise<ScoreForm> {
  return callEndpoint(scoreEndpoints.get, { params: { userId, month }, signal });
}

export function useScore(userId: string, month: string) {
  return useQuery({
    queryKey: [...scoresQueryKey, 'one', userId, month],
    queryFn: ({ signal }) => getScore(userId, month, signal),
  });
}
