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

/** An instant the detail opens as of (from a list shown as of it); anything else is now. */
const readAsOf = (raw: string | null) =>
  raw !== null && z.iso.datetime().safeParse(raw).success ? raw : null;

/**
 * /DetailScore?myObject={...}[&asOf=...]: a person's scores month by month with their
 * history, as of `asOf` when the list it was opened from was.
 */
export function DetailScoreRoute() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const row = readRow(params.get('myObject'));
  const asOf = readAsOf(params.get('asOf'));
  if (!row) return <AppNotFoundRoute />;
  return (
    <>
      <PageHeader title={`Detail Scores - ${row.name}`} description="The last 12 months." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ScoreDetail me={user} userId={row.userId} initialAsOf={asOf} />
        </Card.Body>
      </Card>
    </>
  );
}
