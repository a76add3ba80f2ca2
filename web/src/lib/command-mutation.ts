import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a screen may add to a command's mutation: its own onSuccess, onError, ... */
export type CommandMutationConfig<Result, Variables> = Omit<
  UseMutationOptions<Result, Error, Variables>,
  'mutationFn'
>;

/**
 * A command's mutation. After a success, `refresh` brings what the command changed up to date
 * in the cache (sets what the answer holds, invalidates the rest), then the screen's own
 * onSuccess runs. When `refresh` returns the refetch's promise, the mutation stays pending until
 * the lists show the change, so a modal closing on success never uncovers a stale list.
 */
export function useCommandMutation<Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refresh: (queryClient: QueryClient, result: Result) => unknown,
  mutationConfig?: CommandMutationConfig<Result, Variables>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await refresh(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
