import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { userEndpoints, type UserAdminRow, type UserStatusChange } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
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
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Variables>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      return onSuccess?.(...args);
    },
  });
}

export const useChangeUserStatus = ({
  mutationConfig,
}: {
  mutationConfig?: Omit<
    UseMutationOptions<UserAdminRow, Error, ChangeUserStatusVariables>,
    'mutationFn'
  >;
} = {}) => useUsersMutation(changeUserStatus, mutationConfig);

export const useDeleteUser = ({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;
} = {}) => useUsersMutation(deleteUser, mutationConfig);
