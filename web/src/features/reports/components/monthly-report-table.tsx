import { REPORT_PAGE_SIZE, type MonthlyReport, type MonthlyReportRow } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import type { ReportFilter } from '../../../components/report-filters';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { reportCsvPath } from '../api/filter-query';
import { MONTHLY_REPORT_PATH } from '../api/get-monthly-report';

export const workspaceNames = (row: Pick<MonthlyReportRow, 'workspaces'>) =>
  row.workspaces.map((workspace) => workspace.name).join(', ');

/** Space, User, Working Days, Absences and Leave days; a person's name opens their days. */
export function MonthlyReportTable({
  report,
  filter,
  loading,
  onPageChange,
  onOpen,
}: {
  /** One page of people (SPEC.md 9: 100 a page); the server pages. */
  report: MonthlyReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: ReportFilter;
  loading: boolean;
  onPageChange: (page: number) => void;
  onOpen: (row: MonthlyReportRow) => void;
}) {
  const columns: Column<MonthlyReportRow>[] = [
    { key: 'space', header: 'Space', cell: workspaceNames },
    {
      key: 'user',
      header: 'User',
      className: 'text-nowrap',
      cell: (row) => (
        <Button
          variant="link"
          className="p-0 text-start"
          aria-haspopup="dialog"
          onClick={() => onOpen(row)}
        >
          {row.name}
        </Button>
      ),
    },
    { key: 'workingDays', header: 'Working Days', cell: (row) => row.workingDays },
    { key: 'absences', header: 'Absences', cell: (row) => row.absences },
    { key: 'leaveDays', header: 'Leave days', cell: (row) => row.leaveDays },
  ];
  const rows = report?.rows ?? [];
  return (
    <DataTable
      phoneCards
      caption="Monthly attendance"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      pageSize={report?.pageSize ?? REPORT_PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
      paging={report ? { page: report.page, total: report.total, onPageChange } : undefined}
      toolbar={
        <CsvDownloadButton
          path={reportCsvPath(MONTHLY_REPORT_PATH, filter, report)}
          fileName="MonthlyReport.csv"
          disabled={!report || report.total === 0}
        />
      }
    />
  );
}
