import {
  formatDay,
  formatHours,
  formatHoursLogged,
  formatStandupToTimeOut,
  type UserDayRow,
  type UserDaysReport,
} from '@teamledger/domain';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { userDaysPath } from '../api/get-user-days';

const PAGE_SIZE = 100;

/** The per-day view of one person (SPEC.md 2): Date, Standup - Time Out, hours. */
export function UserDaysTable({
  report,
  loading,
}: {
  report: UserDaysReport | undefined;
  loading: boolean;
}) {
  const columns: Column<UserDayRow>[] = [
    { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), className: 'text-nowrap' },
    {
      key: 'standup',
      header: 'Standup - Time Out',
      className: 'text-nowrap',
      cell: (row) =>
        report ? formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, report.timeZone) : null,
    },
    { key: 'available', header: 'Hours Available', cell: (row) => formatHours(row.hoursAvailable) },
    {
      key: 'logged',
      header: 'Hours Logged',
      cell: (row) => formatHoursLogged(row.hoursLogged, row.label),
    },
  ];
  const csvPath = report
    ? `${userDaysPath(report.user.id)}?${new URLSearchParams({ from: report.from, to: report.to }).toString()}`
    : '';
  return (
    <DataTable
      caption="Task logs by day"
      columns={columns}
      rows={report?.days ?? []}
      rowKey={(row) => row.date}
      pageSize={PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
      toolbar={
        <CsvDownloadButton
          path={csvPath}
          fileName="Report.csv"
          disabled={!report || report.days.length === 0}
        />
      }
    />
  );
}
