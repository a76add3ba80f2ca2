import type { MonthlyReportRow } from '../contracts.js';
import { defineCsv, defineReport, type ReportCsvContext } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';
import { formatWorkspaces } from '../format.js';

/** Monthly Report (admins and leads): working days, absences and leave days per person. */
export const monthlyReport = defineReport({
  key: 'monthly',
  endpoint: reportEndpoints.monthly,
  path: '/report2',
  navigation: { label: 'Monthly Report', audience: 'adminsAndLeads', place: 'after-forms' },
  csv: defineCsv<MonthlyReportRow, ReportCsvContext>({
    fileName: 'MonthlyReport.csv',
    columns: [
      { header: 'Space', value: (row) => formatWorkspaces(row.workspaces) },
      { header: 'User', value: (row) => row.name },
      { header: 'Working Days', value: (row) => row.workingDays },
      { header: 'Absences', value: (row) => row.absences },
      { header: 'Leave days', value: (row) => row.leaveDays },
    ],
  }),
  chart: { title: 'Attendance per person: working days, absences and leave days' },
});
