import { settingsEndpoints, type SettingsView, type SettingsInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useCommandMutation, type CommandMutationConfig } from '../../../lib/command-mutation';
import { settingsQueryKey } from './get-settings';

/** PUT /api/settings: answers with the settings as now stored. */
export function updateSettings(settings: SettingsInput): Promise<SettingsView> {
  return callEndpoint(settingsEndpoints.update, { body: settings });
}

export interface UseUpdateSettingsOptions {
  mutationConfig?: CommandMutationConfig<SettingsView, SettingsInput>;
}

export function useUpdateSettings({ mutationConfig }: UseUpdateSettingsOptions = {}) {
  return useCommandMutation(
    updateSettings,
    (queryClient, result) => {
      queryClient.setQueryData(settingsQueryKey, result);
    },
    mutationConfig,
  );
}
