import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { holidayEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';
import { holidaysQueryKey } from './get-holidays';

/** DELETE /api/holidays/:date: only a holiday still ahead. */
export async function deleteHoliday(date: string): Promise<void> {
  await callEndpoint(holidayEndpoints.remove, { params: { date } });
}

export interface UseDeleteHolidayOptions {
  mutationConfig?: Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;
}

export function useDeleteHoliday({ mutationConfig }: UseDeleteHolidayOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteHoliday,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
      ]);
      return onSuccess?.(...args);
    },
  });
}
