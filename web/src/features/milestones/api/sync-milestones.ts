import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { milestoneEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

type Started = { jobId: string };

/**
 * POST /api/workspaces/:id/milestones/sync for one workspace, POST /api/milestones/sync for
 * every Assembla WorkSpace (workspaceId null); both answer the job id of the sync.
 */
export function syncMilestones(workspaceId: string | null): Promise<Started> {
  return workspaceId === null
    ? callEndpoint(milestoneEndpoints.syncAll)
    : callEndpoint(milestoneEndpoints.syncWorkspace, { params: { id: workspaceId } });
}

export function useSyncMilestones({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<Started, Error, string | null>, 'mutationFn'>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: syncMilestones });
}
