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
import { ChangedSince } from './changed-since';

const PAGE_SIZE = 100;

export type UserDaysLayout = (typeof USER_DAYS_LAYOUTS)[number];

/** A column after Date: its cell's text, which the CSV of the same layout matches. */
interface DayColumn {
  key: string;
  header: string;
  className?: string;
  text: (row: UserDayRow) => string;
}

/** The columns after Date of each screen; the API's CSV of the same layout matches them. */
function dayColumns(layout: UserDaysLayout, timeZone: string | null): DayColumn[] {
  const hoursLogged = (row: UserDayRow) => formatHoursLogged(row.hoursLogged, row.label);
  if (layout === 'user-report') {
    return [
      {
        key: 'standup',
        header: 'Stand Up',
        className: 'text-nowrap',
        text: (row) => (timeZone ? formatStandupAt(row.firstStandupAt, timeZone) : ''),
      },
      { key: 'total', header: 'Total Hours', text: hoursLogged },
    ];
  }
  return [
    {
      key: 'standup',
      header: 'Standup - Time Out',
      className: 'text-nowrap',
      text: (row) =>
        timeZone ? formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone) : '',
    },
    { key: 'available', header: 'Hours Available', text: (row) => formatHours(row.hoursAvailable) },
    { key: 'logged', header: 'Hours Logged', text: hoursLogged },
  ];
}

/**
 * One person's days (SPEC.md 2): Task Logs' Date, Standup - Time Out, Hours Available,
 * Hours Logged ('task-logs'), or /usersReport's Date, Stand Up, Total Hours ('user-report'),
 * with that screen's Report.csv. As of an instant (`asOf`), `daysNow` gives the same days
 * as they are now, by date, and a cell that differs is marked changed.
 */
export function UserDaysTable({
  report,
  loading,
  layout = 'task-logs',
  asOf = null,
  daysNow,
}: {
  report: UserDaysReport | undefined;
  loading: boolean;
  layout?: UserDaysLayout;
  /** The instant the days stand at; null: now. */
  asOf?: string | null;
  /** With asOf: the same days as they are now, by date. */
  daysNow?: ReadonlyMap<string, UserDayRow> | undefined;
}) {
  const columns: Column<UserDayRow>[] = [
    { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), className: 'text-nowrap' },
    ...dayColumns(layout, report?.timeZone ?? null).map(
      ({ text, ...column }): Column<UserDayRow> => ({
        ...column,
        cell: (row) => {
          const now = daysNow?.get(row.date);
          return (
            <ChangedSince
              text={text(row)}
              now={now === undefined ? undefined : text(now)}
              asOf={asOf}
            />
          );
        },
      }),
    ),
  ];
  const query = report
    ? {
        from: report.from,
        to: report.to,
        ...(layout === 'task-logs' ? {} : { layout }),
        ...(asOf ? { asOf } : {}),
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
