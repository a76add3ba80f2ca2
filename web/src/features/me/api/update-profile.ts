import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { userEndpoints, type LoginResponse, type ProfileUpdate } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from '../../auth';

/**
 * PUT /api/me/profile: a new name and, with the current password, a new password.
 * A wrong current password is a 422; the session carries on with a fresh cookie.
 */
export function updateProfile(update: ProfileUpdate): Promise<LoginResponse> {
  return callEndpoint(userEndpoints.updateProfile, { body: update });
}

export interface UseUpdateProfileOptions {
  mutationConfig?: Omit<UseMutationOptions<LoginResponse, Error, ProfileUpdate>, 'mutationFn'>;
}

/** Updates the profile; the answer becomes the signed-in person (['me']). */
export function useUpdateProfile({ mutationConfig }: UseUpdateProfileOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      queryClient.setQueryData(meQueryKey, args[0].user);
      return onSuccess?.(...args);
    },
  });
}
