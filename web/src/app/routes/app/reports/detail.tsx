import { ROLES_IN_REPORTS, seesAllUserReports } from '@teamledger/domain';
import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useSessionRange } from '../../../../components/date-range';
import { ErrorOr } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/layout/page-header';
import { ReportFilterBar, type ReportFilter } from '../../../../components/report-filters';
import { DetailReportTable, useDetailReport } from '../../../../features/reports';
import { useTeams } from '../../../../features/teams';
import { useDirectory } from '../../../../features/users';
import { useWorkspaces } from '../../../../features/workspaces';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl, ExplainProvider } from '../../../../features/explain';
import { NoAccessRoute } from '../no-access';

/** /DetailReport: hours and standups of each person, for admins and leads (SPEC.md 2). */
export function ReportRoute() {
  const user = useCurrentUser();
  return seesAllUserReports(user) ? <DetailReportScreen /> : <NoAccessRoute />;
}

function DetailReportScreen() {
  const [sessionRange, setSessionRange] = useSessionRange({ allUsers: true });
  const [filter, setFilter] = useState<ReportFilter>(() => ({
    range: sessionRange,
    workspaces: [],
    user: '',
    team: '',
  }));
  // The server pages (100 people); a new filter starts again at page 1.
  const [page, setPage] = useState(1);
  // The report as it stood at a past instant; null: now. Then the same page now too, to
  // mark the figures that changed since.
  const [asOf, setAsOf] = useState<string | null>(null);
  const report = useDetailReport(filter, page, asOf);
  const reportNow = useDetailReport(filter, page, null, asOf !== null);
  const nowRows = reportNow.data?.rows;
  const rowsNow = useMemo(
    () =>
      asOf === null || nowRows === undefined
        ? undefined
        : new Map(nowRows.map((row) => [row.userId, row])),
    [asOf, nowRows],
  );
  const workspaces = useWorkspaces();
  const teams = useTeams();
  const directory = useDirectory();
  const people = (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role));
  return (
    <ExplainProvider>
      <PageHeader
        title="Detail Report"
        description="Hours available, logged and on work, missing standups and late arrivals of each person."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ReportFilterBar
            name="Detail Report filters"
            idPrefix="detail-report"
            applied={filter}
            shownRange={report.data ? { from: report.data.from, to: report.data.to } : null}
            today={report.data?.today ?? null}
            teams={teams.data ?? []}
            workspaces={workspaces.data ?? []}
            people={people}
            onApply={(next) => {
              if (next.range) setSessionRange(next.range);
              setFilter(next);
              setPage(1);
            }}
          />
          <AsOfControl
            idPrefix="detail-report"
            value={asOf}
            onChange={(next) => {
              setAsOf(next);
              setPage(1);
            }}
          />
          <ErrorOr
            heading="The report could not be loaded"
            error={report.error}
            onRetry={() => void report.refetch()}
          >
            <DetailReportTable
              asOf={asOf}
              rowsNow={rowsNow}
              report={report.data}
              filter={filter}
              loading={report.isPending}
              onPageChange={setPage}
            />
          </ErrorOr>
        </Card.Body>
      </Card>
    </ExplainProvider>
  );
}
