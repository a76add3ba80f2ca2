import { useMutation } from '@tanstack/react-query';
import { ssoEndpoints, type SsoStartResponse } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/auth/sso/start: the provider's sign-in address (the flow's cookie is set). */
export function startSso(): Promise<SsoStartResponse> {
  return callEndpoint(ssoEndpoints.start);
}

/** Starts a sign-in at the provider; the caller sends the browser there. */
export function useStartSso() {
  return useMutation({ mutationFn: startSso });
}
