import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PageTitle } from '../../components/page-title';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { SetPasswordForm } from '../../features/auth';

/** The token an emailed link carries in its fragment (`#token=<link id>.<secret>`). */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Where an emailed link lands: an invitation's (/set-password) or a reset's
 * (/reset-password). The token stays in the fragment, which the browser never sends to a
 * server; the form sends it with the new password. Someone signed in may still use a link
 * (a reset ends every session, theirs too).
 */
function PasswordLinkPage(props: { subtitle: string; title: string }) {
  const token = tokenOf(useLocation().hash);
  // Another link opened in the same tab starts from a fresh form.
  return <PasswordLinkForm key={token} token={token} {...props} />;
}

function PasswordLinkForm({
  token,
  subtitle,
  title,
}: {
  token: string;
  subtitle: string;
  title: string;
}) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <CenteredLayout title={PRODUCT_NAME} subtitle={subtitle}>
      <PageTitle title={title} />
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : token === '' ? (
        <Alert variant="danger">
          This link is not valid. Ask for a new one.{' '}
          <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
        </Alert>
      ) : (
        <SetPasswordForm token={token} onSet={setDone} />
      )}
      <p className="text-center small mt-3 mb-0">
        <Link to={paths.login.getHref()}>{done ? 'Sign in' : 'Back to sign in'}</Link>
      </p>
    </CenteredLayout>
  );
}

/** /set-password: an invitation's link, a first password. */
export function SetPasswordRoute() {
  return <PasswordLinkPage title="Set your password" subtitle="Set your password" />;
}

/** /reset-password: a reset link, a new password. */
export function ResetPasswordRoute() {
  return <PasswordLinkPage title="Reset your password" subtitle="Choose a new password" />;
}
