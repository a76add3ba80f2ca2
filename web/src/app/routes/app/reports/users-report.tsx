import { seesAllUserReports } from '@teamledger/domain';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { RangeReport, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl } from '../../../../features/explain';
import { UserDaysTable, useUserDays, useUserDaysNow } from '../../../../features/reports';
import { NoAccessRoute } from '../no-access';

/** An instant the days open as of (from the report shown as of it); anything else is now. */
const readAsOf = (raw: string | null) =>
  raw !== null && z.iso.datetime().safeParse(raw).success ? raw : null;

/**
 * /usersReport/{id}[?asOf=...]: one person's days, opened from the Login/Hours Report
 * (SPEC.md 2), as of `asOf` when the report it was opened from was.
 */
export function ReportRoute() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  if (!seesAllUserReports(user) && id !== user.id) return <NoAccessRoute />;
  return <UsersReportScreen userId={id} initialAsOf={readAsOf(params.get('asOf'))} />;
}

function UsersReportScreen({
  userId,
  initialAsOf,
}: {
  userId: string;
  initialAsOf: string | null;
}) {
  const [range, setRange] = useSessionRange();
  // The days as they stood at a past instant; null: now.
  const [asOf, setAsOf] = useState(initialAsOf);
  const report = useUserDays(userId, range, asOf);
  const daysNow = useUserDaysNow(userId, range, asOf);
  const name = report.data?.user.name;
  return (
    <>
      <PageHeader
        title={name ? `${name}: days` : 'User days'}
        description="Each day: the first standup and the hours logged."
      />
      <RangeReport
        idPrefix="users-report-range"
        range={range}
        onRangeChange={setRange}
        report={report}
      >
        <AsOfControl idPrefix="users-report" value={asOf} onChange={setAsOf} />
        <UserDaysTable
          report={report.data}
          loading={report.isPending}
          layout="user-report"
          asOf={asOf}
          daysNow={daysNow}
        />
      </RangeReport>
    </>
  );
}
