import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import {
  userEndpoints,
  type ForgotPasswordInput,
  type MessageResponse,
  type SetPasswordInput,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/auth/password-reset: asks for a reset link by email. The answer says the same
 * whether the email is an account's or not; 429 past the per-email or per-address limit.
 */
export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse> {
  return callEndpoint(userEndpoints.forgotPassword, { body: input });
}

/**
 * POST /api/auth/password: sets a password with the token of an emailed link (an invitation
 * or a reset); 422 for a used, revoked, expired or forged link.
 */
export function setPasswordByLink(input: SetPasswordInput): Promise<MessageResponse> {
  return callEndpoint(userEndpoints.setPassword, { body: input });
}

type Options<Variables> = Omit<UseMutationOptions<MessageResponse, Error, Variables>, 'mutationFn'>;

export const useForgotPassword = ({
  mutationConfig,
}: { mutationConfig?: Options<ForgotPasswordInput> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: forgotPassword });

export const useSetPasswordByLink = ({
  mutationConfig,
}: { mutationConfig?: Options<SetPasswordInput> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: setPasswordByLink });
