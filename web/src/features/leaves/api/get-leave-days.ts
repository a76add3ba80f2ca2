import { skipToken, useQuery } from '@tanstack/react-query';
import { leaveEndpoints, type IsoDate, type LeaveDays } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface LeaveDaysRange {
  from: IsoDate;
  to: IsoDate;
}

/** GET /api/leaves/days: the holidays and my worked days among the days a leave would cover. */
export function getLeaveDays(range: LeaveDaysRange, signal?: AbortSignal): Promise<LeaveDays> {
  return callEndpoint(leaveEndpoints.days, { query: range, signal });
}

/**
 * Asks only once the form holds a range the API takes (null: not yet). Its key is apart from
 * the leaves': applying for a leave changes no day worked, so nothing asks again.
 */
export function useLeaveDays(range: LeaveDaysRange | null) {
  return useQuery({
    queryKey: ['leave-days', range?.from, range?.to],
    queryFn: range ? ({ signal }) => getLeaveDays(range, signal) : skipToken,
  });
}
