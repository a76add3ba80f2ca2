import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { userEndpoints, type AvailabilityUpdate, type LoginResponse } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from '../../auth';

/** PUT /api/me/availability: Away, Online, Offline or Do not Disturb, and a text status. */
export function updateAvailability(update: AvailabilityUpdate): Promise<LoginResponse> {
  return callEndpoint(userEndpoints.updateAvailability, { body: update });
}

export interface UseUpdateAvailabilityOptions {
  mutationConfig?: Omit<UseMutationOptions<LoginResponse, Error, AvailabilityUpdate>, 'mutationFn'>;
}

/** Updates the availability; the answer becomes the signed-in person (['me']). */
export function useUpdateAvailability({ mutationConfig }: UseUpdateAvailabilityOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateAvailability,
    onSuccess: (...args) => {
      queryClient.setQueryData(meQueryKey, args[0].user);
      return onSuccess?.(...args);
    },
  });
}
