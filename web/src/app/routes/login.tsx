import { landingPathFor } from '@teamledger/domain';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { PageSpinner } from '../../components/feedback';
import { PageTitle } from '../../components/page-title';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { LoginForm, useMe } from '../../features/auth';
import { SsoSignIn } from '../../features/sso';

/** The page the app layout sent a signed-out visitor here from (its router state). */
const askedForSchema = z.object({
  from: z.object({
    pathname: z.string().startsWith('/'),
    search: z.string(),
    hash: z.string(),
  }),
});

/** Where the asked-for page was, or null when the visitor came here directly. */
function askedFor(state: unknown): string | null {
  const parsed = askedForSchema.safeParse(state);
  if (!parsed.success || parsed.data.from.pathname === paths.login.getHref()) return null;
  const { pathname, search, hash } = parsed.data.from;
  return `${pathname}${search}${hash}`;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const me = useMe();
  const returnTo = askedFor(useLocation().state);

  // Someone already signed in has nothing to do here.
  if (me.data) return <Navigate to={returnTo ?? landingPathFor(me.data)} replace />;
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
      <LoginForm
        onSuccess={(user) => void navigate(returnTo ?? landingPathFor(user), { replace: true })}
      />
      <SsoSignIn />
      <p className="text-center small mt-3 mb-1">
        <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
      </p>
      <p className="text-center small mb-0">
        No account yet? <Link to={paths.register.getHref()}>Register</Link>
      </p>
    </CenteredLayout>
  );
}
