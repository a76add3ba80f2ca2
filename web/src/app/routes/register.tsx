import { landingPathFor } from '@teamledger/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/feedback';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PageTitle } from '../../components/page-title';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { RegisterForm, useMe } from '../../features/auth';

export const AWAITING_APPROVAL = 'Your account is waiting for approval by an administrator.';

/** /register: anyone asks for an account; an administrator accepts it on the Users screen. */
export function RegisterRoute() {
  const me = useMe();
  const [registered, setRegistered] = useState(false);

  if (me.data) return <Navigate to={landingPathFor(me.data)} replace />;
  if (me.isPending) {
    return (
      <main>
        <PageSpinner />
      </main>
    );
  }
  return (
    <CenteredLayout title={PRODUCT_NAME} subtitle="Ask for an account">
      <PageTitle title="Register" />
      {registered ? (
        <>
          <Alert variant="success" role="status">
            {AWAITING_APPROVAL}
          </Alert>
          <Link to={paths.login.getHref()}>Back to sign in</Link>
        </>
      ) : (
        <>
          <RegisterForm onRegistered={() => setRegistered(true)} />
          <p className="text-center small mt-3 mb-0">
            Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
          </p>
        </>
      )}
    </CenteredLayout>
  );
}
