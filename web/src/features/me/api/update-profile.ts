import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse, type ProfileUpdate } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

/**
 * PUT /api/me/profile: a new name and, with the current password, a new password.
 * A wrong current password is a 422; the session carries on with a fresh cookie.
 */
export function updateProfile(update: ProfileUpdate): Promise<LoginResponse> {
  return api.put('/api/me/profile', update, { schema: loginResponseSchema });
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
