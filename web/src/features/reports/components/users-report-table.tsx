import {
  formatDay,
  formatHoursLogged,
  formatStandupAt,
  type UserDayRow,
  type UserDaysReport,
} from '@teamledger/domain';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { userDaysPath } from '../api/get-user-days';

const PAGE_SIZE = 100;

/** /usersReport/{id} (SPEC.md 2): Date, Stand Up, Total Hours of one person. */
export function UsersReportTable({
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
      header: 'Stand Up',
      className: 'text-nowrap',
      cell: (row) => (report ? formatStandupAt(row.firstStandupAt, report.timeZone) : null),
    },
    {
      key: 'total',
      header: 'Total Hours',
      cell: (row) => formatHoursLogged(row.hoursLogged, row.label),
    },
  ];
  const csvPath = report
    ? `${userDaysPath(report.user.id)}?${new URLSearchParams({
        from: report.from,
        to: report.to,
        layout: 'user-report',
      }).toString()}`
    : '';
  return (
    <DataTable
      caption={report ? `Days of ${report.user.name}` : 'Days'}
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
