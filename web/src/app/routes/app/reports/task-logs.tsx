import { DateTime } from 'luxon';
import { ErrorAlert } from '../../../../components/feedback';
import { RangeReport, useCompanyToday, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import { UserDaysTable, useUserDays } from '../../../../features/reports';
import { usePersonWorklogs, WorklogEntries } from '../../../../features/worklogs';
import { useWorkspaces } from '../../../../features/workspaces';

/**
 * /userReport (Task Logs): my days with standup, time out and hours (SPEC.md 2), and the
 * range's entries, each corrected or deleted here with a reason (DESIGN.md 6.13).
 */
export function ReportRoute() {
  const user = useCurrentUser();
  const [range, setRange] = useSessionRange();
  const report = useUserDays(user.id, range);
  const entries = usePersonWorklogs(user.id, range);
  const workspaces = useWorkspaces();
  const today = useCompanyToday(report.data?.today) ?? DateTime.local().toISODate();
  const own = (workspaces.data ?? []).filter((w) => w.members.some((m) => m.id === user.id));
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
      <h2 className="h5 mt-4">Entries</h2>
      <ErrorAlert heading="The entries could not be loaded" error={entries.error} />
      <WorklogEntries
        entries={entries.data?.entries ?? []}
        loading={entries.isPending}
        workspaces={own}
        today={today}
      />
    </>
  );
}
