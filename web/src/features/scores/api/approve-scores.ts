import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { scoresQueryKey } from './get-scores';

type ScoreKey = { userId: string; month: string };

/** POST /api/scores/approve: 422 'There are no Scores to Approve.' when none is submitted. */
export function approveScores(scores: ScoreKey[]): Promise<{ approved: ScoreKey[] }> {
  return callEndpoint(scoreEndpoints.approve, { body: { scores } });
}

export function useApproveScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveScores,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoresQueryKey }),
  });
}
