import { landingPathFor } from '@teamledger/domain';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert, PageSpinner } from '../../components/feedback';
import { PageTitle } from '../../components/page-title';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { useFinishSso } from '../../features/sso';

/**
 * /sso/callback: where the OpenID provider sends the browser back. Its query string goes to
 * the API once, which signs the person in (or says why not); then their first screen.
 */
export function SsoCallbackRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const finish = useFinishSso();
  const sent = useRef(false);

  useEffect(() => {
    // Once: the provider's code works a single time (StrictMode runs effects twice).
    if (sent.current) return;
    sent.current = true;
    finish.mutate(search.replace(/^\?/, ''), {
      onSuccess: ({ user }) => void navigate(landingPathFor(user), { replace: true }),
    });
  }, [finish, navigate, search]);

  return (
    <CenteredLayout title={PRODUCT_NAME} subtitle="Single sign-on">
      <PageTitle title="Signing in" />
      {finish.isError ? (
        <>
          <ErrorAlert heading="You are not signed in" error={finish.error} />
          <p className="text-center mb-0">
            <Link to={paths.login.getHref()}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <PageSpinner label="Signing you in…" />
      )}
    </CenteredLayout>
  );
}
