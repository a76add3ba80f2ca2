import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { LoginRequest } from '@teamledger/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The signed-in person as POST /api/auth/login returns it. */
export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  isLead: z.boolean(),
  isHr: z.boolean(),
  isProviderUser: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

const loginResponseSchema = z.object({ user: authUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
