import { landingPathFor } from '@teamledger/domain';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';

/**
 * A page of the app this person may not open: one screen for every such route, in place of
 * the page, with the way back to their home ([17/24] item 3, decision D174). The API
 * refuses the data anyway; this only says so before asking.
 */
export function NoAccessRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="You have no access to this page"
        description="This page is for other roles. Ask an admin if you think you need it."
      />
      <Link to={landingPathFor(user)} className="btn btn-primary">
        Back to your home page
      </Link>
    </>
  );
}
