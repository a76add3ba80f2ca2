import {
  formatHours,
  NO_MILESTONE_LABEL,
  TIMESHEET_PAGE_SIZE,
  type TimesheetRow,
} from '@teamledger/domain';
import {
  CsvDownloadButton,
  DataTable,
  RowActionButton,
  type Column,
  type ServerPaging,
} from '../../../components/table';
import { figureCell } from '../../explain';
import { timesheetTicketsCsvPath, type TimesheetRowRef } from '../api/get-timesheet-tickets';

/** Names a row for screen readers, as its buttons act on it: 'Uma Patel, Mobile App, No Milestone'. */
export const timesheetRowName = (row: TimesheetRow) =>
  `${row.name}, ${row.workspace.name}, ${row.milestone?.name ?? NO_MILESTONE_LABEL}`;

export const timesheetRowKey = (row: TimesheetRow) =>
  `${row.userId}-${row.workspace.id}-${row.milestone?.id ?? 'none'}`;

/** SPEC.md 2's TimeSheet table: Name, Team Name, Milestone, Space, Hours and the row's actions. */
export function TimesheetTable({
  rows,
  paging,
  range,
  loading,
  emptyMessage,
  csvPath,
  onDetails,
  asOf = null,
  rowsNow,
}: {
  /** One page of rows, the server's. */
  rows: readonly TimesheetRow[];
  paging: ServerPaging | undefined;
  /** The range the rows cover, which their details and downloads cover too. */
  range: { from: string; to: string } | null;
  loading: boolean;
  emptyMessage: string;
  /** The whole report as CSV (TimesheetReport.csv); null when there is nothing to download. */
  csvPath: string | null;
  onDetails: (ref: TimesheetRowRef) => void;
  /** The instant the hours stand at; null: now. */
  asOf?: string | null;
  /** With asOf: the rows as they are now, by timesheetRowKey, to mark what changed. */
  rowsNow?: ReadonlyMap<string, TimesheetRow> | undefined;
}) {
  const columns: Column<TimesheetRow>[] = [
    { key: 'name', header: 'Name', className: 'text-nowrap', cell: (row) => row.name },
    { key: 'team', header: 'Team Name', cell: (row) => row.teamName ?? '' },
    {
      key: 'milestone',
      header: 'Milestone',
      cell: (row) => row.milestone?.name ?? NO_MILESTONE_LABEL,
    },
    { key: 'space', header: 'Space', cell: (row) => row.workspace.name },
    {
      key: 'hours',
      header: 'Hours',
      cell: figureCell<TimesheetRow>({
        target: (row) => ({
          report: 'timesheet',
          figure: 'totalHours',
          user: row.userId,
          from: range?.from,
          to: range?.to,
          workspace: row.workspace.id,
          milestone: row.milestone?.id ?? 'none',
        }),
        label: (row) => `Hours of ${timesheetRowName(row)}`,
        show: (row) => formatHours(row.totalHours),
        asOf,
        now: (row) => rowsNow?.get(timesheetRowKey(row)),
      }),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (row) =>
        range ? (
          <div className="d-flex gap-2">
            <RowActionButton
              label="Details"
              name={timesheetRowName(row)}
              variant="outline-primary"
              onClick={() => onDetails({ row, ...range })}
            />
            <CsvDownloadButton
              label="Download"
              rowName={timesheetRowName(row)}
              path={timesheetTicketsCsvPath({ row, ...range })}
              fileName="UserReport.csv"
            />
          </div>
        ) : null,
    },
  ];
  return (
    <DataTable
      phoneCards
      caption="Hours by person, milestone and space"
      columns={columns}
      rows={rows}
      rowKey={timesheetRowKey}
      pageSize={TIMESHEET_PAGE_SIZE}
      paging={paging}
      emptyMessage={emptyMessage}
      loading={loading}
      toolbar={
        <CsvDownloadButton
          path={csvPath ?? ''}
          fileName="TimesheetReport.csv"
          disabled={csvPath === null || rows.length === 0}
        />
      }
    />
  );
}
