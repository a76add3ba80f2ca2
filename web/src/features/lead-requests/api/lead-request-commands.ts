import { leadRequestEndpoints, type LeadRequest, type LeadRequestInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { leadRequestsQueryKey } from './get-lead-requests';

export type LeadRequestCommandVariables =
  | { action: 'assign'; input: LeadRequestInput; idempotencyKey: string }
  | { action: 'accept'; id: string }
  | { action: 'reject'; id: string; reason: string }
  | { action: 'reassign'; id: string; assigneeId: string };

/**
 * POST /api/lead-requests (assign, admins) and POST /api/lead-requests/:id/{accept, reject,
 * reassign} (the assignee or an admin).
 */
export function runLeadRequestCommand(
  variables: LeadRequestCommandVariables,
): Promise<LeadRequest> {
  switch (variables.action) {
    case 'assign':
      return callEndpoint(leadRequestEndpoints.assign, {
        body: variables.input,
        idempotencyKey: variables.idempotencyKey,
      });
    case 'accept':
      return callEndpoint(leadRequestEndpoints.accept, { params: { id: variables.id }, body: {} });
    case 'reject':
      return callEndpoint(leadRequestEndpoints.reject, {
        params: { id: variables.id },
        body: { reason: variables.reason },
      });
    case 'reassign':
      return callEndpoint(leadRequestEndpoints.reassign, {
        params: { id: variables.id },
        body: { assigneeId: variables.assigneeId },
      });
  }
}

export function useLeadRequestCommand({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<LeadRequest, LeadRequestCommandVariables>;
} = {}) {
  return useCommandMutation(
    runLeadRequestCommand,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: leadRequestsQueryKey });
    },
    mutationConfig,
  );
}
