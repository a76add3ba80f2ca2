import { milestoneEndpoints, type Milestone } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { milestonesQueryKey } from './get-milestones';

/** POST /api/milestones/:id/complete; completing twice is still one completion. */
export async function completeMilestone(id: string): Promise<Milestone> {
  const answer = await callEndpoint(milestoneEndpoints.complete, { params: { id } });
  return answer.milestone;
}

export function useCompleteMilestone({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<Milestone, string>;
} = {}) {
  return useCommandMutation(
    completeMilestone,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
    },
    mutationConfig,
  );
}
