import { ROLES_IN_REPORTS, seesAllUserReports } from '@teamledger/domain';
import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useSessionRange } from '../../../../components/date-range';
import { ErrorOr } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/layout/page-header';
import { ReportFilterBar, type ReportFilter } from '../../../../components/report-filters';
import {
  AttendanceChart,
  MonthlyReportTable,
  UserDaysModal,
  useMonthlyReport,
  type UserDaysPerson,
} from '../../../../features/reports';
import { useDirectory } from '../../../../features/users';
import { useWorkspaces } from '../../../../features/workspaces';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl, ExplainProvider } from '../../../../features/explain';
import { NoAccessRoute } from '../no-access';

/** /report2: working days, absences and leave days per person (SPEC.md 2, DESIGN.md 8). */
export function ReportRoute() {
  const user = useCurrentUser();
  return seesAllUserReports(user) ? <MonthlyReportScreen /> : <NoAccessRoute />;
}

function MonthlyReportScreen() {
  const [sessionRange, setSessionRange] = useSessionRange({ allUsers: true });
  // The last 7 days unless a range was chosen earlier in this browser session.
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
  const report = useMonthlyReport(filter, page, asOf);
  const reportNow = useMonthlyReport(filter, page, null, asOf !== null);
  const nowRows = reportNow.data?.rows;
  const rowsNow = useMemo(
    () =>
      asOf === null || nowRows === undefined
        ? undefined
        : new Map(nowRows.map((row) => [row.userId, row])),
    [asOf, nowRows],
  );
  const workspaces = useWorkspaces();
  const directory = useDirectory();
  // Only the people the report can list are offered (DESIGN.md decision 7).
  const people = (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role));
  const [opened, setOpened] = useState<UserDaysPerson | null>(null);
  const shownRange = report.data ? { from: report.data.from, to: report.data.to } : null;
  return (
    <ExplainProvider>
      <PageHeader
        title="Monthly Report"
        description="Working days, absences and leave days of each person."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ReportFilterBar
            name="Monthly Report filters"
            idPrefix="monthly-report"
            applied={filter}
            shownRange={shownRange}
            today={report.data?.today ?? null}
            workspaces={workspaces.data ?? []}
            people={people}
            onApply={(next) => {
              if (next.range) setSessionRange(next.range);
              setFilter(next);
              setPage(1);
            }}
          />
          <AsOfControl
            idPrefix="monthly-report"
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
            <MonthlyReportTable
              asOf={asOf}
              rowsNow={rowsNow}
              report={report.data}
              filter={filter}
              loading={report.isPending}
              onPageChange={setPage}
              onOpen={(row) => setOpened({ id: row.userId, name: row.name })}
            />
            <AttendanceChart rows={report.data?.rows ?? []} />
          </ErrorOr>
          {shownRange ? (
            <UserDaysModal person={opened} range={shownRange} onHide={() => setOpened(null)} />
          ) : null}
        </Card.Body>
      </Card>
    </ExplainProvider>
  );
}
