import { isAdmin, isNonUser } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { TeamsTable } from '../../../features/teams';
import { NoAccessRoute } from './no-access';

/** /teams: non-users see the teams; admins add, rename and delete them. */
export function TeamsRoute() {
  const user = useCurrentUser();
  if (!isNonUser(user)) return <NoAccessRoute />;
  return (
    <>
      <PageHeader title="Teams" description="Renaming a team renames it for all its members." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <TeamsTable canEdit={isAdmin(user)} />
        </Card.Body>
      </Card>
    </>
  );
}
