import { formatDay } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ErrorAlert, PageSpinner } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth';
import { StandupForm, useTodayStandup } from '../../../features/standups';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { NoAccessRoute } from './no-access';

/** /AddStandup: for people whose standups do not come from Assembla. */
export function AddStandupRoute() {
  const user = useCurrentUser();
  return user.isProviderUser ? <NoAccessRoute /> : <AddStandupScreen />;
}

function AddStandupScreen() {
  const current = useTodayStandup();
  const redirect = useDelayedNavigate();
  return (
    <>
      <PageHeader
        title="Add Standup"
        description={
          current.data
            ? `Your standup for ${formatDay(current.data.date)}. Submitting again updates it.`
            : 'Your standup for today.'
        }
      />
      <Row>
        <Col lg={8} xl={7}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              {current.isPending ? (
                <PageSpinner label="Loading today's standup…" />
              ) : current.isError ? (
                <ErrorAlert heading="Today's standup could not be loaded" error={current.error} />
              ) : (
                <StandupForm
                  current={current.data}
                  // Next, the hours: Add Hours Log offers the lines of today's plan.
                  onSaved={() => redirect(paths.addHoursLog.getHref())}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
