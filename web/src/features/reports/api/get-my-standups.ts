import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type MyStandupsReport } from '@teamledger/domain';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

/** GET /api/reports/my-standups: the range asked for, or the server's default (8 days). */
export function getMyStandups(
  range: DateRange | null,
  signal?: AbortSignal,
): Promise<MyStandupsReport> {
  return callEndpoint(reportEndpoints.myStandups, {
    query: { from: range?.from, to: range?.to },
    signal,
  });
}

export const myStandupsQueryOptions = (range: DateRange | null) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'my-standups', range],
    queryFn: ({ signal }) => getMyStandups(range, signal),
    placeholderData: keepPreviousData,
  });

export function useMyStandups(range: DateRange | null) {
  return useQuery(myStandupsQueryOptions(range));
}
