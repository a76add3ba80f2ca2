import { queryOptions, useQuery } from '@tanstack/react-query';
import { reminderEndpoints, type Reminder } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** How often a queued reminder is asked about until the worker has sent it or given up. */
const POLL_MS = 2_000;

export const reminderQueryKey = (id: string) => ['reminders', id] as const;

/** GET /api/reminders/:id: the reminder and its state (queued, sent, failed). */
export async function getReminder(id: string, signal?: AbortSignal): Promise<Reminder> {
  const { reminder } = await callEndpoint(reminderEndpoints.get, { params: { id }, signal });
  return reminder;
}

export const reminderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reminderQueryKey(id),
    queryFn: ({ signal }) => getReminder(id, signal),
    refetchInterval: (query) => (query.state.data?.state === 'queued' ? POLL_MS : false),
  });

export function useReminder(id: string) {
  return useQuery(reminderQueryOptions(id));
}
