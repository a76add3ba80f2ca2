import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { standupEndpoints, type StandupInput, type TodayStandup } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
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
  mutationConfig?: Omit<
    UseMutationOptions<TodayStandup, Error, SubmitStandupVariables>,
    'mutationFn'
  >;
}

export function useSubmitStandup({ mutationConfig }: UseSubmitStandupOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: submitStandup,
    onSuccess: async (...args) => {
      queryClient.setQueryData(todayStandupQueryKey, args[0]);
      await queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' });
      return onSuccess?.(...args);
    },
  });
}
