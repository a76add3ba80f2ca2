import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../features/auth';
import { onReadModelsPending } from '../lib/api-client';
import { queryConfig, sessionEnded } from '../lib/react-query';

/**
 * The app's one query client. A module of its own, because the router starts a screen's
 * first queries with it as soon as the screen's code has arrived, before React renders.
 *
 * When any call says the session is over (expired, signed out elsewhere, password changed
 * on another device), the app records that nobody is signed in; the layout then sends the
 * person to the sign-in page instead of leaving a broken screen.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: queryConfig,
  queryCache: new QueryCache({
    onError: (error) => {
      if (sessionEnded(error)) forgetUser();
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      if (sessionEnded(error)) forgetUser();
    },
  }),
});

function forgetUser() {
  queryClient.setQueryData(meQueryKey, null);
}

/**
 * When a command's answer says read models are still catching up with it (a busy
 * projector), the screens' queries are fetched again a few times over the next seconds, so a
 * list refreshed before the read model had the change shows it once it has.
 */
const CATCH_UP_REFETCH_DELAYS_MS = [1_000, 3_000, 7_000, 15_000];

onReadModelsPending(() => {
  for (const delay of CATCH_UP_REFETCH_DELAYS_MS) {
    setTimeout(() => void queryClient.invalidateQueries(), delay);
  }
});
