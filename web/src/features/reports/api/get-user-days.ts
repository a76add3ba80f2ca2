import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type UserDayRow, type UserDaysReport } from '@teamledger/domain';
import { useMemo } from 'react';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint, endpointUrl } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

/** Report.csv: the same endpoint asked with Accept: text/csv. */
export const userDaysPath = (userId: string) =>
  endpointUrl(reportEndpoints.userDays, { params: { id: userId } });

/**
 * GET /api/reports/users/:id/days: one person's days; the default range is the last 7;
 * `asOf`: as they stood at that instant.
 */
export function getUserDays(
  userId: string,
  range: DateRange | null,
  signal?: AbortSignal,
  asOf: string | null = null,
): Promise<UserDaysReport> {
  return callEndpoint(reportEndpoints.userDays, {
    params: { id: userId },
    query: { from: range?.from, to: range?.to, ...(asOf ? { asOf } : {}) },
    signal,
  });
}

export const userDaysQueryOptions = (
  userId: string,
  range: DateRange | null,
  asOf: string | null = null,
) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'user-days', userId, range, asOf],
    queryFn: ({ signal }) => getUserDays(userId, range, signal, asOf),
    placeholderData: keepPreviousData,
  });

/** `enabled` false: not asked (the days now, only while the screen is as of an instant). */
export function useUserDays(
  userId: string,
  range: DateRange | null,
  asOf: string | null = null,
  enabled = true,
) {
  return useQuery({ ...userDaysQueryOptions(userId, range, asOf), enabled });
}

/**
 * While the days are shown as of an instant, the same days now, by date, to mark the cells
 * that changed since; undefined otherwise.
 */
export function useUserDaysNow(
  userId: string,
  range: DateRange | null,
  asOf: string | null,
): ReadonlyMap<string, UserDayRow> | undefined {
  const now = useUserDays(userId, range, null, asOf !== null).data?.days;
  return useMemo(
    () => (asOf === null || now === undefined ? undefined : new Map(now.map((d) => [d.date, d]))),
    [asOf, now],
  );
}
