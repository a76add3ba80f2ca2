import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { userEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

type Started = { jobId: string };

/** POST /api/sync/routine: queues the provider (Assembla) sync; answers its job id. */
export function startSyncRoutine(): Promise<Started> {
  return callEndpoint(userEndpoints.startSync);
}

export function useStartSyncRoutine({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<Started, Error, void>, 'mutationFn'>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startSyncRoutine });
}
