import { queryOptions, useQuery } from '@tanstack/react-query';
import { standupEndpoints, type IsoDate, type StandupHistory } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Every standup's history; a correction invalidates it. */
export const standupHistoryQueryKey = ['standups', 'history'] as const;

/** GET /api/users/:id/standups/:date/history: who corrected the standup, when, from, to, why. */
export function getStandupHistory(
  userId: string,
  date: IsoDate,
  signal?: AbortSignal,
): Promise<StandupHistory> {
  return callEndpoint(standupEndpoints.history, { params: { id: userId, date }, signal });
}

export const standupHistoryQueryOptions = (userId: string, date: IsoDate) =>
  queryOptions({
    queryKey: [...standupHistoryQueryKey, userId, date],
    queryFn: ({ signal }) => getStandupHistory(userId, date, signal),
  });

export function useStandupHistory(userId: string, date: IsoDate) {
  return useQuery(standupHistoryQueryOptions(userId, date));
}
