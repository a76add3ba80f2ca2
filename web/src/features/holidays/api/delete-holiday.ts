import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reportsQueryKey } from '../../reports/api/keys';
import { holidaysQueryKey } from './get-holidays';

/** DELETE /api/holidays/:date: only a holiday still ahead. */
export async function deleteHoliday(date: string): Promise<void> {
  await api.delete(`/api/holidays/${encodeURIComponent(date)}`, {
    schema: z.object({ date: z.string() }),
  });
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
