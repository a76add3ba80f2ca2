import Button from 'react-bootstrap/Button';
import { useRouteError } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { CenteredLayout } from '../../components/layout/centered-layout';

/** Shown instead of a blank page when a screen throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <CenteredLayout
      title="Something went wrong"
      subtitle="The page could not be shown. Reloading usually helps."
    >
      <PageTitle title="Something went wrong" />
      <Button className="w-100" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </CenteredLayout>
  );
}
