import { holidayEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { reportsQueryKey } from '../../reports';
import { holidaysQueryKey } from './get-holidays';

/** DELETE /api/holidays/:date: only a holiday still ahead. */
export async function deleteHoliday(date: string): Promise<void> {
  await callEndpoint(holidayEndpoints.remove, { params: { date } });
}

export interface UseDeleteHolidayOptions {
  mutationConfig?: CommandMutationConfig<void, string>;
}

export function useDeleteHoliday({ mutationConfig }: UseDeleteHolidayOptions = {}) {
  return useCommandMutation(
    deleteHoliday,
    async (queryClient) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
      ]);
    },
    mutationConfig,
  );
}
