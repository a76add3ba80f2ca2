import { RangeReport, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { MyStandupsTable, useMyStandups } from '../../../../features/reports';

/** /userStandupReport: my standups by day, newest first (SPEC.md 2, Own Standup Report). */
export function ReportRoute() {
  const [range, setRange] = useSessionRange();
  const report = useMyStandups(range);
  return (
    <>
      <PageHeader
        title="StandUp Report"
        description="Your standups; weekdays without one show Not Added."
      />
      <RangeReport idPrefix="standups-range" range={range} onRangeChange={setRange} report={report}>
        <MyStandupsTable report={report.data} loading={report.isPending} />
      </RangeReport>
    </>
  );
}
