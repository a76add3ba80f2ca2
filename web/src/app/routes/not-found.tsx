import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <CenteredLayout
      title="Page not found"
      subtitle="The address may be mistyped, or the page has moved."
    >
      <PageTitle title="Page not found" />
      <Link to={paths.login.getHref()} className="btn btn-primary w-100">
        Go to the start page
      </Link>
    </CenteredLayout>
  );
}
