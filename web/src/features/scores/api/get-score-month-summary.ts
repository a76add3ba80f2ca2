import { useQuery } from '@tanstack/react-query';
import { scoreEndpoints, type ScoreMonthSummary } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/scores/:userId/:month/summary: the person's month beside the ratings. */
export function getScoreMonthSummary(
  userId: string,
  month: string,
  signal?: AbortSignal,
): Promise<ScoreMonthSummary> {
  return callEndpoint(scoreEndpoints.monthSummary, { params: { userId, month }, signal });
}

// Apart from the scores' key: saving a score changes nothing of the month it summarises.
export const scoreMonthSummaryQueryKey = (userId: string, month: string) =>
  ['score-month-summary', userId, month] as const;

export function useScoreMonthSummary(userId: string, month: string) {
  return useQuery({
    queryKey: scoreMonthSummaryQueryKey(userId, month),
    queryFn: ({ signal }) => getScoreMonthSummary(userId, month, signal),
  });
}
