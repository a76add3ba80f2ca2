import { queryOptions, useQuery } from '@tanstack/react-query';
import { worklogEndpoints, type WorklogHistory } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { worklogsQueryKey } from './person-worklogs';

/** GET /api/worklogs/:id/history: who changed the entry, when, from what, to what, why. */
export function getWorklogHistory(id: string, signal?: AbortSignal): Promise<WorklogHistory> {
  return callEndpoint(worklogEndpoints.history, { params: { id }, signal });
}

export const worklogHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...worklogsQueryKey, 'history', id],
    queryFn: ({ signal }) => getWorklogHistory(id, signal),
  });

export function useWorklogHistory(id: string) {
  return useQuery(worklogHistoryQueryOptions(id));
}
