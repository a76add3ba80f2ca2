import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { leadRequestSchema, type LeadRequest, type LeadRequestInput } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
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
  const options = { schema: leadRequestSchema };
  switch (variables.action) {
    case 'assign':
      return api.post('/api/lead-requests', variables.input, {
        ...options,
        idempotencyKey: variables.idempotencyKey,
      });
    case 'accept':
      return api.post(`/api/lead-requests/${variables.id}/accept`, {}, options);
    case 'reject':
      return api.post(
        `/api/lead-requests/${variables.id}/reject`,
        { reason: variables.reason },
        options,
      );
    case 'reassign':
      return api.post(
        `/api/lead-requests/${variables.id}/reassign`,
        { assigneeId: variables.assigneeId },
        options,
      );
  }
}

export function useLeadRequestCommand({
  mutationConfig,
}: {
  mutationConfig?: Omit<
    UseMutationOptions<LeadRequest, Error, LeadRequestCommandVariables>,
    'mutationFn'
  >;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: runLeadRequestCommand,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: leadRequestsQueryKey });
      return onSuccess?.(...args);
    },
  });
}
