import { queryOptions, useQuery } from '@tanstack/react-query';
import { standupEndpoints, type TodayStandup } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const todayStandupQueryKey = ['standups', 'today'] as const;

/** GET /api/standups/today: my standup of the company's today, to prefill the form. */
export function getTodayStandup(signal?: AbortSignal): Promise<TodayStandup> {
  return callEndpoint(standupEndpoints.today, { signal });
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
