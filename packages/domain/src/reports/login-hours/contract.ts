import type { LoginHoursRow } from '../contracts.js';
import { defineCsv, overSeveralDays, type ReportCsvContext } from '../definition.js';
import { formatDay, formatHours, formatStandupToTimeOut, formatWorkspaces } from '../format.js';

/** Report.csv of the Login + Hours Report: the screen's columns, and each row's day over several days. */
export const loginHoursCsv = defineCsv<LoginHoursRow, ReportCsvContext>({
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
});
