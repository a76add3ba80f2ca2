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
import { ExplainButton, type ChangedFigure } from '../../explain';
import { paths } from '../../../config/paths';
import { ChangedSince } from './changed-since';
import {
  LOGIN_HOURS_REPORT_PATH,
  loginHoursReportQuery,
  type LoginHoursFilter,
} from '../api/get-login-hours-report';

export const loginHoursRowKey = (row: Pick<LoginHoursRow, 'userId' | 'date'>) =>
  `${row.date}-${row.userId}`;

/** A figure of a row that is not what it is now (the row now, when the report is as of a past instant). */
function changedFigure(
  then: string,
  now: LoginHoursRow | undefined,
  show: (row: LoginHoursRow) => string,
): ChangedFigure | null {
  if (now === undefined) return null;
  const current = show(now);
  return current === then ? null : { asOf: then, now: current };
}

const hoursText = (hours: number) => `${formatHours(hours)} h`;

/**
 * SPEC.md 2's columns of the Login/Hours Report, with the day first when the range has
 * several; the User cell opens that person's days (/usersReport/{id}), as of the same instant.
 */
export function LoginHoursTable({
  report,
  filter,
  loading,
  action,
  onPageChange,
  asOf = null,
  rowsNow,
}: {
  /** One page of rows (SPEC.md 9: 100 a page); the server pages. */
  report: LoginHoursReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: LoginHoursFilter;
  loading: boolean;
  /** The Action cell (Send Reminder); keep it the same function while nothing it shows changes. */
  action: (row: LoginHoursRow) => ReactNode;
  onPageChange: (page: number) => void;
  /** The instant the rows stand at; null: now. */
  asOf?: string | null;
  /** With asOf: the same rows as they are now, by loginHoursRowKey, to mark what changed. */
  rowsNow?: ReadonlyMap<string, LoginHoursRow> | undefined;
}) {
  const dated = report !== undefined && report.from !== report.to;

  const timeZone = report?.timeZone;
  // The same columns while the page stays: the rows then render once, not again as each
  // of the screen's other queries answers.
  const columns = useMemo((): Column<LoginHoursRow>[] => {
    const cellOf = (row: LoginHoursRow) => ({
      report: 'login-hours' as const,
      user: row.userId,
      date: row.date,
      ...(asOf ? { asOf } : {}),
    });
    return [
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
        cell: (row) => <Link to={paths.usersReport.getHref(row.userId, asOf)}>{row.name}</Link>,
      },
      { key: 'team', header: 'Team Name', cell: (row) => row.teamName ?? '' },
      {
        key: 'space',
        header: 'Space',
        cell: (row) => row.workspaces.map((workspace) => workspace.name).join(', '),
      },
      {
        key: 'total',
        header: 'Total Hours',
        cell: (row) => (
          <ExplainButton
            target={{ ...cellOf(row), figure: 'totalHours' }}
            label={`Total Hours of ${row.name} on ${formatDay(row.date)}`}
            changed={changedFigure(
              hoursText(row.totalHours),
              rowsNow?.get(loginHoursRowKey(row)),
              (now) => hoursText(now.totalHours),
            )}
          >
            {formatHours(row.totalHours)}
          </ExplainButton>
        ),
      },
      {
        key: 'standup',
        header: 'Standup - Time Out',
        className: 'text-nowrap',
        cell: (row) => {
          if (!timeZone) return null;
          const shown = (day: LoginHoursRow) =>
            formatStandupToTimeOut(day.firstStandupAt, day.lastLogAt, timeZone);
          const now = rowsNow?.get(loginHoursRowKey(row));
          return <ChangedSince text={shown(row)} now={now && shown(now)} asOf={asOf} />;
        },
      },
      {
        key: 'available',
        header: 'Hours Available',
        cell: (row) => (
          <ExplainButton
            target={{ ...cellOf(row), figure: 'hoursAvailable' }}
            label={`Hours Available of ${row.name} on ${formatDay(row.date)}`}
            changed={changedFigure(
              hoursText(row.hoursAvailable),
              rowsNow?.get(loginHoursRowKey(row)),
              (now) => hoursText(now.hoursAvailable),
            )}
          >
            {formatHours(row.hoursAvailable)}
          </ExplainButton>
        ),
      },
      {
        key: 'status',
        header: 'Status',
        className: 'text-nowrap',
        cell: (row) => (
          <ExplainButton
            target={{ ...cellOf(row), figure: 'status' }}
            label={`Status of ${row.name} on ${formatDay(row.date)}`}
            changed={changedFigure(
              row.status,
              rowsNow?.get(loginHoursRowKey(row)),
              (now) => now.status,
            )}
          >
            {row.status}
          </ExplainButton>
        ),
      },
      { key: 'action', header: 'Action', className: 'text-nowrap', cell: action },
    ];
  }, [dated, timeZone, action, asOf, rowsNow]);
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
