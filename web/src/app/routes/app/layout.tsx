import type { QueryClient } from '@tanstack/react-query';
import { landingPathFor, navigationFor } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { CompanyTodayProvider } from '../../../components/date-range';
import { PageSpinner } from '../../../components/feedback';
import { CompanyTimeZoneProvider } from '../../../components/text';
import { AppShell } from '../../../components/layout/app-shell';
import { CenteredLayout } from '../../../components/layout/centered-layout';
import { paths } from '../../../config/paths';
import { AccountMenu, meQueryOptions, useMe } from '../../../features/auth';

/** Who is signed in is asked as soon as this code arrives, beside the page's own queries. */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(meQueryOptions());
}

/** Every screen but sign-in sits here; a visitor who is not signed in goes to '/'. */
export function AppLayoutRoute() {
  const me = useMe();
  // No route has a loader, so the router is only ever loading a screen's chunk on its
  // first visit; the screen being left gives way to a status that says so.
  const loadingScreen = useNavigation().state === 'loading';
  const location = useLocation();

  if (me.isPending) {
    return (
      <main>
        <PageSpinner label="Loading your account…" />
      </main>
    );
  }
  if (me.isError) {
    return (
      <CenteredLayout title="Something went wrong" subtitle={me.error.message}>
        <Button className="w-100" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </CenteredLayout>
    );
  }
  // Sign-in brings the visitor back to the page they asked for.
  if (!me.data) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  // A role that requires two-factor sign-in: nothing else opens until it is on (the API
  // refuses everything else too).
  const { twoFactor } = me.data;
  if (twoFactor.required && !twoFactor.enrolled && location.pathname !== paths.twoFactor.path) {
    return <Navigate to={paths.twoFactor.getHref()} replace />;
  }

  return (
    <CompanyTodayProvider value={me.data.today}>
      <CompanyTimeZoneProvider value={me.data.timeZone}>
        <AppShell
          homeHref={landingPathFor(me.data)}
          links={navigationFor(me.data)}
          account={<AccountMenu user={me.data} />}
        >
          {loadingScreen ? <PageSpinner label="Loading the page…" /> : <Outlet />}
        </AppShell>
      </CompanyTimeZoneProvider>
    </CompanyTodayProvider>
  );
}
