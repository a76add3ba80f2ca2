import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { settingsEndpoints, type SettingsView, type SettingsInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { settingsQueryKey } from './get-settings';

/** PUT /api/settings: answers with the settings as now stored. */
export function updateSettings(settings: SettingsInput): Promise<SettingsView> {
  return callEndpoint(settingsEndpoints.update, { body: settings });
}

export interface UseUpdateSettingsOptions {
  mutationConfig?: Omit<UseMutationOptions<SettingsView, Error, SettingsInput>, 'mutationFn'>;
}

export function useUpdateSettings({ mutationConfig }: UseUpdateSettingsOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSettings,
    onSuccess: (...args) => {
      queryClient.setQueryData(settingsQueryKey, args[0]);
      return onSuccess?.(...args);
    },
  });
}
