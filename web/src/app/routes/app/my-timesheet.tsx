import { useSearchParams } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { MyTimesheet, type PeriodChoice } from '../../../features/timesheets';

/**
 * /MyTimesheet: the signed-in person's period (a week or a month, as Settings say), or, with
 * `?user=&period=`, someone's for their approver (the API refuses anyone else).
 */
export function MyTimesheetRoute() {
  const me = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const userId = search.get('user') ?? me.id;
  const period = search.get('period');
  const date = search.get('date');
  const choice: PeriodChoice | null =
    period !== null ? { period } : date !== null ? { date } : null;
  const choose = (next: PeriodChoice) =>
    setSearch({
      ...(userId === me.id ? {} : { user: userId }),
      ...('period' in next ? { period: next.period } : { date: next.date }),
    });
  return (
    <>
      <PageHeader
        title={userId === me.id ? 'My Timesheet' : 'Timesheet'}
        description="The period's days and hours; submit it for approval once it is complete."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <MyTimesheet userId={userId} choice={choice} onChoose={choose} />
        </Card.Body>
      </Card>
    </>
  );
}
