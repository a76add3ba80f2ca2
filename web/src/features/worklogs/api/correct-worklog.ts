import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  worklogEndpoints,
  type Worklog,
  type WorklogCorrectionInput,
  type WorklogDeletionInput,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { milestonesQueryKey } from '../../milestones';
import { reportsQueryKey } from '../../reports';
import { worklogsQueryKey } from './person-worklogs';

export interface CorrectWorklogVariables {
  id: string;
  input: WorklogCorrectionInput;
  idempotencyKey: string;
}

/** PUT /api/worklogs/:id: the entry as it should be, with a reason. */
export async function correctWorklog({
  id,
  input,
  idempotencyKey,
}: CorrectWorklogVariables): Promise<Worklog> {
  const { worklog } = await callEndpoint(worklogEndpoints.correct, {
    params: { id },
    body: input,
    idempotencyKey,
  });
  return worklog;
}

export interface DeleteWorklogVariables {
  id: string;
  input: WorklogDeletionInput;
  idempotencyKey: string;
}

/** POST /api/worklogs/:id/delete: the entry goes, with a reason; its hours are freed. */
export async function deleteWorklog({
  id,
  input,
  idempotencyKey,
}: DeleteWorklogVariables): Promise<void> {
  await callEndpoint(worklogEndpoints.remove, { params: { id }, body: input, idempotencyKey });
}

/** What an entry's change moves: the entries, every report and the milestones' hours. */
function useInvalidateWork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: worklogsQueryKey }),
      queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: milestonesQueryKey }),
    ]);
}

export function useCorrectWorklog() {
  const invalidate = useInvalidateWork();
  return useMutation({ mutationFn: correctWorklog, onSuccess: () => invalidate() });
}

export function useDeleteWorklog() {
  const invalidate = useInvalidateWork();
  return useMutation({ mutationFn: deleteWorklog, onSuccess: () => invalidate() });
}
