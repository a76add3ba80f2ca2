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
import { workspaceNames } from './monthly-report-table';

const columns: Column<DetailReportRow>[] = [
  { key: 'name', header: 'Name', className: 'text-nowrap', cell: (row) => row.name },
  { key: 'space', header: 'Work space', cell: workspaceNames },
  { key: 'team', header: 'Team Name', cell: (row) => row.teamName ?? '' },
  {
    key: 'available',
    header: 'Total Hours Available',
    cell: (row) => formatHours(row.hoursAvailable),
  },
  { key: 'logged', header: 'Total Logged Hours', cell: (row) => formatHours(row.hoursLogged) },
  { key: 'onWork', header: 'Total hours on Work', cell: (row) => formatHours(row.hoursOnWork) },
  { key: 'noStandups', header: 'No Standups', cell: (row) => row.noStandups },
  { key: 'late', header: 'Late Arrival after 9:30', cell: (row) => row.lateArrivals },
];

/** SPEC.md 2's Detail Report columns, with DetailReport.csv. */
export function DetailReportTable({
  report,
  filter,
  loading,
  onPageChange,
}: {
  /** One page of people (SPEC.md 9: 100 a page); the server pages. */
  report: DetailReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: ReportFilter;
  loading: boolean;
  onPageChange: (page: number) => void;
}) {
  const rows = report?.rows ?? [];
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
          path={reportCsvPath(DETAIL_REPORT_PATH, filter, report)}
          fileName="DetailReport.csv"
          disabled={!report || report.total === 0}
        />
      }
    />
  );
}
