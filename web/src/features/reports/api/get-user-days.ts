import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type UserDaysReport } from '@teamledger/domain';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint, endpointUrl } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

/** Report.csv: the same endpoint asked with Accept: text/csv. */
export const userDaysPath = (userId: string) =>
  endpointUrl(reportEndpoints.userDays, { params: { id: userId } });

/** GET /api/reports/users/:id/days: one person's days; the default range is the last 7. */
export function getUserDays(
  userId: string,
  range: DateRange | null,
  signal?: AbortSignal,
): Promise<UserDaysReport> {
  return callEndpoint(reportEndpoints.userDays, {
    params: { id: userId },
    query: { from: range?.from, to: range?.to },
    signal,
  });
}

export const userDaysQueryOptions = (userId: string, range: DateRange | null) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'user-days', userId, range],
    queryFn: ({ signal }) => getUserDays(userId, range, signal),
    placeholderData: keepPreviousData,
  });

export function useUserDays(userId: string, range: DateRange | null) {
  return useQuery(userDaysQueryOptions(userId, range));
}
