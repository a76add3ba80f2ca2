import { userEndpoints, type UserAdminRow, type UserStatusChange } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { usersQueryKey } from './get-users';

export interface ChangeUserStatusVariables {
  id: string;
  change: UserStatusChange;
}

/** POST /api/users/:id/status: block, activate, accept or reject a registration. */
export function changeUserStatus({ id, change }: ChangeUserStatusVariables): Promise<UserAdminRow> {
  return callEndpoint(userEndpoints.changeStatus, { params: { id }, body: change });
}

/** DELETE /api/users/:id: the status becomes deleted; the history stays. */
export function deleteUser(id: string): Promise<void> {
  return callEndpoint(userEndpoints.remove, { params: { id } });
}

function useUsersMutation<Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig?: CommandMutationConfig<Result, Variables>,
) {
  return useCommandMutation(
    mutationFn,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
    },
    mutationConfig,
  );
}

export const useChangeUserStatus = ({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<UserAdminRow, ChangeUserStatusVariables>;
} = {}) => useUsersMutation(changeUserStatus, mutationConfig);

export const useDeleteUser = ({
  mutationConfig,
}: {
  mutationConfig?: CommandMutationConfig<void, string>;
} = {}) => useUsersMutation(deleteUser, mutationConfig);
