import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayStandupSchema, type TodayStandup } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export const todayStandupQueryKey = ['standups', 'today'] as const;

/** GET /api/standups/today: my standup of the company's today, to prefill the form. */
export function getTodayStandup(signal?: AbortSignal): Promise<TodayStandup> {
  return api.get('/api/standups/today', { schema: todayStandupSchema, signal });
}

export const todayStandupQueryOptions = () =>
  queryOptions({
    queryKey: todayStandupQueryKey,
    queryFn: ({ signal }) => getTodayStandup(signal),
    // The form is prefilled from it: always the latest, never a cached one.
    staleTime: 0,
  });

export function useTodayStandup() {
  return useQuery(todayStandupQueryOptions());
}
