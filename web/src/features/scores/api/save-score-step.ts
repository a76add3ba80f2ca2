import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  scoreEndpoints,
  type Score,
  type ScoreStep,
  type ScoreStepInput,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { scoresQueryKey } from './get-scores';

export interface SaveScoreStepVariables {
  userId: string;
  month: string;
  step: ScoreStep;
  input: ScoreStepInput;
}

/** PUT /api/scores/:userId/:month/steps/:step: 409 when the step changed since it was opened. */
export function saveScoreStep({
  userId,
  month,
  step,
  input,
}: SaveScoreStepVariables): Promise<Score> {
  return callEndpoint(scoreEndpoints.saveStep, { params: { userId, month, step }, body: input });
}

export function useSaveScoreStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScoreStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoresQueryKey }),
  });
}
