import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { todayStandupSchema, type StandupInput, type TodayStandup } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { reportsQueryKey } from '../../reports/api/keys';
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
  return api.post('/api/standups', input, { schema: todayStandupSchema, idempotencyKey });
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
