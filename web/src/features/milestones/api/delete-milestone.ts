import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { milestoneEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { milestonesQueryKey } from './get-milestones';

/** DELETE /api/milestones/:id: hours logged against it keep their link. */
export async function deleteMilestone(id: string): Promise<void> {
  await callEndpoint(milestoneEndpoints.remove, { params: { id } });
}

export function useDeleteMilestone({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteMilestone,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
      return onSuccess?.(...args);
    },
  });
}
