import { userEndpoints, type LoginResponse, type ProfileUpdate } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { meQueryKey } from '../../auth';

/**
 * PUT /api/me/profile: a new name and, with the current password, a new password.
 * A wrong current password is a 422; the session carries on with a fresh cookie.
 */
export function updateProfile(update: ProfileUpdate): Promise<LoginResponse> {
  return callEndpoint(userEndpoints.updateProfile, { body: update });
}

export interface UseUpdateProfileOptions {
  mutationConfig?: CommandMutationConfig<LoginResponse, ProfileUpdate>;
}

/** Updates the profile; the answer becomes the signed-in person (['me']). */
export function useUpdateProfile({ mutationConfig }: UseUpdateProfileOptions = {}) {
  return useCommandMutation(
    updateProfile,
    (queryClient, result) => {
      queryClient.setQueryData(meQueryKey, result.user);
    },
    mutationConfig,
  );
}
