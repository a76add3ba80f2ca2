import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { templatesQueryKey } from './get-templates';

/** DELETE /api/templates/:id; scores already saved keep the template's name. */
export function deleteTemplate(id: string): Promise<void> {
  return callEndpoint(templateEndpoints.remove, { params: { id } });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
