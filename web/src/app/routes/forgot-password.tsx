import { landingPathFor } from '@teamledger/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/feedback';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PageTitle } from '../../components/page-title';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { ForgotPasswordForm, useMe } from '../../features/auth';

/** /forgot-password: ask for a reset link; the answer is the same for any email. */
export function ForgotPasswordRoute() {
  const me = useMe();
  const [asked, setAsked] = useState<string | null>(null);

  if (me.data) return <Navigate to={landingPathFor(me.data)} replace />;
  if (me.isPending) {
    return (
      <main>
        <PageSpinner />
      </main>
    );
  }
  return (
    <CenteredLayout title={PRODUCT_NAME} subtitle="Forgot your password?">
      <PageTitle title="Forgot password" />
      {asked ? (
        <Alert variant="success" role="status">
          {asked}
        </Alert>
      ) : (
        <ForgotPasswordForm onAsked={setAsked} />
      )}
      <p className="text-center small mt-3 mb-0">
        <Link to={paths.login.getHref()}>Back to sign in</Link>
      </p>
    </CenteredLayout>
  );
}
