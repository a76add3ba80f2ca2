import { standupEndpoints, type StandupInput, type TodayStandup } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { reportsQueryKey } from '../../reports';
import { todayStandupQueryKey } from './get-today-standup';

export interface SubmitStandupVariables {
  input: StandupInput;
  idempotencyKey: string;
}

/** POST /api/standups: adds today's standup, or updates it (reported at stays the first). */
export function submitStandup({
  input,
  idempotencyKey,
}: SubmitStandupVariables): Promise<TodayStandup> {
  return callEndpoint(standupEndpoints.submit, { body: input, idempotencyKey });
}

export interface UseSubmitStandupOptions {
  mutationConfig?: CommandMutationConfig<TodayStandup, SubmitStandupVariables>;
}

export function useSubmitStandup({ mutationConfig }: UseSubmitStandupOptions = {}) {
  return useCommandMutation(
    submitStandup,
    async (queryClient, result) => {
      queryClient.setQueryData(todayStandupQueryKey, result);
      await queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' });
    },
    mutationConfig,
  );
}
