import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { milestoneEndpoints, type Milestone } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { milestonesQueryKey } from './get-milestones';

/** POST /api/milestones/:id/complete; completing twice is still one completion. */
export async function completeMilestone(id: string): Promise<Milestone> {
  const answer = await callEndpoint(milestoneEndpoints.complete, { params: { id } });
  return answer.milestone;
}

export function useCompleteMilestone({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<Milestone, Error, string>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: completeMilestone,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
