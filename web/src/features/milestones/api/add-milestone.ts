import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { milestoneEndpoints, type Milestone, type MilestoneInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
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
  mutationConfig?: Omit<UseMutationOptions<Milestone, Error, AddMilestoneVariables>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addMilestone,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
