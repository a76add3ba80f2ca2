import Card from 'react-bootstrap/Card';
import { DateRangePicker, useSessionRange } from '../../../components/date-range';
import { ErrorAlert } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import { MyStandupsTable, useMyStandups } from '../../../features/reports';

/** /userStandupReport: my standups by day, newest first (SPEC.md 2, Own Standup Report). */
export function UserStandupReportRoute() {
  const [range, setRange] = useSessionRange();
  const report = useMyStandups(range);
  const shown = report.data ? { from: report.data.from, to: report.data.to } : range;
  return (
    <>
      <PageHeader
        title="StandUp Report"
        description="Your standups; weekdays without one show Not Added."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <DateRangePicker
            value={shown}
            today={report.data?.today ?? null}
            onChange={setRange}
            idPrefix="standups-range"
          />
          <ErrorAlert heading="The report could not be loaded" error={report.error} />
          <MyStandupsTable report={report.data} loading={report.isPending} />
        </Card.Body>
      </Card>
    </>
  );
}
