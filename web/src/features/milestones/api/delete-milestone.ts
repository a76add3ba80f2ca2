import { milestoneEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { milestonesQueryKey } from './get-milestones';

/** DELETE /api/milestones/:id: hours logged against it keep their link. */
export async function deleteMilestone(id: string): Promise<void> {
  await callEndpoint(milestoneEndpoints.remove, { params: { id } });
}

export function useDeleteMilestone({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<void, string>;
} = {}) {
  return useCommandMutation(
    deleteMilestone,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
    },
    mutationConfig,
  );
}
