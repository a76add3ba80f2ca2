import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoEndpoints, type SsoSettingsInput, type SsoSettingsView } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ssoStatusQueryKey } from './sso-status';

export const ssoSettingsQueryKey = ['settings', 'sso'] as const;

/** GET /api/settings/sso (Admin, superAdmin): the provider, the switches, the redirect URI. */
export function getSsoSettings(signal?: AbortSignal): Promise<SsoSettingsView> {
  return callEndpoint(ssoEndpoints.getSettings, { signal });
}

export const ssoSettingsQueryOptions = () =>
  queryOptions({ queryKey: ssoSettingsQueryKey, queryFn: ({ signal }) => getSsoSettings(signal) });

export function useSsoSettings() {
  return useQuery(ssoSettingsQueryOptions());
}

/** PUT /api/settings/sso: answers with the settings as now stored. */
export function updateSsoSettings(
  body: SsoSettingsInput,
  idempotencyKey?: string,
): Promise<SsoSettingsView> {
  return callEndpoint(ssoEndpoints.updateSettings, { body, idempotencyKey });
}

export function useUpdateSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SsoSettingsInput; idempotencyKey: string }) =>
      updateSsoSettings(body, idempotencyKey),
    onSuccess: (view) => {
      queryClient.setQueryData(ssoSettingsQueryKey, view);
      return queryClient.invalidateQueries({ queryKey: ssoStatusQueryKey });
    },
  });
}
