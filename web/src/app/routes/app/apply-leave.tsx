import { DateTime } from 'luxon';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { LeaveForm } from '../../../features/leaves';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

/** /ApplyLeave: anyone applies for leave; HR gets an email. */
export function ApplyLeaveRoute() {
  const redirect = useDelayedNavigate();
  // Only the form's first guess at the days; the server checks them in the company's zone.
  const today = DateTime.local().toISODate();
  return (
    <>
      <PageHeader title="Apply for leave" description="HR is emailed when you send it." />
      <Row>
        <Col lg={8} xl={6}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <LeaveForm today={today} onSaved={() => redirect(paths.userReport.getHref())} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
