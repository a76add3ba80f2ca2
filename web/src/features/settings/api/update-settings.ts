import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { settingsViewSchema, type Settings, type SettingsInput } from '@teamledger/domain';
import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

/** PUT /api/settings: answers with the settings as now stored. */
export function updateSettings(settings: SettingsInput): Promise<Settings> {
  return api.put('/api/settings', settings, { schema: settingsViewSchema });
}

export interface UseUpdateSettingsOptions {
  mutationConfig?: Omit<UseMutationOptions<Settings, Error, SettingsInput>, 'mutationFn'>;
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
