import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type MyStandupRow, type MyStandupsReport } from '@teamledger/domain';
import { useMemo } from 'react';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

/**
 * GET /api/reports/my-standups: the range asked for, or the server's default (8 days);
 * `asOf`: as recorded by that instant.
 */
export function getMyStandups(
  range: DateRange | null,
  signal?: AbortSignal,
  asOf: string | null = null,
): Promise<MyStandupsReport> {
  return callEndpoint(reportEndpoints.myStandups, {
    query: { from: range?.from, to: range?.to, ...(asOf ? { asOf } : {}) },
    signal,
  });
}

export const myStandupsQueryOptions = (range: DateRange | null, asOf: string | null = null) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'my-standups', range, asOf],
    queryFn: ({ signal }) => getMyStandups(range, signal, asOf),
    placeholderData: keepPreviousData,
  });

/** `enabled` false: not asked (the standups now, only while the screen is as of an instant). */
export function useMyStandups(range: DateRange | null, asOf: string | null = null, enabled = true) {
  return useQuery({ ...myStandupsQueryOptions(range, asOf), enabled });
}

/**
 * While the standups are shown as of an instant, the same days now, by date, to mark the
 * cells that changed since; undefined otherwise.
 */
export function useMyStandupsNow(
  range: DateRange | null,
  asOf: string | null,
): ReadonlyMap<string, MyStandupRow> | undefined {
  const now = useMyStandups(range, null, asOf !== null).data?.rows;
  return useMemo(
    () => (asOf === null || now === undefined ? undefined : new Map(now.map((r) => [r.date, r]))),
    [asOf, now],
  );
}
