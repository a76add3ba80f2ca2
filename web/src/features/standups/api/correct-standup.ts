import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  standupEndpoints,
  type IsoDate,
  type StandupCorrectionInput,
  type TodayStandup,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { reportsQueryKey } from '../../reports';
import { todayStandupQueryKey } from './get-today-standup';
import { standupHistoryQueryKey } from './standup-history';

export interface CorrectStandupVariables {
  userId: string;
  date: IsoDate;
  input: StandupCorrectionInput;
  idempotencyKey: string;
}

/** PUT /api/users/:id/standups/:date: the answers as they should be, with a reason. */
export function correctStandup({
  userId,
  date,
  input,
  idempotencyKey,
}: CorrectStandupVariables): Promise<TodayStandup> {
  return callEndpoint(standupEndpoints.correct, {
    params: { id: userId, date },
    body: input,
    idempotencyKey,
  });
}

export function useCorrectStandup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctStandup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: todayStandupQueryKey }),
        queryClient.invalidateQueries({ queryKey: standupHistoryQueryKey }),
      ]),
  });
}
