import { holidayEndpoints, type Holiday, type HolidayInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
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
  mutationConfig?: CommandMutationConfig<Holiday, AddHolidayVariables>;
}

export function useAddHoliday({ mutationConfig }: UseAddHolidayOptions = {}) {
  return useCommandMutation(
    addHoliday,
    async (queryClient) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
      ]);
    },
    mutationConfig,
  );
}
