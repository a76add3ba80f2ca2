import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveEndpoints, type Leave } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';
import { leavesQueryKey } from './get-my-leaves';

/** A step taken on one leave: approve or reject with a note, or cancel with a reason. */
export type LeaveStep = 'approve' | 'reject' | 'cancel';

export interface LeaveStepVariables {
  id: string;
  step: LeaveStep;
  /** The note (approve, reject) or the reason (cancel). */
  text: string;
  idempotencyKey: string;
}

/** POST /api/leaves/:id/{approve,reject,cancel}: the leave as it is after the step. */
export async function takeLeaveStep({
  id,
  step,
  text,
  idempotencyKey,
}: LeaveStepVariables): Promise<Leave> {
  const params = { id };
  const { leave } =
    step === 'cancel'
      ? await callEndpoint(leaveEndpoints.cancel, {
          params,
          body: { reason: text },
          idempotencyKey,
        })
      : await callEndpoint(leaveEndpoints[step], { params, body: { note: text }, idempotencyKey });
  return leave;
}

export interface DecideLeavesVariables {
  leaveIds: string[];
  decision: 'approve' | 'reject';
  note: string;
  idempotencyKey: string;
}

/** POST /api/leaves/decide: several leaves at once, each with its own outcome. */
export function decideLeaves({ idempotencyKey, ...body }: DecideLeavesVariables) {
  return callEndpoint(leaveEndpoints.decideMany, { body, idempotencyKey });
}

/** A step changes the leave lists, the approvals and every per-day report's labels. */
function useInvalidateLeaves() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leavesQueryKey }),
      queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
    ]);
}

export function useLeaveStep() {
  const invalidate = useInvalidateLeaves();
  return useMutation({ mutationFn: takeLeaveStep, onSuccess: () => invalidate() });
}

export function useDecideLeaves() {
  const invalidate = useInvalidateLeaves();
  return useMutation({ mutationFn: decideLeaves, onSettled: () => invalidate() });
}

/** GET /api/leaves/approvals: the leaves waiting for my decision. */
export const leaveApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: [...leavesQueryKey, 'approvals'],
    queryFn: ({ signal }) => callEndpoint(leaveEndpoints.approvals, { signal }),
  });

export function useLeaveApprovals() {
  return useQuery(leaveApprovalsQueryOptions());
}
