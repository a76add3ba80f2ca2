import { plannedTasks } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { useTodayStandup } from '../../../features/standups';
import { PeriodLockAlert } from '../../../features/timesheets';
import { HoursLogForm } from '../../../features/worklogs';
import { useWorkspaces } from '../../../features/workspaces';
import { NoAccessRoute } from './no-access';

/** /AddHoursLog: for people whose hours do not come from Assembla. */
export function AddHoursLogRoute() {
  const user = useCurrentUser();
  return user.isProviderUser ? (
    <NoAccessRoute />
  ) : (
    <AddHoursLogScreen
      userId={user.id}
      defaultWorkspaceId={user.defaultWorkspaceId}
      today={user.today}
    />
  );
}

function AddHoursLogScreen({
  userId,
  defaultWorkspaceId,
  today,
}: {
  userId: string;
  defaultWorkspaceId: string | null;
  today: string;
}) {
  const workspaces = useWorkspaces();
  // Today's plan, offered as titles; the form does not wait for it.
  const standup = useTodayStandup();
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
                  userId={userId}
                  workspaces={offered}
                  defaultWorkspaceId={defaultWorkspaceId}
                  today={today}
                  planned={plannedTasks(standup.data?.standup?.today ?? '')}
                  dayNotice={(day) => <PeriodLockAlert userId={userId} day={day} />}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
