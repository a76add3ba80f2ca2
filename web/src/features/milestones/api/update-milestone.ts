import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { milestoneEndpoints, type Milestone, type MilestoneUpdateInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
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
  mutationConfig?: Omit<
    UseMutationOptions<Milestone, Error, UpdateMilestoneVariables>,
    'mutationFn'
  >;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateMilestone,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
