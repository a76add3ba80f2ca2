import {
  userEndpoints,
  type AddUserInput,
  type EditUserInput,
  type UserAdminRow,
} from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
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
  mutationConfig?: CommandMutationConfig<UserAdminRow, SaveUserVariables>;
} = {}) {
  return useCommandMutation(
    saveUser,
    (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      // Member counts and seating lists change with people's teams and workspaces.
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
    },
    mutationConfig,
  );
}
