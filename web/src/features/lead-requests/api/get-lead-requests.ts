import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadRequestEndpoints, type LeadRequestList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const leadRequestsQueryKey = ['lead-requests'] as const;

/**
 * GET /api/lead-requests: every lead request for admins and Viewers, a User's own for a
 * User, with the people a lead can go to.
 */
export function getLeadRequests(signal?: AbortSignal): Promise<LeadRequestList> {
  return callEndpoint(leadRequestEndpoints.list, { signal });
}

export const leadRequestsQueryOptions = () =>
  queryOptions({
    queryKey: leadRequestsQueryKey,
    queryFn: ({ signal }) => getLeadRequests(signal),
  });

export function useLeadRequests() {
  return useQuery(leadRequestsQueryOptions());
}
