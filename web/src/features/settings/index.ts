export {
  getSettings,
  settingsQueryKey,
  settingsQueryOptions,
  useSettings,
} from './api/get-settings';
export { updateSettings, useUpdateSettings } from './api/update-settings';
export { SettingsForm, type HrCandidate, type SettingsFormProps } from './components/settings-form';
export { ProviderConnectionsSection } from './components/provider-connections';
