import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { worklogEndpoints, type PersonWorklogs } from '@teamledger/domain';
import type { DateRange } from '../../../components/date-range';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Every query of entries; a correction, a delete or a new entry refreshes them all. */
export const worklogsQueryKey = ['worklogs'] as const;

/** GET /api/users/:id/worklogs: a person's entries of the range (the last 7 days by default). */
export function getPersonWorklogs(
  userId: string,
  range: DateRange | null,
  signal?: AbortSignal,
): Promise<PersonWorklogs> {
  return callEndpoint(worklogEndpoints.ofPerson, {
    params: { id: userId },
    query: { from: range?.from, to: range?.to },
    signal,
  });
}

export const personWorklogsQueryOptions = (userId: string, range: DateRange | null) =>
  queryOptions({
    queryKey: [...worklogsQueryKey, userId, range],
    queryFn: ({ signal }) => getPersonWorklogs(userId, range, signal),
    placeholderData: keepPreviousData,
  });

export function usePersonWorklogs(userId: string, range: DateRange | null) {
  return useQuery(personWorklogsQueryOptions(userId, range));
}
