import { skipToken, useQuery } from '@tanstack/react-query';
import { leaveEndpoints, type IsoDate, type LeaveDays, type LeaveType } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface LeaveDaysRange {
  from: IsoDate;
  to: IsoDate;
}

/** With a type, the answer also says what the leave would leave of that type's balance. */
export interface LeaveDaysAsked extends LeaveDaysRange {
  leaveType?: LeaveType | undefined;
  halfDay?: boolean | undefined;
}

/** GET /api/leaves/days: the holidays and my worked days among the days a leave would cover. */
export function getLeaveDays(
  { from, to, leaveType, halfDay }: LeaveDaysAsked,
  signal?: AbortSignal,
): Promise<LeaveDays> {
  const query = {
    from,
    to,
    ...(leaveType === undefined ? {} : { leaveType }),
    ...(halfDay ? { halfDay: 'true' as const } : {}),
  };
  return callEndpoint(leaveEndpoints.days, { query, signal });
}

/**
 * Asks only once the form holds a range the API takes (null: not yet). Its key is apart from
 * the leaves': the balance it shows is asked again when the days, type or half day change.
 */
export function useLeaveDays(range: LeaveDaysAsked | null) {
  return useQuery({
    queryKey: ['leave-days', range?.from, range?.to, range?.leaveType, range?.halfDay],
    queryFn: range ? ({ signal }) => getLeaveDays(range, signal) : skipToken,
  });
}
