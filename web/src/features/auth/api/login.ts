import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

/** Starts a session: the API answers with the user and sets the httpOnly session cookie. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post('/api/auth/login', credentials, { schema: loginResponseSchema });
}

export interface UseLoginOptions {
  mutationConfig?: Omit<UseMutationOptions<LoginResponse, Error, LoginRequest>, 'mutationFn'>;
}

export function useLogin({ mutationConfig }: UseLoginOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: login });
}
