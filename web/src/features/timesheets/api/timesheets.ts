import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timesheetPeriodEndpoints, type IsoDate } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';
import { worklogsQueryKey } from '../../worklogs';

/** Every timesheet query; a step on a period asks them all again. */
export const timesheetsQueryKey = ['timesheets'] as const;

/** Which period: by its key, or the one (per Settings) holding a day. */
export type PeriodChoice = { period: string } | { date: IsoDate };

/** GET /api/users/:id/timesheet: a period's days, entries, status, lock and revisions. */
export function useTimesheet(userId: string, choice: PeriodChoice | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...timesheetsQueryKey, 'period', userId, choice],
    queryFn: ({ signal }) =>
      callEndpoint(timesheetPeriodEndpoints.timesheet, {
        params: { id: userId },
        query: choice ?? {},
        signal,
      }),
  });
}

/** GET /api/timesheets/approvals: the periods waiting for my decision. */
export function useTimesheetApprovals() {
  return useQuery({
    queryKey: [...timesheetsQueryKey, 'approvals'],
    queryFn: ({ signal }) => callEndpoint(timesheetPeriodEndpoints.approvals, { signal }),
  });
}

export type TimesheetStep = 'submit' | 'withdraw' | 'approve' | 'reject' | 'reopen' | 'grace';

export interface TimesheetStepVariables {
  userId: string;
  period: string;
  step: TimesheetStep;
  /** The note (approve, reject), the reason (reopen) or the last day (grace); else ''. */
  text: string;
  idempotencyKey: string;
}

/** POST /api/users/:id/timesheets/:period/<step>. */
export function takeTimesheetStep({
  userId,
  period,
  step,
  text,
  idempotencyKey,
}: TimesheetStepVariables) {
  const params = { id: userId, period };
  const call = { params, idempotencyKey };
  switch (step) {
    case 'submit':
    case 'withdraw':
      return callEndpoint(timesheetPeriodEndpoints[step], { ...call, body: {} });
    case 'approve':
    case 'reject':
      return callEndpoint(timesheetPeriodEndpoints[step], { ...call, body: { note: text } });
    case 'reopen':
      return callEndpoint(timesheetPeriodEndpoints.reopen, { ...call, body: { reason: text } });
    case 'grace':
      return callEndpoint(timesheetPeriodEndpoints.grace, { ...call, body: { until: text } });
  }
}

export interface DecideTimesheetsVariables {
  periods: { userId: string; period: string }[];
  decision: 'approve' | 'reject';
  note: string;
  idempotencyKey: string;
}

/** POST /api/timesheets/decide: several periods at once, each with its own outcome. */
export function decideTimesheets({ idempotencyKey, ...body }: DecideTimesheetsVariables) {
  return callEndpoint(timesheetPeriodEndpoints.decideMany, { body, idempotencyKey });
}

/** A step changes the periods, the approvals, the entries' locks and the reports. */
function useInvalidateTimesheets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timesheetsQueryKey }),
      queryClient.invalidateQueries({ queryKey: worklogsQueryKey }),
      queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
    ]);
}

export function useTimesheetStep() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({ mutationFn: takeTimesheetStep, onSuccess: () => invalidate() });
}

export function useDecideTimesheets() {
  const invalidate = useInvalidateTimesheets();
  return useMutation({ mutationFn: decideTimesheets, onSettled: () => invalidate() });
}
