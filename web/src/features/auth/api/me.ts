import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type Me } from '@teamledger/domain';
import { ApiError } from '../../../lib/api-error';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from './me-query-key';

/** GET /api/me. Signed out (401) is an answer, not a failure: it gives null. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await callEndpoint(userEndpoints.me, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

/** The signed-in person, or null when nobody is signed in. */
export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The signed-in person, for screens inside the app layout, which renders them only once
 * someone is signed in.
 */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser is for screens inside the signed-in layout');
  return data;
}
