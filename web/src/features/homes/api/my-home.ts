import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeEndpoints, type MyHome } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';

/**
 * Under the reports' key: a home's figures are the reports' of today, so a new standup,
 * entry or leave (which refresh every report) refresh them too.
 */
export const myHomeQueryKey = [...reportsQueryKey, 'home', 'mine'] as const;

/** GET /api/home/mine: my standup, hours and entries of today. */
export function getMyHome(signal?: AbortSignal): Promise<MyHome> {
  return callEndpoint(homeEndpoints.mine, { signal });
}

export const myHomeQueryOptions = () =>
  queryOptions({ queryKey: myHomeQueryKey, queryFn: ({ signal }) => getMyHome(signal) });

export function useMyHome() {
  return useQuery(myHomeQueryOptions());
}
