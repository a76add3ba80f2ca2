import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { milestoneSchema, type Milestone, type MilestoneInput } from '@teamledger/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
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
  const path = `/api/workspaces/${encodeURIComponent(workspaceId)}/milestones`;
  const answer = await api.post(path, input, {
    schema: z.object({ milestone: milestoneSchema }),
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
