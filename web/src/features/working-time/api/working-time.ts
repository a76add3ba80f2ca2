import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  workingTimeEndpoints,
  type IsoDate,
  type Overtime,
  type WorkingTime,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';

/** Every working-time query; setting a contract or an adjustment asks them all again. */
export const workingTimeQueryKey = ['working-time'] as const;

/**
 * GET /api/users/:id/working-time: the person's contracts and adjustments, as recorded by
 * `asOf` (null: now).
 */
export function useWorkingTime(userId: string, asOf: string | null = null) {
  return useQuery({
    queryKey: [...workingTimeQueryKey, 'contracts', userId, ...(asOf ? [asOf] : [])],
    queryFn: ({ signal }): Promise<WorkingTime> =>
      callEndpoint(workingTimeEndpoints.workingTime, {
        params: { id: userId },
        query: asOf ? { asOf } : {},
        signal,
      }),
  });
}

/**
 * GET /api/users/:id/overtime: the person's balance explained, day by day, as recorded by
 * `asOf` (null: now).
 */
export function useOvertime(
  userId: string,
  range: { from: IsoDate; to: IsoDate } | null,
  asOf: string | null = null,
) {
  return useQuery({
    queryKey: [...workingTimeQueryKey, 'overtime', userId, range, ...(asOf ? [asOf] : [])],
    queryFn: ({ signal }): Promise<Overtime> =>
      callEndpoint(workingTimeEndpoints.overtime, {
        params: { id: userId },
        query: { ...(range ?? {}), ...(asOf ? { asOf } : {}) },
        signal,
      }),
  });
}

/** The report and the explanations change with a contract or an adjustment. */
function useWorkingTimeMutation<Variables, Result>(fn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workingTimeQueryKey });
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
  });
}

export interface SetWorkingTimeVariables {
  userId: string;
  body: { effectiveFrom: IsoDate; weekHours: number[]; reason: string };
  idempotencyKey: string;
}

/** POST /api/users/:id/working-time (Admins and Managers). */
export const useSetWorkingTime = () =>
  useWorkingTimeMutation(({ userId, body, idempotencyKey }: SetWorkingTimeVariables) =>
    callEndpoint(workingTimeEndpoints.setWorkingTime, {
      params: { id: userId },
      body,
      idempotencyKey,
    }),
  );

export interface AdjustOvertimeVariables {
  userId: string;
  body: { date: IsoDate; hours: number; reason: string };
  idempotencyKey: string;
}

/** POST /api/users/:id/overtime-adjustments (Admins). */
export const useAdjustOvertime = () =>
  useWorkingTimeMutation(({ userId, body, idempotencyKey }: AdjustOvertimeVariables) =>
    callEndpoint(workingTimeEndpoints.adjustOvertime, {
      params: { id: userId },
      body,
      idempotencyKey,
    }),
  );
