import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { useSsoSettings } from '../api/sso-settings';
import { SsoSettingsForm } from './sso-settings-form';

/** The Settings screen's single sign-on part, loaded on its own. */
export function SsoSettingsSection() {
  const settings = useSsoSettings();
  if (settings.isPending) return <PageSpinner label="Loading single sign-on…" />;
  if (settings.isError) {
    return (
      <ErrorAlert heading="Single sign-on settings could not be loaded" error={settings.error} />
    );
  }
  return <SsoSettingsForm settings={settings.data} />;
}
