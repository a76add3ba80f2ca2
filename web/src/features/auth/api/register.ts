import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import {
  userEndpoints,
  type registrationResponseSchema,
  type RegistrationInput,
} from '@teamledger/domain';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/call-endpoint';

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export interface RegisterVariables {
  input: RegistrationInput;
  idempotencyKey: string;
}

/**
 * POST /api/auth/register: asks for an account, created inactive until an admin accepts
 * it; 409 for a known email, 429 past the per-address limit.
 */
export function register({
  input,
  idempotencyKey,
}: RegisterVariables): Promise<RegistrationResponse> {
  return callEndpoint(userEndpoints.register, { body: input, idempotencyKey });
}

export interface UseRegisterOptions {
  mutationConfig?: Omit<
    UseMutationOptions<RegistrationResponse, Error, RegisterVariables>,
    'mutationFn'
  >;
}

export function useRegister({ mutationConfig }: UseRegisterOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register });
}
