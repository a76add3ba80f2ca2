import { milestoneEndpoints, type Milestone, type MilestoneInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { milestonesQueryKey } from './get-milestones';

export interface AddMilestoneVariables {
  workspaceId: string;
  input: MilestoneInput;
  idempotencyKey: string;
}

/** POST /api/workspaces/:id/milestones: only workspaces of our own (422 for Assembla's). */
export async function addMilestone({
  workspaceId,
  input,
  idempotencyKey,
}: AddMilestoneVariables): Promise<Milestone> {
  const answer = await callEndpoint(milestoneEndpoints.create, {
    params: { id: workspaceId },
    body: input,
    idempotencyKey,
  });
  return answer.milestone;
}

export function useAddMilestone({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<Milestone, AddMilestoneVariables>;
} = {}) {
  return useCommandMutation(
    addMilestone,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
    },
    mutationConfig,
  );
}
