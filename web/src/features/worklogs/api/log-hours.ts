import { worklogEndpoints, type Worklog, type WorklogInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { milestonesQueryKey } from '../../milestones';
import { reportsQueryKey } from '../../reports';
import { worklogsQueryKey } from './person-worklogs';

export interface LogHoursVariables {
  input: WorklogInput;
  idempotencyKey: string;
}

/** POST /api/worklogs: hours for today or up to 7 days back; 422 past 24 hours a day. */
export async function logHours({ input, idempotencyKey }: LogHoursVariables): Promise<Worklog> {
  const { worklog } = await callEndpoint(worklogEndpoints.log, { body: input, idempotencyKey });
  return worklog;
}

export interface UseLogHoursOptions {
  mutationConfig?: CommandMutationConfig<Worklog, LogHoursVariables>;
}

export function useLogHours({ mutationConfig }: UseLogHoursOptions = {}) {
  return useCommandMutation(
    logHours,
    async (queryClient) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: milestonesQueryKey }),
        queryClient.invalidateQueries({ queryKey: worklogsQueryKey }),
      ]);
    },
    mutationConfig,
  );
}
