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

export function StandupsReportTable({
  report,
  filter,
  loading,
  emptyMessage,
  onPageChange,
}: {
  /** One page of rows; the server pages. */
  report: StandupsReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: StandupsReportFilter;
  loading: boolean;
  emptyMessage: string;
  onPageChange: (page: number) => void;
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
      { key: 'name', header: 'Name', className: 'text-nowrap', cell: (row) => row.user.name },
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
  }, [timeZone]);
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
      rowKey={(row) => `${row.date}-${row.user.id}`}
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
