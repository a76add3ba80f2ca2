import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadRequestListSchema, type LeadRequestList } from '@teamledger/domain';
import { api } from '../../../lib/api-client';

export const leadRequestsQueryKey = ['lead-requests'] as const;

/**
 * GET /api/lead-requests: every lead request for admins and Viewers, a User's own for a
 * User, with the people a lead can go to.
 */
export function getLeadRequests(signal?: AbortSignal): Promise<LeadRequestList> {
  return api.get('/api/lead-requests', { schema: leadRequestListSchema, signal });
}

export const leadRequestsQueryOptions = () =>
  queryOptions({
    queryKey: leadRequestsQueryKey,
    queryFn: ({ signal }) => getLeadRequests(signal),
  });

export function useLeadRequests() {
  return useQuery(leadRequestsQueryOptions());
}
