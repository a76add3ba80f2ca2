export {
  getLeadRequests,
  leadRequestsQueryKey,
  leadRequestsQueryOptions,
  useLeadRequests,
} from './api/get-lead-requests';
export { runLeadRequestCommand, useLeadRequestCommand } from './api/lead-request-commands';
export { NewLeads, type NewLeadsProps } from './components/new-leads';
