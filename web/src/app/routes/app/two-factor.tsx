import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { TwoFactorSetup } from '../../../features/me';

/** /two-factor: turn on sign-in with an authenticator app (issue 31). */
export function TwoFactorRoute() {
  return (
    <>
      <PageHeader
        title="Two-factor sign-in"
        description="A code from an authenticator app on your phone, asked after your password."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <TwoFactorSetup />
        </Card.Body>
      </Card>
    </>
  );
}
