import { canManageSettings } from '@teamledger/domain';
import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth';
import { QuarantineSection } from '../../../features/ops';
import { ProviderConnectionsSection, SettingsForm, useSettings } from '../../../features/settings';
import { SsoSettingsSection } from '../../../features/sso';
import { useDirectory } from '../../../features/users';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { NoAccessRoute } from './no-access';

/** /setting: only for those the API lets read and change settings (Admin, superAdmin). */
export function SettingsRoute() {
  const user = useCurrentUser();
  return canManageSettings(user) ? <SettingsScreen /> : <NoAccessRoute />;
}

function SettingsScreen() {
  const settings = useSettings();
  const directory = useDirectory();
  const redirect = useDelayedNavigate();

  return (
    <>
      <PageHeader
        title="Settings"
        description="Who HR is, the company time zone, when reminder emails go out and single sign-on."
      />
      {settings.isPending || directory.isPending ? (
        <PageSpinner label="Loading settings…" />
      ) : settings.isError || directory.isError ? (
        <ErrorAlert
          heading="The settings could not be loaded"
          error={settings.error ?? directory.error}
        />
      ) : (
        <SettingsForm
          settings={settings.data}
          people={directory.data}
          onSaved={() => redirect(paths.standupReport.getHref())}
        />
      )}
      <SsoSettingsSection />
      <ProviderConnectionsSection />
      <QuarantineSection />
    </>
  );
}
