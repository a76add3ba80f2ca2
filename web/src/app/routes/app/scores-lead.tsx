import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { ScoresBoard } from '../../../features/scores';
import { NoAccessRoute } from './no-access';

/** /scores_lead: a lead scores the people they are lead 1, 2 or 3 of. */
export function TeamScoresRoute() {
  const user = useCurrentUser();
  if (!user.leadsSomeone) return <NoAccessRoute />;
  return (
    <>
      <PageHeader title="Team Score" description="Score your people for last month." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ScoresBoard audience="team" me={user} />
        </Card.Body>
      </Card>
    </>
  );
}
