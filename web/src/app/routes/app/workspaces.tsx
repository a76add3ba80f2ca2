import { isAdmin, isNonUser } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { WorkspacesTable } from '../../../features/workspaces';
import { NoAccessRoute } from './no-access';

/** /workspaces: non-users see the workspaces; admins add, edit, seat and delete them. */
export function WorkspacesRoute() {
  const user = useCurrentUser();
  if (!isNonUser(user)) return <NoAccessRoute />;
  return (
    <>
      <PageHeader
        title="WorkSpaces"
        description="Workspaces (spaces), their halls and seating, and their milestones."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <WorkspacesTable canEdit={isAdmin(user)} />
        </Card.Body>
      </Card>
    </>
  );
}
