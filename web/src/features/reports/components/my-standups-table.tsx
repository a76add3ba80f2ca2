import type { ReactNode } from 'react';
import {
  formatClock,
  formatDay,
  type MyStandupRow,
  type MyStandupsReport,
} from '@teamledger/domain';
import { DataTable, RowActionButton, type Column } from '../../../components/table';
import { TruncatedText } from '../../../components/text';
import { ChangedSince } from './changed-since';

/** SPEC.md 9: the own standup report cuts text at 30 characters and shows 100 rows a page. */
const CUT = 30;
const PAGE_SIZE = 100;

/** A day without a standup: Not Added, Holiday or On leave (type). */
const missing = (label: string | null) => (
  <span className="text-body-secondary fst-italic">{label}</span>
);

/**
 * My standups by day. As of an instant (`asOf`), `rowsNow` gives the same days as they are
 * now, by date, and a cell that differs is marked changed, saying both.
 */
export function MyStandupsTable({
  report,
  loading,
  onEdit,
  onHistory,
  asOf = null,
  rowsNow,
}: {
  report: MyStandupsReport | undefined;
  loading: boolean;
  asOf?: string | null;
  /** With asOf: the same days as they are now, by date. */
  rowsNow?: ReadonlyMap<string, MyStandupRow> | undefined;
  /**
   * Corrects a day's standup (DESIGN.md 6.13): an Edit button on each day whose standup the
   * API says may be corrected now (its correction window still open).
   */
  onEdit?: (row: MyStandupRow) => void;
  /** Shows the corrections of a day's standup: a History button on each day that has one. */
  onHistory: (row: MyStandupRow) => void;
}) {
  /** A cell as shown; marked changed when what it says (`said`) is not what it says now. */
  const marked =
    (said: (row: MyStandupRow) => string, shown: (row: MyStandupRow) => ReactNode) =>
    (row: MyStandupRow) => {
      const now = rowsNow?.get(row.date);
      const then = said(row);
      if (asOf === null || now === undefined || said(now) === then) return shown(row);
      const cut = then.length > CUT ? `${then.slice(0, CUT)}…` : then;
      return <ChangedSince text={cut} then={then} now={said(now)} asOf={asOf} />;
    };
  const text = (pick: (standup: NonNullable<MyStandupRow['standup']>) => string) =>
    marked(
      (row) => (row.standup ? pick(row.standup) : ''),
      function Cell(row: MyStandupRow) {
        return row.standup ? <TruncatedText text={pick(row.standup)} max={CUT} /> : null;
      },
    );
  const reportedAt = (row: MyStandupRow) =>
    row.standup && report
      ? formatClock(row.standup.reportedAt, report.timeZone)
      : (row.missing ?? '');
  const columns: Column<MyStandupRow>[] = [
    { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), className: 'text-nowrap' },
    {
      key: 'reportedAt',
      header: 'Reported at',
      className: 'text-nowrap',
      cell: marked(reportedAt, (row) => (row.standup ? reportedAt(row) : missing(row.missing))),
    },
    {
      key: 'workspace',
      header: 'WorkSpace',
      cell: marked(
        (row) => row.standup?.workspace ?? '',
        (row) => row.standup?.workspace ?? null,
      ),
    },
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
