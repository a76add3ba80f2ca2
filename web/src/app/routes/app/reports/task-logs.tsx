import { RangeReport, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import { UserDaysTable, useUserDays } from '../../../../features/reports';

/** /userReport (Task Logs): my days with standup, time out and hours (SPEC.md 2). */
export function ReportRoute() {
  const user = useCurrentUser();
  const [range, setRange] = useSessionRange();
  const report = useUserDays(user.id, range);
  return (
    <>
      <PageHeader
        title="Task Logs"
        description="Each day: your first standup, your last log, the hours available and logged."
      />
      <RangeReport
        idPrefix="task-logs-range"
        range={range}
        onRangeChange={setRange}
        report={report}
      >
        <UserDaysTable report={report.data} loading={report.isPending} />
      </RangeReport>
    </>
  );
}
