import Card from 'react-bootstrap/Card';
import { DateRangePicker, useSessionRange } from '../../../components/date-range';
import { ErrorAlert } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth';
import { UserDaysTable, useUserDays } from '../../../features/reports';

/** /userReport (Task Logs): my days with standup, time out and hours (SPEC.md 2). */
export function UserReportRoute() {
  const user = useCurrentUser();
  const [range, setRange] = useSessionRange();
  const report = useUserDays(user.id, range);
  const shown = report.data ? { from: report.data.from, to: report.data.to } : range;
  return (
    <>
      <PageHeader
        title="Task Logs"
        description="Each day: your first standup, your last log, the hours available and logged."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <DateRangePicker
            value={shown}
            today={report.data?.today ?? null}
            onChange={setRange}
            idPrefix="task-logs-range"
          />
          <ErrorAlert heading="The report could not be loaded" error={report.error} />
          <UserDaysTable report={report.data} loading={report.isPending} />
        </Card.Body>
      </Card>
    </>
  );
}
