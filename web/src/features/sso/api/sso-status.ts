import { queryOptions, useQuery } from '@tanstack/react-query';
import { ssoEndpoints, type SsoStatus } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const ssoStatusQueryKey = ['sso-status'] as const;

/** GET /api/auth/sso (anyone): the provider's name when single sign-on is configured. */
export function getSsoStatus(signal?: AbortSignal): Promise<SsoStatus> {
  return callEndpoint(ssoEndpoints.status, { signal });
}

export const ssoStatusQueryOptions = () =>
  queryOptions({ queryKey: ssoStatusQueryKey, queryFn: ({ signal }) => getSsoStatus(signal) });

export function useSsoStatus() {
  return useQuery(ssoStatusQueryOptions());
}
