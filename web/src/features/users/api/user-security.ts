import {
  userEndpoints,
  type EmergencyPasswordInput,
  type MessageResponse,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { usersQueryKey } from './get-users';

/** POST /api/users/:id/invitation: a new invitation (7 days) replaces any open one. */
export function resendInvitation(id: string): Promise<MessageResponse> {
  return callEndpoint(userEndpoints.resendInvitation, { params: { id } });
}

/** DELETE /api/users/:id/invitation: the open invitation's link no longer works. */
export function revokeInvitation(id: string): Promise<void> {
  return callEndpoint(userEndpoints.revokeInvitation, { params: { id } });
}

/** POST /api/users/:id/sessions/end: every session of the person ends. */
export function endUserSessions(id: string): Promise<void> {
  return callEndpoint(userEndpoints.endUserSessions, { params: { id } });
}

/** POST /api/users/:id/two-factor/reset: their two-factor sign-in is off (a lost phone). */
export function resetTwoFactor(id: string): Promise<void> {
  return callEndpoint(userEndpoints.resetTwoFactor, { params: { id } });
}

export interface EmergencyPasswordVariables {
  id: string;
  input: EmergencyPasswordInput;
}

/** POST /api/users/:id/password: an Admin sets the person's password (an emergency). */
export function setEmergencyPassword({ id, input }: EmergencyPasswordVariables): Promise<void> {
  return callEndpoint(userEndpoints.setUserPassword, { params: { id }, body: input });
}

/** Each changes the person's history, which the history modal reads from the users' keys. */
function useSecurityMutation<Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig?: CommandMutationConfig<Result, Variables>,
) {
  return useCommandMutation(
    mutationFn,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    mutationConfig,
  );
}

type Config<Result, Variables> = CommandMutationConfig<Result, Variables>;

export const useResendInvitation = ({
  mutationConfig,
}: { mutationConfig?: Config<MessageResponse, string> } = {}) =>
  useSecurityMutation(resendInvitation, mutationConfig);

export const useRevokeInvitation = ({
  mutationConfig,
}: { mutationConfig?: Config<void, string> } = {}) =>
  useSecurityMutation(revokeInvitation, mutationConfig);

export const useEndUserSessions = ({
  mutationConfig,
}: { mutationConfig?: Config<void, string> } = {}) =>
  useSecurityMutation(endUserSessions, mutationConfig);

export const useSetEmergencyPassword = ({
  mutationConfig,
}: { mutationConfig?: Config<void, EmergencyPasswordVariables> } = {}) =>
  useSecurityMutation(setEmergencyPassword, mutationConfig);

export const useResetTwoFactor = ({
  mutationConfig,
}: { mutationConfig?: Config<void, string> } = {}) =>
  useSecurityMutation(resetTwoFactor, mutationConfig);
