import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { quarantineQueryKey } from './get-quarantine';

/** POST /api/ops/quarantine/retry (Admin): rebuilds the read models holding them. */
export function retryQuarantine(): Promise<{ rebuilding: string[] }> {
  return callEndpoint(opsEndpoints.retryQuarantine);
}

export function useRetryQuarantine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryQuarantine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quarantineQueryKey }),
  });
}
