import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints, type Template, type TemplateInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { templatesQueryKey } from './get-templates';

export type SaveTemplateVariables =
  { id: null; input: TemplateInput; idempotencyKey: string } | { id: string; input: TemplateInput };

/** POST /api/templates adds, PUT /api/templates/:id edits; 409 for a team another has. */
export function saveTemplate(variables: SaveTemplateVariables): Promise<Template> {
  return variables.id === null
    ? callEndpoint(templateEndpoints.create, {
        body: variables.input,
        idempotencyKey: variables.idempotencyKey,
      })
    : callEndpoint(templateEndpoints.update, {
        params: { id: variables.id },
        body: variables.input,
      });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
