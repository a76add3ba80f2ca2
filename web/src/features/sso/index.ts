export { finishSso, useFinishSso } from './api/finish-sso';
export {
  getSsoSettings,
  ssoSettingsQueryKey,
  ssoSettingsQueryOptions,
  updateSsoSettings,
  useSsoSettings,
  useUpdateSsoSettings,
} from './api/sso-settings';
export {
  getSsoStatus,
  ssoStatusQueryKey,
  ssoStatusQueryOptions,
  useSsoStatus,
} from './api/sso-status';
export { startSso, useStartSso } from './api/start-sso';
export { SsoSettingsForm, type SsoSettingsFormProps } from './components/sso-settings-form';
export { SsoSettingsSection } from './components/sso-settings-section';
export { SsoSignIn } from './components/sso-sign-in';
