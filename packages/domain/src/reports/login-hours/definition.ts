import type { LoginHoursRow } from '../contracts.js';
import { defineCsv, defineReport, overSeveralDays, type ReportCsvContext } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';
import { formatDay, formatHours, formatStandupToTimeOut, formatWorkspaces } from '../format.js';

/** Login + Hours Report (admins and leads): everyone's days, with the hours filter. */
export const loginHoursReport = defineReport({
  key: 'login-hours',
  endpoint: reportEndpoints.loginHours,
  path: '/report1',
  navigation: { label: 'Login/Hours Report', audience: 'adminsAndLeads', place: 'after-forms' },
  csv: defineCsv<LoginHoursRow, ReportCsvContext>({
    fileName: 'Report.csv',
    columns: [
      { header: 'Date', when: overSeveralDays, value: (row) => formatDay(row.date) },
      { header: 'User', value: (row) => row.name },
      { header: 'Team Name', value: (row) => row.teamName ?? '' },
      {
        header: 'Space',
        value: (row) => formatWorkspaces(row.workspaces),
      },
      { header: 'Total Hours', value: (row) => formatHours(row.totalHours) },
      {
        header: 'Standup - Time Out',
        value: (row, { timeZone }) =>
          formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone),
      },
      { header: 'Hours Available', value: (row) => formatHours(row.hoursAvailable) },
      { header: 'Status', value: (row) => row.status },
    ],
  }),
  chart: { title: 'Hours logged against hours available per person' },
});
