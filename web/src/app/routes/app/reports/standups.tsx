import type { QueryClient } from '@tanstack/react-query';
import { ROLES_IN_REPORTS, seesAllUserReports } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '../../../../components/layout/page-header';
import { prefetchStandupsReport, StandupsReport } from '../../../../features/reports';
import { useDirectory } from '../../../../features/users';
import { useWorkspaces } from '../../../../features/workspaces';
import { useCurrentUser } from '../../../../features/auth';
import { NoAccessRoute } from '../no-access';

export function prefetch(client: QueryClient) {
  void prefetchStandupsReport(client);
}

/** /StandUpReport: everyone's standups of one day, for admins and leads (SPEC.md 2). */
export function ReportRoute() {
  const user = useCurrentUser();
  return seesAllUserReports(user) ? <StandupsReportScreen /> : <NoAccessRoute />;
}

function StandupsReportScreen() {
  const workspaces = useWorkspaces();
  const directory = useDirectory();
  // Only the people the report can list are offered (DESIGN.md decision 7).
  const people = (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role));
  return (
    <>
      <PageHeader title="StandUp Report" description="Everyone's standups of the chosen day." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <StandupsReport workspaces={workspaces.data ?? []} people={people} />
        </Card.Body>
      </Card>
    </>
  );
}
