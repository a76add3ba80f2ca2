export {
  getWorkspaces,
  useWorkspaces,
  workspacesQueryKey,
  workspacesQueryOptions,
} from './api/get-workspaces';
export { addWorkspace, useAddWorkspace } from './api/add-workspace';
export { updateWorkspace, useUpdateWorkspace } from './api/update-workspace';
export { deleteWorkspace, useDeleteWorkspace } from './api/delete-workspace';
export { WorkspacesTable } from './components/workspaces-table';
export { providerSpacesQueryKey, useProviderSpaces } from './api/get-provider-spaces';
