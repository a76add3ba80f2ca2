import type { MonthlyReportRow } from '../contracts.js';
import { defineCsv, type ReportCsvContext } from '../definition.js';
import { formatWorkspaces } from '../format.js';

/** MonthlyReport.csv: every person's row, the table's columns. */
export const monthlyCsv = defineCsv<MonthlyReportRow, ReportCsvContext>({
  fileName: 'MonthlyReport.csv',
  columns: [
    { header: 'Space', value: (row) => formatWorkspaces(row.workspaces) },
    { header: 'User', value: (row) => row.name },
    { header: 'Working Days', value: (row) => row.workingDays },
    { header: 'Absences', value: (row) => row.absences },
    { header: 'Leave days', value: (row) => row.leaveDays },
  ],
});
