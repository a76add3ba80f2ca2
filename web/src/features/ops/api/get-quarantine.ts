import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsEndpoints, type QuarantinedEventView } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const quarantineQueryKey = ['ops', 'quarantine'] as const;

/** GET /api/ops/quarantine (Admin): the events read models went past, with the reason. */
export async function getQuarantine(signal?: AbortSignal): Promise<QuarantinedEventView[]> {
  return (await callEndpoint(opsEndpoints.quarantine, { signal })).events;
}

export const quarantineQueryOptions = () =>
  queryOptions({ queryKey: quarantineQueryKey, queryFn: ({ signal }) => getQuarantine(signal) });

export function useQuarantine() {
  return useQuery(quarantineQueryOptions());
}
