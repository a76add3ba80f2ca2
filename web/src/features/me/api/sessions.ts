import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { userEndpoints, type SessionList } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const mySessionsQueryKey = ['me', 'sessions'] as const;

/** GET /api/me/sessions: my open sessions, the newest first, this one marked. */
export function getMySessions(signal?: AbortSignal): Promise<SessionList> {
  return callEndpoint(userEndpoints.mySessions, { signal });
}

export const mySessionsQueryOptions = () =>
  queryOptions({ queryKey: mySessionsQueryKey, queryFn: ({ signal }) => getMySessions(signal) });

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}

/** POST /api/me/sessions/end: one session by id, or every other one (null). */
export function endMySession(sessionId: string | null): Promise<void> {
  return callEndpoint(userEndpoints.endMySession, { body: { sessionId } });
}

export function useEndMySession({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<void, Error, string | null>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: endMySession,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: mySessionsQueryKey });
      return onSettled?.(...args);
    },
  });
}
