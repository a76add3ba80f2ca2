import { DateTime } from 'luxon';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth';
import { HoursLogForm } from '../../../features/worklogs';
import { useWorkspaces } from '../../../features/workspaces';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { AppNotFoundRoute } from './not-found';

/** /AddHoursLog: for people whose hours do not come from Assembla. */
export function AddHoursLogRoute() {
  const user = useCurrentUser();
  return user.isProviderUser ? <AppNotFoundRoute /> : <AddHoursLogScreen userId={user.id} />;
}

function AddHoursLogScreen({ userId }: { userId: string }) {
  const workspaces = useWorkspaces();
  const redirect = useDelayedNavigate();
  // A person's own workspaces come first; someone in none may log on any.
  const own = workspaces.data?.filter((w) => w.members.some((member) => member.id === userId));
  const offered = own?.length ? own : (workspaces.data ?? []);
  return (
    <>
      <PageHeader title="Add Hours Log" description="What you worked on, and for how long." />
      <Row>
        <Col lg={9} xl={8}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              {workspaces.isPending ? (
                <PageSpinner label="Loading workspaces…" />
              ) : workspaces.isError ? (
                <ErrorAlert heading="The workspaces could not be loaded" error={workspaces.error} />
              ) : (
                <HoursLogForm
                  workspaces={offered}
                  today={DateTime.local().toISODate()}
                  onSaved={() => redirect(paths.userReport.getHref())}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
