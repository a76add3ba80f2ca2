import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useCompanyToday } from '../../../components/date-range';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth';
import {
  LeaveBalancesTable,
  LeaveFeeds,
  LeaveForm,
  MyLeaves,
  TeamLeaveCalendar,
} from '../../../features/leaves';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

/** /ApplyLeave: anyone applies for leave (their approver is emailed) and sees their applications. */
export function ApplyLeaveRoute() {
  const redirect = useDelayedNavigate();
  const user = useCurrentUser();
  // The company's today, never the browser's clock: it bounds the days a leave may start.
  const today = useCompanyToday(null);
  return (
    <>
      <PageHeader
        title="Apply for leave"
        description="Your approver (Lead 1 or HR) is emailed when you send it, and decides it."
      />
      <Row className="g-4">
        <Col lg={8} xl={6}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <LeaveForm today={today} onSaved={() => redirect(paths.userReport.getHref())} />
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h2 className="h5">My balances</h2>
              {today ? (
                <LeaveBalancesTable userId={user.id} thisYear={Number(today.slice(0, 4))} />
              ) : null}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h2 className="h5">My leave</h2>
              <MyLeaves userId={user.id} timeZone={user.timeZone} today={today} />
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h2 className="h5">Team leave calendar</h2>
              <TeamLeaveCalendar />
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h2 className="h5">Calendar feeds</h2>
              <LeaveFeeds timeZone={user.timeZone} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
