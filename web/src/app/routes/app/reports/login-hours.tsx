import type { QueryClient } from '@tanstack/react-query';
import {
  ROLES_IN_REPORTS,
  seesAllUserReports,
  type LoginHoursRow,
  type LoginHoursTotal,
} from '@teamledger/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { readSessionRange, useSessionRange } from '../../../../components/date-range';
import { ErrorOr } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/layout/page-header';
import {
  ALL_REPORT_FILTER,
  ReportFilterBar,
  type ReportFilter,
} from '../../../../components/report-filters';
import { RowActionButton } from '../../../../components/table';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl, ExplainProvider } from '../../../../features/explain';
import {
  ReminderState,
  SendReminderModal,
  type ReminderTarget,
} from '../../../../features/reminders';
import {
  ANY_HOURS,
  HoursFilterFields,
  hoursFilterProblem,
  LoginHoursChart,
  LoginHoursTable,
  loginHoursReportQueryOptions,
  loginHoursRowKey,
  useLoginHoursReport,
  type HoursFilterDraft,
  type LoginHoursFilter,
} from '../../../../features/reports';
import { useTeams } from '../../../../features/teams';
import { useDirectory } from '../../../../features/users';
import { useWorkspaces } from '../../../../features/workspaces';
import { NoAccessRoute } from '../no-access';

/** What the report asks the server for: the applied filters and the applied hours. */
const loginHoursFilter = (applied: ReportFilter, hours: HoursFilterDraft): LoginHoursFilter => ({
  range: applied.range,
  team: applied.team || null,
  workspaces: applied.workspaces,
  userId: applied.user || null,
  hours: hours.hours ? { op: hours.op, hours: hours.hours } : null,
});

/** The screen opens on the range chosen earlier in this browser session, else the server's 7 days. */
const openingFilter = (range: ReportFilter['range']): ReportFilter => ({
  ...ALL_REPORT_FILTER,
  range,
});

const NO_TOTALS: readonly LoginHoursTotal[] = [];

/** Asks for the page the screen opens with before it renders. */
export function prefetch(client: QueryClient) {
  const opening = openingFilter(readSessionRange(sessionStorage, { allUsers: true }));
  void client.prefetchQuery(loginHoursReportQueryOptions(loginHoursFilter(opening, ANY_HOURS), 1));
}

/** /report1: the Login + Hours Report, for admins and leads (SPEC.md 2). */
export function ReportRoute() {
  const user = useCurrentUser();
  return seesAllUserReports(user) ? <LoginHoursReportScreen /> : <NoAccessRoute />;
}

function LoginHoursReportScreen() {
  const viewer = useCurrentUser();
  const [sessionRange, setSessionRange] = useSessionRange({ allUsers: true });
  // The last 7 days unless a range was chosen earlier in this browser session.
  const [applied, setApplied] = useState<ReportFilter>(() => openingFilter(sessionRange));
  const [hoursDraft, setHoursDraft] = useState<HoursFilterDraft>(ANY_HOURS);
  const [appliedHours, setAppliedHours] = useState<HoursFilterDraft>(ANY_HOURS);
  const [hoursProblem, setHoursProblem] = useState<string | null>(null);
  // The report as it stood at a past instant; null: now.
  const [asOf, setAsOf] = useState<string | null>(null);
  const filter = { ...loginHoursFilter(applied, appliedHours), asOf };
  // The server pages (100 rows); a new filter starts again at page 1.
  const [page, setPage] = useState(1);
  const report = useLoginHoursReport(filter, page);
  // As of a past instant, the same page now too: the cells that changed since are marked.
  const reportNow = useLoginHoursReport({ ...filter, asOf: null }, page, asOf !== null);
  const nowRows = reportNow.data?.rows;
  const rowsNow = useMemo(
    () =>
      asOf === null || nowRows === undefined
        ? undefined
        : new Map(nowRows.map((row) => [loginHoursRowKey(row), row])),
    [asOf, nowRows],
  );
  const shownRange = report.data ? { from: report.data.from, to: report.data.to } : null;
  // The chart (recharts, loaded with its first chart) renders after the rows, at a
  // priority that lets the rows paint first.
  const totals = useDeferredValue(report.data?.totals ?? NO_TOTALS);
  const teams = useTeams();
  const workspaces = useWorkspaces();
  const directory = useDirectory();
  // Only the people the report can list are offered (DESIGN.md decision 7).
  const people = (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role));
  const [target, setTarget] = useState<ReminderTarget | null>(null);
  // The reminders sent from this screen, by row, to show how far each got.
  const [sent, setSent] = useState<Record<string, string>>({});
  const [targetKey, setTargetKey] = useState<string | null>(null);

  // The same function until a reminder is sent, so the table's rows are not rendered again
  // each time another of the screen's queries answers.
  const action = useCallback(
    (row: LoginHoursRow) => {
      const key = loginHoursRowKey(row);
      return (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <RowActionButton
            label="Send Reminder"
            name={`${row.name} ${row.date}`}
            variant="outline-primary"
            onClick={() => {
              setTargetKey(key);
              setTarget({
                userId: row.userId,
                name: row.name,
                date: row.date,
                day: { hasStandup: row.firstStandupAt !== null, hoursLogged: row.totalHours },
                senderName: viewer.name,
              });
            }}
          />
          {sent[key] ? <ReminderState id={sent[key]} /> : null}
        </div>
      );
    },
    [sent, viewer.name],
  );

  return (
    <ExplainProvider>
      <PageHeader
        title="Login/Hours Report"
        description="Everyone's days: first standup, last log, hours logged and available."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <ReportFilterBar
            name="Login/Hours Report filters"
            idPrefix="login-hours"
            applied={applied}
            shownRange={shownRange}
            today={report.data?.today ?? null}
            teams={(teams.data ?? []).map((team) => ({ id: team.id, name: team.name }))}
            workspaces={workspaces.data ?? []}
            people={people}
            canApply={() => {
              const problem = hoursFilterProblem(hoursDraft);
              setHoursProblem(problem);
              return problem === null;
            }}
            onApply={(next) => {
              if (next.range) setSessionRange(next.range);
              setApplied(next);
              setAppliedHours({ ...hoursDraft, hours: hoursDraft.hours.trim() });
              setPage(1);
            }}
            onClear={() => {
              setApplied(ALL_REPORT_FILTER);
              setHoursDraft(ANY_HOURS);
              setAppliedHours(ANY_HOURS);
              setHoursProblem(null);
              setPage(1);
            }}
          >
            <HoursFilterFields value={hoursDraft} problem={hoursProblem} onChange={setHoursDraft} />
          </ReportFilterBar>
          <AsOfControl
            idPrefix="login-hours"
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
            <LoginHoursTable
              report={report.data}
              filter={filter}
              loading={report.isPending}
              action={action}
              onPageChange={setPage}
              asOf={asOf}
              rowsNow={rowsNow}
            />
            <LoginHoursChart totals={totals} />
          </ErrorOr>
        </Card.Body>
      </Card>
      <SendReminderModal
        target={target}
        onHide={() => setTarget(null)}
        onSent={(reminder) => {
          if (targetKey) setSent((before) => ({ ...before, [targetKey]: reminder.id }));
          setTarget(null);
        }}
      />
    </ExplainProvider>
  );
}
