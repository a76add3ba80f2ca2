import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  userEndpoints,
  type LoginAnswer,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorSignInInput,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { meQueryKey } from './me-query-key';

/**
 * Starts a session: the API answers with the user and sets the httpOnly session cookie, or,
 * for a person with two-factor sign-in, with a pending token for the code.
 */
export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  return callEndpoint(userEndpoints.login, { body: credentials });
}

/** Finishes a two-factor sign-in with a code or a recovery code; sets the session cookie. */
export function signInWithCode(input: TwoFactorSignInInput): Promise<LoginResponse> {
  return callEndpoint(userEndpoints.twoFactorSignIn, { body: input });
}

export interface UseLoginOptions {
  mutationConfig?: CommandMutationConfig<LoginAnswer, LoginRequest>;
}

/** Signs in; a signed-in answer becomes the person (['me']) before `onSuccess` runs. */
export function useLogin({ mutationConfig }: UseLoginOptions = {}) {
  return useCommandMutation(
    login,
    (queryClient, result) => {
      if ('user' in result) queryClient.setQueryData(meQueryKey, result.user);
    },
    mutationConfig,
  );
}

/** The code step of a sign-in; the answer becomes the signed-in person (['me']). */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
