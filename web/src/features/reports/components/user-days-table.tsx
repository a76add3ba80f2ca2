import {
  formatDay,
  formatHours,
  formatHoursLogged,
  formatStandupAt,
  formatStandupToTimeOut,
  type USER_DAYS_LAYOUTS,
  type UserDayRow,
  type UserDaysReport,
} from '@teamledger/domain';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { userDaysPath } from '../api/get-user-days';

const PAGE_SIZE = 100;

export type UserDaysLayout = (typeof USER_DAYS_LAYOUTS)[number];

/** The columns after Date of each screen; the API's CSV of the same layout matches them. */
function dayColumns(layout: UserDaysLayout, timeZone: string | null): Column<UserDayRow>[] {
  const hoursLogged = (row: UserDayRow) => formatHoursLogged(row.hoursLogged, row.label);
  if (layout === 'user-report') {
    return [
      {
        key: 'standup',
        header: 'Stand Up',
        className: 'text-nowrap',
        cell: (row) => (timeZone ? formatStandupAt(row.firstStandupAt, timeZone) : null),
      },
      { key: 'total', header: 'Total Hours', cell: hoursLogged },
    ];
  }
  return [
    {
      key: 'standup',
      header: 'Standup - Time Out',
      className: 'text-nowrap',
      cell: (row) =>
        timeZone ? formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone) : null,
    },
    { key: 'available', header: 'Hours Available', cell: (row) => formatHours(row.hoursAvailable) },
    { key: 'logged', header: 'Hours Logged', cell: hoursLogged },
  ];
}

/**
 * One person's days (SPEC.md 2): Task Logs' Date, Standup - Time Out, Hours Available,
 * Hours Logged ('task-logs'), or /usersReport's Date, Stand Up, Total Hours ('user-report'),
 * with that screen's Report.csv.
 */
export function UserDaysTable({
  report,
  loading,
  layout = 'task-logs',
}: {
  report: UserDaysReport | undefined;
  loading: boolean;
  layout?: UserDaysLayout;
}) {
  const columns: Column<UserDayRow>[] = [
    { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), className: 'text-nowrap' },
    ...dayColumns(layout, report?.timeZone ?? null),
  ];
  const query = report
    ? {
        from: report.from,
        to: report.to,
        ...(layout === 'task-logs' ? {} : { layout }),
      }
    : null;
  return (
    <DataTable
      phoneCards
      caption={
        layout === 'task-logs'
          ? 'Task logs by day'
          : report
            ? `Days of ${report.user.name}`
            : 'Days'
      }
      columns={columns}
      rows={report?.days ?? []}
      rowKey={(row) => row.date}
      pageSize={PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
      toolbar={
        <CsvDownloadButton
          path={
            report && query
              ? `${userDaysPath(report.user.id)}?${new URLSearchParams(query).toString()}`
              : ''
          }
          fileName="Report.csv"
          disabled={!report || report.days.length === 0}
        />
      }
    />
  );
}
