import { isAdmin, isNonUser } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { TemplatesAccordion } from '../../../features/templates';
import { NoAccessRoute } from './no-access';

/** /templates: non-users see the score templates; admins add, edit and delete them. */
export function TemplatesRoute() {
  const user = useCurrentUser();
  if (!isNonUser(user)) return <NoAccessRoute />;
  return (
    <>
      <PageHeader
        title="Score Templates"
        description="Each team is scored with one template: its fields, rated 1 to 5."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <TemplatesAccordion canEdit={isAdmin(user)} />
        </Card.Body>
      </Card>
    </>
  );
}
