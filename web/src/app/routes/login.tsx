import { landingPathFor } from '@teamledger/domain';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PRODUCT_NAME } from '../../config/constants';
import { LoginForm } from '../../features/auth';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <CenteredLayout title={PRODUCT_NAME} subtitle="Sign in to your account">
      <PageTitle title="Sign in" />
      <LoginForm onSuccess={(user) => void navigate(landingPathFor(user), { replace: true })} />
    </CenteredLayout>
  );
}
