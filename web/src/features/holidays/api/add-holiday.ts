import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { holidayEndpoints, type Holiday, type HolidayInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';
import { holidaysQueryKey } from './get-holidays';

export interface AddHolidayVariables {
  input: HolidayInput;
  idempotencyKey: string;
}

/** POST /api/holidays: marks a holiday from tomorrow to one month ahead. */
export async function addHoliday({ input, idempotencyKey }: AddHolidayVariables): Promise<Holiday> {
  const { holiday } = await callEndpoint(holidayEndpoints.add, { body: input, idempotencyKey });
  return holiday;
}

export interface UseAddHolidayOptions {
  mutationConfig?: Omit<UseMutationOptions<Holiday, Error, AddHolidayVariables>, 'mutationFn'>;
}

export function useAddHoliday({ mutationConfig }: UseAddHolidayOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addHoliday,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
      ]);
      return onSuccess?.(...args);
    },
  });
}
