import { milestoneEndpoints, type Milestone, type MilestoneUpdateInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { milestonesQueryKey } from './get-milestones';

export interface UpdateMilestoneVariables {
  id: string;
  input: MilestoneUpdateInput;
  idempotencyKey: string;
}

/** PUT /api/milestones/:id: name, dates, description and status (Active or Completed). */
export async function updateMilestone({
  id,
  input,
  idempotencyKey,
}: UpdateMilestoneVariables): Promise<Milestone> {
  const answer = await callEndpoint(milestoneEndpoints.update, {
    params: { id },
    body: input,
    idempotencyKey,
  });
  return answer.milestone;
}

export function useUpdateMilestone({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<Milestone, UpdateMilestoneVariables>;
} = {}) {
  return useCommandMutation(
    updateMilestone,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
    },
    mutationConfig,
  );
}
