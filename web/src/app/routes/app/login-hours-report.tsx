import { ROLES_IN_REPORTS, seesAllUserReports, type LoginHoursRow } from '@teamledger/domain';
import { useState } from 'react';
import { RangeReport, useSessionRange } from '../../../components/date-range';
import { PageHeader } from '../../../components/layout/page-header';
import { RowActionButton } from '../../../components/table';
import { useCurrentUser } from '../../../features/auth';
import { ReminderState, SendReminderModal, type ReminderTarget } from '../../../features/reminders';
import {
  EMPTY_LOGIN_HOURS_DRAFT,
  LoginHoursChart,
  LoginHoursFilters,
  LoginHoursTable,
  loginHoursRowKey,
  useLoginHoursReport,
  type LoginHoursDraft,
  type LoginHoursFilter,
} from '../../../features/reports';
import { useTeams } from '../../../features/teams';
import { useDirectory } from '../../../features/users';
import { useWorkspaces } from '../../../features/workspaces';
import { AppNotFoundRoute } from './not-found';

/** /report1: the Login + Hours Report, for admins and leads (SPEC.md 2). */
export function LoginHoursReportRoute() {
  const user = useCurrentUser();
  return seesAllUserReports(user) ? <LoginHoursReportScreen /> : <AppNotFoundRoute />;
}

function LoginHoursReportScreen() {
  const [range, setRange] = useSessionRange();
  const [applied, setApplied] = useState<LoginHoursDraft>(EMPTY_LOGIN_HOURS_DRAFT);
  const filter: LoginHoursFilter = {
    range,
    team: applied.team || null,
    workspaces: applied.workspaces,
    userId: applied.userId || null,
    hours: applied.hours ? { op: applied.hoursOp, hours: applied.hours } : null,
  };
  const report = useLoginHoursReport(filter);
  const teams = useTeams();
  const workspaces = useWorkspaces();
  const directory = useDirectory();
  // Only the people the report can list are offered (DESIGN.md decision 7).
  const people = (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role));
  const [target, setTarget] = useState<ReminderTarget | null>(null);
  // The reminders sent from this screen, by row, to show how far each got.
  const [sent, setSent] = useState<Record<string, string>>({});
  const [targetKey, setTargetKey] = useState<string | null>(null);

  const action = (row: LoginHoursRow) => {
    const key = loginHoursRowKey(row);
    return (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <RowActionButton
          label="Send Reminder"
          name={`${row.name} ${row.date}`}
          variant="outline-primary"
          onClick={() => {
            setTargetKey(key);
            setTarget({ userId: row.userId, name: row.name, date: row.date });
          }}
        />
        {sent[key] ? <ReminderState id={sent[key]} /> : null}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title="Login/Hours Report"
        description="Everyone's days: first standup, last log, hours logged and available."
      />
      <RangeReport
        idPrefix="login-hours-range"
        range={range}
        onRangeChange={setRange}
        report={report}
      >
        <LoginHoursFilters
          applied={applied}
          teams={teams.data ?? []}
          workspaces={workspaces.data ?? []}
          people={people}
          onApply={setApplied}
        />
        <LoginHoursTable
          report={report.data}
          filter={filter}
          loading={report.isPending}
          action={action}
        />
        <LoginHoursChart totals={report.data?.totals ?? []} />
      </RangeReport>
      <SendReminderModal
        target={target}
        onHide={() => setTarget(null)}
        onSent={(reminder) => {
          if (targetKey) setSent((before) => ({ ...before, [targetKey]: reminder.id }));
          setTarget(null);
        }}
      />
    </>
  );
}
