import { z } from 'zod';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { ScoreDetail } from '../../../features/scores';
import { AppNotFoundRoute } from './not-found';

/** The score row of SPEC.md's myObject: whose scores to show. */
const rowSchema = z.object({ userId: z.uuid(), name: z.string() });

function readRow(raw: string | null) {
  if (raw === null) return null;
  try {
    const parsed = rowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** /DetailScore?myObject={...}: a person's scores month by month with their history. */
export function DetailScoreRoute() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const row = readRow(params.get('myObject'));
  if (!row) return <AppNotFoundRoute />;
  return (
    <>
      <PageHeader title={`Detail Scores - ${row.name}`} description="The last 12 months." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ScoreDetail me={user} userId={row.userId} />
        </Card.Body>
      </Card>
    </>
  );
}
