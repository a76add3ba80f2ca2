import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { ScoresBoard } from '../../../features/scores';

/** /score: one's own monthly scores. */
export function MyScoreRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Score"
        description="Your monthly scores, each shown once it is approved, and their average."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ScoresBoard audience="mine" me={user} />
        </Card.Body>
      </Card>
    </>
  );
}
