import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/feedback';
import { meQueryKey } from '../features/auth';
import { queryConfig, sessionEnded } from '../lib/react-query';

/**
 * When any call says the session is over (expired, signed out elsewhere, password changed
 * on another device), the app records that nobody is signed in; the layout then sends the
 * person to the sign-in page instead of leaving a broken screen.
 */
function createQueryClient(): QueryClient {
  const forgetUser = () => client.setQueryData(meQueryKey, null);
  const client = new QueryClient({
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
  return client;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
