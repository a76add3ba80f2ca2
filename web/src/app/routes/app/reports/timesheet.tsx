import { useQuery } from '@tanstack/react-query';
import { readsAnyonesTimesheet, ROLES_IN_REPORTS, type TimesheetReport } from '@teamledger/domain';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { RangeReport, useSessionRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { DataTable, type Column } from '../../../../components/table';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl, ExplainProvider } from '../../../../features/explain';
import {
  ALL_USERS,
  TicketDetailsModal,
  timesheetRowKey,
  TimesheetChart,
  TimesheetTable,
  TimesheetUserSelect,
  timesheetReportCsvPath,
  useTimesheetReport,
  type TimesheetRowRef,
} from '../../../../features/reports';
import { directoryQueryOptions } from '../../../../features/users';

type ApprovalRow = NonNullable<TimesheetReport['approval']>[number];

/** Each person's hours in the range now and as their approved timesheets keep them. */
function ApprovalFigures({ rows }: { rows: ApprovalRow[] }) {
  const columns: Column<ApprovalRow>[] = [
    { key: 'person', header: 'Name', cell: (row) => row.user.name },
    { key: 'current', header: 'Hours now', cell: (row) => row.currentHours },
    {
      key: 'approved',
      header: 'Hours approved',
      cell: (row) =>
        row.approvedHours === row.currentHours ? (
          row.approvedHours
        ) : (
          <span className="fw-semibold text-danger">{row.approvedHours}</span>
        ),
    },
  ];
  return (
    <div className="mt-3">
      <DataTable
        phoneCards
        caption="Approved and current hours"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.user.id}
        pageSize={100}
        emptyMessage="No hours logged in this range."
      />
    </div>
  );
}

/** /TimesheetReport: hours per person, milestone and space over a range (SPEC.md 2). */
export function ReportRoute() {
  const me = useCurrentUser();
  const anyone = readsAnyonesTimesheet(me);
  // Plain users may not list people (the API says 403), and choose only themselves.
  const directory = useQuery({ ...directoryQueryOptions(), enabled: anyone });
  const people = anyone
    ? (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role))
    : [{ id: me.id, name: me.name }];

  const [range, setRange] = useSessionRange({ allUsers: anyone });
  // It loads at once: everyone for those who may see them, else the person's own hours.
  const initialUser = anyone ? ALL_USERS : me.id;
  const [user, setUser] = useState(initialUser);
  const [draftUser, setDraftUser] = useState(initialUser);
  const chosen = user !== '';
  // Another range or person starts again at the first page.
  const [page, setPage] = useState(1);
  // Approved timesheet hours beside the current ones (DESIGN.md 6.14), on request.
  const [approvedToo, setApprovedToo] = useState(false);
  // The hours as they stood at a past instant; null: now. Then the same page now too, to
  // mark the hours that changed since.
  const [asOf, setAsOf] = useState<string | null>(null);
  const asked = {
    range,
    userId: user === ALL_USERS || !chosen ? null : user,
    page,
    figures: approvedToo ? ('approved' as const) : ('current' as const),
  };
  const report = useTimesheetReport({ ...asked, asOf }, chosen);
  const reportNow = useTimesheetReport(asked, chosen && asOf !== null);
  const nowRows = reportNow.data?.rows;
  const rowsNow = useMemo(
    () =>
      asOf === null || nowRows === undefined
        ? undefined
        : new Map(nowRows.map((row) => [timesheetRowKey(row), row])),
    [asOf, nowRows],
  );
  const [details, setDetails] = useState<TimesheetRowRef | null>(null);

  const data = chosen ? report.data : undefined;
  // Details and downloads cover the range the rows answer, the server's default included.
  const frame = data ? { from: data.from, to: data.to } : null;
  return (
    <ExplainProvider>
      <PageHeader
        title="TimeSheet Report"
        description="Hours logged per person, milestone and space in the chosen range."
      />
      <RangeReport
        idPrefix="timesheet-range"
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          setUser(draftUser);
          setPage(1);
        }}
        report={report}
        allUsers={draftUser === ALL_USERS}
        filters={
          <TimesheetUserSelect
            id="timesheet-user"
            value={draftUser}
            onChange={setDraftUser}
            people={people}
            withAll={anyone}
          />
        }
      >
        <AsOfControl
          idPrefix="timesheet"
          value={asOf}
          onChange={(next) => {
            setAsOf(next);
            setPage(1);
          }}
        />
        {data && data.total > 0 ? <TimesheetChart chart={data.chart} /> : null}
        <TimesheetTable
          rows={data?.rows ?? []}
          paging={data ? { page: data.page, total: data.total, onPageChange: setPage } : undefined}
          range={frame}
          loading={chosen && report.isPending}
          emptyMessage={chosen ? 'No hours logged in this range.' : 'Please select User'}
          csvPath={
            frame
              ? timesheetReportCsvPath({
                  range: frame,
                  userId: user === ALL_USERS ? null : user,
                  asOf,
                })
              : null
          }
          onDetails={setDetails}
          asOf={asOf}
          rowsNow={rowsNow}
        />
        <Form.Check
          type="switch"
          id="timesheet-approved-figures"
          className="mt-3"
          label="Show approved timesheet hours beside the current ones"
          checked={approvedToo}
          onChange={(event) => setApprovedToo(event.target.checked)}
        />
        {data?.approval ? <ApprovalFigures rows={data.approval} /> : null}
      </RangeReport>
      <TicketDetailsModal rowRef={details} onHide={() => setDetails(null)} />
    </ExplainProvider>
  );
}
