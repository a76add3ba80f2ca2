import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { userEndpoints } from '@teamledger/domain';
import { clearStoredSession } from '../../../components/date-range';
import { paths } from '../../../config/paths';
import { callEndpoint } from '../../../lib/call-endpoint';
import { meQueryKey } from './me-query-key';

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export function logout(): Promise<void> {
  return callEndpoint(userEndpoints.logout);
}

/**
 * Signs out, forgets everything fetched for this person and everything the app kept in the
 * browser (the chosen date range), and goes to the sign-in page. The cache is emptied but
 * "nobody signed in" is recorded, so the sign-in page does not ask the server again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearStoredSession();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      void navigate(paths.login.getHref(), { replace: true });
    },
  });
}
