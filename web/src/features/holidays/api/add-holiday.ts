import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { holidaySchema, type Holiday, type HolidayInput } from '@teamledger/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reportsQueryKey } from '../../reports/api/keys';
import { holidaysQueryKey } from './get-holidays';

export interface AddHolidayVariables {
  input: HolidayInput;
  idempotencyKey: string;
}

/** POST /api/holidays: marks a holiday from tomorrow to one month ahead. */
export async function addHoliday({ input, idempotencyKey }: AddHolidayVariables): Promise<Holiday> {
  const { holiday } = await api.post('/api/holidays', input, {
    schema: z.object({ holiday: holidaySchema }),
    idempotencyKey,
  });
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
