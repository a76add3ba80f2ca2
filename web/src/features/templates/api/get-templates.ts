import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateEndpoints, type Template } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const templatesQueryKey = ['templates'] as const;

/** GET /api/templates: live score templates by name. */
export async function getTemplates(signal?: AbortSignal): Promise<Template[]> {
  const { templates } = await callEndpoint(templateEndpoints.list, { signal });
  return templates;
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templatesQueryKey, queryFn: ({ signal }) => getTemplates(signal) });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
