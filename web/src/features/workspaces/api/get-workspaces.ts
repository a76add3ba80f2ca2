import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceEndpoints, type Workspace } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const workspacesQueryKey = ['workspaces'] as const;

/** GET /api/workspaces: live workspaces by name, members in seat order (anyone signed in). */
export async function getWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  const { workspaces } = await callEndpoint(workspaceEndpoints.list, { signal });
  return workspaces;
}

export const workspacesQueryOptions = () =>
  queryOptions({ queryKey: workspacesQueryKey, queryFn: ({ signal }) => getWorkspaces(signal) });

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}
