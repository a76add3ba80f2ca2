import { useQuery } from '@tanstack/react-query';
import { leaveEndpoints, type LeaveBalances, type LeaveBalancesPeople } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { leavesQueryKey } from './get-my-leaves';

/** GET /api/leaves/balances: a person's balances of a year (mine when no user is given). */
export function getLeaveBalances(
  { userId, year }: { userId?: string; year?: number },
  signal?: AbortSignal,
): Promise<LeaveBalances> {
  const query = {
    ...(userId === undefined ? {} : { user: userId }),
    ...(year === undefined ? {} : { year: String(year) }),
  };
  return callEndpoint(leaveEndpoints.balances, { query, signal });
}

/** Under the leaves' key: applying, approving or cancelling a leave asks again. */
export function useLeaveBalances(userId: string, year: number | undefined) {
  return useQuery({
    queryKey: [...leavesQueryKey, 'balances', userId, year],
    queryFn: ({ signal }) => getLeaveBalances({ userId, year }, signal),
  });
}

/** GET /api/leaves/balances/people: every balance of a year the viewer may see. */
export function getLeaveBalancesOfPeople(
  year: number | undefined,
  signal?: AbortSignal,
): Promise<LeaveBalancesPeople> {
  return callEndpoint(leaveEndpoints.balancesOfPeople, {
    query: year === undefined ? {} : { year: String(year) },
    signal,
  });
}

export function useLeaveBalancesOfPeople(year: number | undefined) {
  return useQuery({
    queryKey: [...leavesQueryKey, 'balances', 'people', year],
    queryFn: ({ signal }) => getLeaveBalancesOfPeople(year, signal),
  });
}
