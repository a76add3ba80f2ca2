import { DateTime } from 'luxon';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/feedback';
import { RangeReport, useCompanyToday, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl } from '../../../../features/explain';
import { UserDaysTable, useUserDays, useUserDaysNow } from '../../../../features/reports';
import { usePersonWorklogs, WorklogEntries } from '../../../../features/worklogs';
import { useWorkspaces } from '../../../../features/workspaces';

/**
 * /userReport (Task Logs): my days with standup, time out and hours (SPEC.md 2), and the
 * range's entries, each corrected or deleted here with a reason (DESIGN.md 6.13). The days
 * can be seen as of a past instant, the cells changed since marked; the entries stay now.
 */
export function ReportRoute() {
  const user = useCurrentUser();
  const [range, setRange] = useSessionRange();
  // The days as they stood at a past instant; null: now.
  const [asOf, setAsOf] = useState<string | null>(null);
  const report = useUserDays(user.id, range, asOf);
  const daysNow = useUserDaysNow(user.id, range, asOf);
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
        <AsOfControl idPrefix="task-logs" value={asOf} onChange={setAsOf} />
        <UserDaysTable
          report={report.data}
          loading={report.isPending}
          asOf={asOf}
          daysNow={daysNow}
        />
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
