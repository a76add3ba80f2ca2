import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ssoEndpoints, type LoginResponse } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from '../../auth';

/** POST /api/auth/sso/callback with the query string the provider sent the browser back with. */
export function finishSso(params: string): Promise<LoginResponse> {
  return callEndpoint(ssoEndpoints.callback, { body: { params } });
}

/** Finishes the sign-in; the answer becomes the signed-in person (['me']). */
export function useFinishSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSso,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
