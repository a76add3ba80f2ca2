import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  userEndpoints,
  type AddUserInput,
  type EditUserInput,
  type UserAdminRow,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { usersQueryKey } from './get-users';

export type SaveUserVariables =
  | { kind: 'add'; input: AddUserInput; idempotencyKey: string }
  | { kind: 'edit'; id: string; input: EditUserInput };

/**
 * Add New User (POST /api/users: 409 'User already exists') or User Detail
 * (PUT /api/users/:id: a blank new password keeps the current one).
 */
export function saveUser(variables: SaveUserVariables): Promise<UserAdminRow> {
  return variables.kind === 'add'
    ? callEndpoint(userEndpoints.add, {
        body: variables.input,
        idempotencyKey: variables.idempotencyKey,
      })
    : callEndpoint(userEndpoints.update, { params: { id: variables.id }, body: variables.input });
}

export function useSaveUser({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<UserAdminRow, Error, SaveUserVariables>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: saveUser,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      // Member counts and seating lists change with people's teams and workspaces.
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      return onSuccess?.(...args);
    },
  });
}
