export {
  directoryQueryKey,
  directoryQueryOptions,
  getDirectory,
  useDirectory,
  type DirectoryPerson,
} from './api/get-directory';
export { getUsers, useUsers, usersQueryKey, usersQueryOptions } from './api/get-users';
export { UsersList, type UsersListProps } from './components/users-list';
export type { UserChoices } from './components/user-choices';
