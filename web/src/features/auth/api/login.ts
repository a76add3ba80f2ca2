import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { userEndpoints, type LoginRequest, type LoginResponse } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from './me-query-key';

/** Starts a session: the API answers with the user and sets the httpOnly session cookie. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return callEndpoint(userEndpoints.login, { body: credentials });
}

export interface UseLoginOptions {
  mutationConfig?: Omit<UseMutationOptions<LoginResponse, Error, LoginRequest>, 'mutationFn'>;
}

/** Signs in; the answer becomes the signed-in person (['me']) before `onSuccess` runs. */
export function useLogin({ mutationConfig }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: login,
    onSuccess: (...args) => {
      queryClient.setQueryData(meQueryKey, args[0].user);
      return onSuccess?.(...args);
    },
  });
}
