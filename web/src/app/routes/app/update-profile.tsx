import { landingPathFor } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { AvailabilityForm, ProfileForm } from '../../../features/me';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

export function UpdateProfileRoute() {
  const user = useCurrentUser();
  const redirect = useDelayedNavigate();
  return (
    <>
      <PageHeader title="My Profile" description="Your name, password and availability." />
      <Row className="g-4">
        <Col lg={7} xl={6}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h2 className="h5 mb-3">Profile</h2>
              <ProfileForm user={user} onSaved={(updated) => redirect(landingPathFor(updated))} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5} xl={4}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4">
              <h2 className="h5 mb-3">Availability</h2>
              <AvailabilityForm user={user} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
