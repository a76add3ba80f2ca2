import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { SessionsList } from '../../../features/me';

/** /sessions: where I am signed in, and ending any of it (issue 31). */
export function SessionsRoute() {
  return (
    <>
      <PageHeader
        title="Sessions"
        description="Where you are signed in: end a session you do not recognise, or all others."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <SessionsList />
        </Card.Body>
      </Card>
    </>
  );
}
