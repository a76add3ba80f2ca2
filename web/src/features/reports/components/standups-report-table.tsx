import {
  formatClock,
  missingStandupLabel,
  STANDUPS_REPORT_PAGE_SIZE,
  type StandupReportRow,
  type StandupsReport,
} from '@teamledger/domain';
import { useMemo } from 'react';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { TruncatedText } from '../../../components/text';
import { ChangedSince } from './changed-since';
import {
  STANDUPS_REPORT_PATH,
  standupsReportQuery,
  type StandupsReportFilter,
} from '../api/get-standups-report';

/** SPEC.md 9: the all-user standup report cuts text at 70 characters (20 rows a page). */
const CUT = 70;

/** Someone without a standup: on leave (with its type), or not added. */
const Missing = ({ row }: { row: StandupReportRow }) => (
  <span className="text-body-secondary fst-italic">{missingStandupLabel(row.leaveType)}</span>
);

export const standupRowKey = (row: StandupReportRow) => `${row.date}-${row.user.id}`;

/** What a row says of the person's day, in words: to tell whether it changed since. */
function rowSummary(row: StandupReportRow, timeZone: string): string {
  const { standup } = row;
  if (!standup) return missingStandupLabel(row.leaveType);
  return [
    `reported at ${formatClock(standup.reportedAt, timeZone)}`,
    standup.workspace?.name ?? '',
    standup.yesterday,
    standup.today,
    standup.roadblocks,
  ].join('; ');
}

/**
 * The report's rows; as of an instant (`asOf`), `rowsNow` gives the same rows now by
 * standupRowKey, and a row that differs is marked changed on its Name, saying both.
 */
export function StandupsReportTable({
  report,
  filter,
  loading,
  emptyMessage,
  onPageChange,
  asOf = null,
  rowsNow,
}: {
  /** One page of rows; the server pages. */
  report: StandupsReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: StandupsReportFilter;
  loading: boolean;
  emptyMessage: string;
  onPageChange: (page: number) => void;
  /** The instant the rows stand at; null: now. */
  asOf?: string | null;
  /** With asOf: the same rows as they are now, by standupRowKey. */
  rowsNow?: ReadonlyMap<string, StandupReportRow> | undefined;
}) {
  const timeZone = report?.timeZone;
  // The same columns while the page stays: the rows then render once, not again as each
  // of the screen's other queries answers.
  const columns = useMemo((): Column<StandupReportRow>[] => {
    const text = (pick: (standup: NonNullable<StandupReportRow['standup']>) => string) =>
      function Cell(row: StandupReportRow) {
        return row.standup ? <TruncatedText text={pick(row.standup)} max={CUT} /> : null;
      };
    return [
      {
        key: 'reportedAt',
        header: 'Reported at',
        className: 'text-nowrap',
        cell: (row) =>
          row.standup && timeZone ? formatClock(row.standup.reportedAt, timeZone) : '—',
      },
      { key: 'team', header: 'Team Name', cell: (row) => row.teamName ?? '' },
      {
        key: 'name',
        header: 'Name',
        className: 'text-nowrap',
        cell: (row) => {
          const now = rowsNow?.get(standupRowKey(row));
          return timeZone ? (
            <ChangedSince
              text={row.user.name}
              then={rowSummary(row, timeZone)}
              now={now === undefined ? undefined : rowSummary(now, timeZone)}
              asOf={asOf}
            />
          ) : (
            row.user.name
          );
        },
      },
      {
        key: 'workspace',
        header: 'WorkSpace',
        cell: (row) => (row.standup ? (row.standup.workspace?.name ?? '') : <Missing row={row} />),
      },
      {
        key: 'yesterday',
        header: 'What I did in the last day',
        cell: text((standup) => standup.yesterday),
      },
      { key: 'today', header: 'What I will do today', cell: text((standup) => standup.today) },
      {
        key: 'roadblocks',
        header: 'Do you have roadblocks',
        cell: text((standup) => standup.roadblocks),
      },
    ];
  }, [timeZone, asOf, rowsNow]);
  const rows = report?.rows ?? [];
  const csvPath = `${STANDUPS_REPORT_PATH}?${new URLSearchParams(
    standupsReportQuery({ ...filter, date: filter.date ?? report?.from ?? null }),
  ).toString()}`;
  return (
    <DataTable
      phoneCards
      caption="Standups of everyone"
      columns={columns}
      rows={rows}
      rowKey={standupRowKey}
      pageSize={report?.pageSize ?? STANDUPS_REPORT_PAGE_SIZE}
      emptyMessage={emptyMessage}
      loading={loading}
      paging={report ? { page: report.page, total: report.total, onPageChange } : undefined}
      toolbar={
        <CsvDownloadButton
          path={csvPath}
          fileName="StandUpReport.csv"
          disabled={!report || report.total === 0}
        />
      }
    />
  );
}
