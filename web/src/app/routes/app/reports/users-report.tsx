import { seesAllUserReports } from '@teamledger/domain';
import { useParams } from 'react-router-dom';
import { RangeReport, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import { UserDaysTable, useUserDays } from '../../../../features/reports';
import { NoAccessRoute } from '../no-access';

/** /usersReport/{id}: one person's days, opened from the Login/Hours Report (SPEC.md 2). */
export function ReportRoute() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (!seesAllUserReports(user) && id !== user.id) return <NoAccessRoute />;
  return <UsersReportScreen userId={id} />;
}

function UsersReportScreen({ userId }: { userId: string }) {
  const [range, setRange] = useSessionRange();
  const report = useUserDays(userId, range);
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
        <UserDaysTable report={report.data} loading={report.isPending} layout="user-report" />
      </RangeReport>
    </>
  );
}
