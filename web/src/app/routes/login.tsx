import { landingPathFor } from '@teamledger/domain';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/feedback';
import { PageTitle } from '../../components/page-title';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { LoginForm, useMe } from '../../features/auth';

export function LoginRoute() {
  const navigate = useNavigate();
  const me = useMe();

  // Someone already signed in has nothing to do here.
  if (me.data) return <Navigate to={landingPathFor(me.data)} replace />;
  if (me.isPending) {
    return (
      <main>
        <PageSpinner />
      </main>
    );
  }
  return (
    <CenteredLayout title={PRODUCT_NAME} subtitle="Sign in to your account">
      <PageTitle title="Sign in" />
      <LoginForm onSuccess={(user) => void navigate(landingPathFor(user), { replace: true })} />
      <p className="text-center small mt-3 mb-0">
        No account yet? <Link to={paths.register.getHref()}>Register</Link>
      </p>
    </CenteredLayout>
  );
}
