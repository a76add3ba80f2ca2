import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leaveEndpoints, type LeaveCalendar } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { leavesQueryKey } from './get-my-leaves';

/** GET /api/leaves/calendar: a month's team leave calendar (the company's month when null). */
export function getLeaveCalendar(
  month: string | null,
  signal?: AbortSignal,
): Promise<LeaveCalendar> {
  return callEndpoint(leaveEndpoints.calendar, {
    query: month === null ? {} : { month },
    signal,
  });
}

export const leaveCalendarQueryOptions = (month: string | null) =>
  queryOptions({
    queryKey: [...leavesQueryKey, 'calendar', month],
    queryFn: ({ signal }) => getLeaveCalendar(month, signal),
    placeholderData: keepPreviousData,
  });

export function useLeaveCalendar(month: string | null) {
  return useQuery(leaveCalendarQueryOptions(month));
}
