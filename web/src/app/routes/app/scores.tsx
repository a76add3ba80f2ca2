import { isAdmin } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { ScoresBoard } from '../../../features/scores';
import { NoAccessRoute } from './no-access';

/** /scores: admins and HR see every person's scores, approve them and send reminders. */
export function ScoresRoute() {
  const user = useCurrentUser();
  if (!isAdmin(user) && !user.isHr) return <NoAccessRoute />;
  return (
    <>
      <PageHeader title="Scores" description="Monthly scores: the current month is last month." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ScoresBoard audience="all" me={user} />
        </Card.Body>
      </Card>
    </>
  );
}
