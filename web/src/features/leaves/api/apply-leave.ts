import { leaveEndpoints, type Leave, type LeaveInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { reportsQueryKey } from '../../reports';
import { leavesQueryKey } from './get-my-leaves';

export interface ApplyLeaveVariables {
  input: LeaveInput;
  idempotencyKey: string;
}

/** POST /api/leaves: applies for leave; the approver (Lead 1 or HR) is emailed. */
export async function applyLeave({ input, idempotencyKey }: ApplyLeaveVariables): Promise<Leave> {
  const { leave } = await callEndpoint(leaveEndpoints.apply, { body: input, idempotencyKey });
  return leave;
}

export interface UseApplyLeaveOptions {
  mutationConfig?: CommandMutationConfig<Leave, ApplyLeaveVariables>;
}

export function useApplyLeave({ mutationConfig }: UseApplyLeaveOptions = {}) {
  return useCommandMutation(
    applyLeave,
    async (queryClient) => {
      // Leave days show in the per-day reports, and the leave in My leave.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: leavesQueryKey }),
      ]);
    },
    mutationConfig,
  );
}
