import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userDaysReportSchema, type UserDaysReport } from '@teamledger/domain';
import type { DateRange } from '../../../components/date-range';
import { api } from '../../../lib/api-client';
import { reportsQueryKey } from './keys';

export const userDaysPath = (userId: string) =>
  `/api/reports/users/${encodeURIComponent(userId)}/days`;

/** GET /api/reports/users/:id/days: one person's days; the default range is the last 7. */
export function getUserDays(
  userId: string,
  range: DateRange | null,
  signal?: AbortSignal,
): Promise<UserDaysReport> {
  return api.get(userDaysPath(userId), {
    query: { from: range?.from, to: range?.to },
    schema: userDaysReportSchema,
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
