import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { userEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/sync/routine: starts the provider (Assembla) sync. Until the sync exists the
 * API refuses with 'Provider sync is not available yet.', which the screen shows as is.
 */
export function startSyncRoutine(): Promise<void> {
  return callEndpoint(userEndpoints.startSync);
}

export function useStartSyncRoutine({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startSyncRoutine });
}
