import {
  formatHours,
  REPORT_PAGE_SIZE,
  type DetailReport,
  type DetailReportRow,
} from '@teamledger/domain';
import type { ReportFilter } from '../../../components/report-filters';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { reportCsvPath } from '../api/filter-query';
import { DETAIL_REPORT_PATH } from '../api/get-detail-report';
import { figureCell } from '../../explain';
import { workspaceNames } from './monthly-report-table';

type DetailFigure =
  'hoursAvailable' | 'hoursLogged' | 'hoursOnWork' | 'noStandups' | 'lateArrivals';

/** The columns; each figure opens its explanation over the report's days, as of `asOf`. */
function detailColumns(
  report: DetailReport | undefined,
  asOf: string | null,
  rowsNow: ReadonlyMap<string, DetailReportRow> | undefined,
): Column<DetailReportRow>[] {
  const figure = (key: DetailFigure, header: string, show: (row: DetailReportRow) => string) =>
    figureCell<DetailReportRow>({
      target: (row) => ({
        report: 'detail',
        figure: key,
        user: row.userId,
        from: report?.from,
        to: report?.to,
      }),
      label: (row) => `${header} of ${row.name}`,
      show,
      asOf,
      now: (row) => rowsNow?.get(row.userId),
    });
  return [
    { key: 'name', header: 'Name', className: 'text-nowrap', cell: (row) => row.name },
    { key: 'space', header: 'Work space', cell: workspaceNames },
    { key: 'team', header: 'Team Name', cell: (row) => row.teamName ?? '' },
    {
      key: 'available',
      header: 'Total Hours Available',
      cell: figure('hoursAvailable', 'Total Hours Available', (row) =>
        formatHours(row.hoursAvailable),
      ),
    },
    {
      key: 'logged',
      header: 'Total Logged Hours',
      cell: figure('hoursLogged', 'Total Logged Hours', (row) => formatHours(row.hoursLogged)),
    },
    {
      key: 'onWork',
      header: 'Total hours on Work',
      cell: figure('hoursOnWork', 'Total hours on Work', (row) => formatHours(row.hoursOnWork)),
    },
    {
      key: 'noStandups',
      header: 'No Standups',
      cell: figure('noStandups', 'No Standups', (row) => String(row.noStandups)),
    },
    {
      key: 'late',
      header: 'Late Arrival after 9:30',
      cell: figure('lateArrivals', 'Late Arrivals', (row) => String(row.lateArrivals)),
    },
  ];
}

/** SPEC.md 2's Detail Report columns, with DetailReport.csv. */
export function DetailReportTable({
  report,
  filter,
  loading,
  onPageChange,
  asOf = null,
  rowsNow,
}: {
  /** One page of people (SPEC.md 9: 100 a page); the server pages. */
  report: DetailReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: ReportFilter;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The instant the figures stand at; null: now. */
  asOf?: string | null;
  /** With asOf: the rows as they are now, by person, to mark what changed. */
  rowsNow?: ReadonlyMap<string, DetailReportRow> | undefined;
}) {
  const rows = report?.rows ?? [];
  const columns = detailColumns(report, asOf, rowsNow);
  return (
    <DataTable
      phoneCards
      caption="Detail report"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      pageSize={report?.pageSize ?? REPORT_PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
      paging={report ? { page: report.page, total: report.total, onPageChange } : undefined}
      toolbar={
        <CsvDownloadButton
          path={reportCsvPath(DETAIL_REPORT_PATH, filter, report, asOf)}
          fileName="DetailReport.csv"
          disabled={!report || report.total === 0}
        />
      }
    />
  );
}
