import {
  formatDay,
  formatHours,
  formatStandupToTimeOut,
  REPORT_PAGE_SIZE,
  type LoginHoursReport,
  type LoginHoursRow,
} from '@teamledger/domain';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { paths } from '../../../config/paths';
import {
  LOGIN_HOURS_REPORT_PATH,
  loginHoursReportQuery,
  type LoginHoursFilter,
} from '../api/get-login-hours-report';

export const loginHoursRowKey = (row: Pick<LoginHoursRow, 'userId' | 'date'>) =>
  `${row.date}-${row.userId}`;

/**
 * SPEC.md 2's columns of the Login/Hours Report, with the day first when the range has
 * several; the User cell opens that person's days (/usersReport/{id}).
 */
export function LoginHoursTable({
  report,
  filter,
  loading,
  action,
  onPageChange,
}: {
  /** One page of rows (SPEC.md 9: 100 a page); the server pages. */
  report: LoginHoursReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: LoginHoursFilter;
  loading: boolean;
  /** The Action cell (Send Reminder); keep it the same function while nothing it shows changes. */
  action: (row: LoginHoursRow) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  const dated = report !== undefined && report.from !== report.to;
  const timeZone = report?.timeZone;
  // The same columns while the page stays: the rows then render once, not again as each
  // of the screen's other queries answers.
  const columns = useMemo(
    (): Column<LoginHoursRow>[] => [
      ...(dated
        ? [
            {
              key: 'date',
              header: 'Date',
              className: 'text-nowrap',
              cell: (row: LoginHoursRow) => formatDay(row.date),
            },
          ]
        : []),
      {
        key: 'user',
        header: 'User',
        className: 'text-nowrap',
        cell: (row) => <Link to={paths.usersReport.getHref(row.userId)}>{row.name}</Link>,
      },
      { key: 'team', header: 'Team Name', cell: (row) => row.teamName ?? '' },
      {
        key: 'space',
        header: 'Space',
        cell: (row) => row.workspaces.map((workspace) => workspace.name).join(', '),
      },
      { key: 'total', header: 'Total Hours', cell: (row) => formatHours(row.totalHours) },
      {
        key: 'standup',
        header: 'Standup - Time Out',
        className: 'text-nowrap',
        cell: (row) =>
          timeZone ? formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone) : null,
      },
      {
        key: 'available',
        header: 'Hours Available',
        cell: (row) => formatHours(row.hoursAvailable),
      },
      { key: 'status', header: 'Status', className: 'text-nowrap', cell: (row) => row.status },
      { key: 'action', header: 'Action', className: 'text-nowrap', cell: action },
    ],
    [dated, timeZone, action],
  );
  const rows = report?.rows ?? [];
  const csvPath = `${LOGIN_HOURS_REPORT_PATH}?${new URLSearchParams(
    loginHoursReportQuery({
      ...filter,
      range: filter.range ?? (report ? { from: report.from, to: report.to } : null),
    }),
  ).toString()}`;
  return (
    <DataTable
      phoneCards
      caption="Login and hours of everyone"
      columns={columns}
      rows={rows}
      rowKey={loginHoursRowKey}
      pageSize={report?.pageSize ?? REPORT_PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
      paging={report ? { page: report.page, total: report.total, onPageChange } : undefined}
      toolbar={
        <CsvDownloadButton
          path={csvPath}
          fileName="Report.csv"
          disabled={!report || report.total === 0}
        />
      }
    />
  );
}
