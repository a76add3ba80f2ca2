import { userEndpoints, type AvailabilityUpdate, type LoginResponse } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { meQueryKey } from '../../auth';

/** PUT /api/me/availability: Away, Online, Offline or Do not Disturb, and a text status. */
export function updateAvailability(update: AvailabilityUpdate): Promise<LoginResponse> {
  return callEndpoint(userEndpoints.updateAvailability, { body: update });
}

export interface UseUpdateAvailabilityOptions {
  mutationConfig?: CommandMutationConfig<LoginResponse, AvailabilityUpdate>;
}

/** Updates the availability; the answer becomes the signed-in person (['me']). */
export function useUpdateAvailability({ mutationConfig }: UseUpdateAvailabilityOptions = {}) {
  return useCommandMutation(
    updateAvailability,
    (queryClient, result) => {
      queryClient.setQueryData(meQueryKey, result.user);
    },
    mutationConfig,
  );
}
