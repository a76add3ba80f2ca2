import {
  formatClock,
  formatDay,
  type MyStandupRow,
  type MyStandupsReport,
} from '@teamledger/domain';
import { DataTable, RowActionButton, type Column } from '../../../components/table';
import { TruncatedText } from '../../../components/text';

/** SPEC.md 9: the own standup report cuts text at 30 characters and shows 100 rows a page. */
const CUT = 30;
const PAGE_SIZE = 100;

/** A day without a standup: Not Added, Holiday or On leave (type). */
const missing = (label: string | null) => (
  <span className="text-body-secondary fst-italic">{label}</span>
);

export function MyStandupsTable({
  report,
  loading,
  onEdit,
  onHistory,
}: {
  report: MyStandupsReport | undefined;
  loading: boolean;
  /**
   * Corrects a day's standup (DESIGN.md 6.13): an Edit button on each day whose standup the
   * API says may be corrected now (its correction window still open).
   */
  onEdit?: (row: MyStandupRow) => void;
  /** Shows the corrections of a day's standup: a History button on each day that has one. */
  onHistory: (row: MyStandupRow) => void;
}) {
  const text = (pick: (standup: NonNullable<MyStandupRow['standup']>) => string) =>
    function Cell(row: MyStandupRow) {
      return row.standup ? <TruncatedText text={pick(row.standup)} max={CUT} /> : null;
    };
  const columns: Column<MyStandupRow>[] = [
    { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), className: 'text-nowrap' },
    {
      key: 'reportedAt',
      header: 'Reported at',
      className: 'text-nowrap',
      cell: (row) =>
        row.standup && report
          ? formatClock(row.standup.reportedAt, report.timeZone)
          : missing(row.missing),
    },
    { key: 'workspace', header: 'WorkSpace', cell: (row) => row.standup?.workspace ?? null },
    { key: 'yesterday', header: 'LastDay', cell: text((standup) => standup.yesterday) },
    { key: 'today', header: 'Today', cell: text((standup) => standup.today) },
    { key: 'roadblocks', header: 'Roadblock', cell: text((standup) => standup.roadblocks) },
  ];
  columns.push({
    key: 'actions',
    header: 'Actions',
    cell: (row) =>
      row.standup ? (
        <div className="d-flex flex-wrap gap-2">
          {onEdit && row.standup.correctable ? (
            <RowActionButton
              label="Edit"
              name={`the standup of ${formatDay(row.date)}`}
              variant="outline-primary"
              onClick={() => onEdit(row)}
            />
          ) : null}
          <RowActionButton
            label="History"
            name={`the standup of ${formatDay(row.date)}`}
            variant="outline-secondary"
            onClick={() => onHistory(row)}
          />
        </div>
      ) : null,
  });
  return (
    <DataTable
      phoneCards
      caption="My standups"
      columns={columns}
      rows={report?.rows ?? []}
      rowKey={(row) => row.date}
      pageSize={PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
    />
  );
}
