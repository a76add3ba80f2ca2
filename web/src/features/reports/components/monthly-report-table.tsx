import { REPORT_PAGE_SIZE, type MonthlyReport, type MonthlyReportRow } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import type { ReportFilter } from '../../../components/report-filters';
import { CsvDownloadButton, DataTable, type Column } from '../../../components/table';
import { figureCell } from '../../explain';
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
  asOf = null,
  rowsNow,
}: {
  /** One page of people (SPEC.md 9: 100 a page); the server pages. */
  report: MonthlyReport | undefined;
  /** The filter the rows answer, so the download is the same rows. */
  filter: ReportFilter;
  loading: boolean;
  onPageChange: (page: number) => void;
  onOpen: (row: MonthlyReportRow) => void;
  /** The instant the figures stand at; null: now. */
  asOf?: string | null;
  /** With asOf: the rows as they are now, by person, to mark what changed. */
  rowsNow?: ReadonlyMap<string, MonthlyReportRow> | undefined;
}) {
  const figure = (
    key: 'workingDays' | 'absences' | 'leaveDays',
    header: string,
  ): Column<MonthlyReportRow>['cell'] =>
    figureCell<MonthlyReportRow>({
      target: (row) => ({
        report: 'monthly',
        figure: key,
        user: row.userId,
        from: report?.from,
        to: report?.to,
      }),
      label: (row) => `${header} of ${row.name}`,
      show: (row) => String(row[key]),
      asOf,
      now: (row) => rowsNow?.get(row.userId),
    });
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
    { key: 'workingDays', header: 'Working Days', cell: figure('workingDays', 'Working Days') },
    { key: 'absences', header: 'Absences', cell: figure('absences', 'Absences') },
    { key: 'leaveDays', header: 'Leave days', cell: figure('leaveDays', 'Leave days') },
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
          path={reportCsvPath(MONTHLY_REPORT_PATH, filter, report, asOf)}
          fileName="MonthlyReport.csv"
          disabled={!report || report.total === 0}
        />
      }
    />
  );
}
