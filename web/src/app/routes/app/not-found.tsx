import { landingPathFor } from '@teamledger/domain';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';

/** An address inside the app that has no screen, or one this person may not open. */
export function AppNotFoundRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Page not found"
        description="The address may be mistyped, or the page may have moved."
      />
      <Link to={landingPathFor(user)} className="btn btn-primary">
        Go to your start page
      </Link>
    </>
  );
}
