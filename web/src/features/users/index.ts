export {
  directoryQueryKey,
  directoryQueryOptions,
  getDirectory,
  useDirectory,
  type DirectoryPerson,
} from './api/get-directory';
