import type { DetailReportRow } from '../contracts.js';
import { defineCsv, defineReport, type ReportCsvContext } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';
import { formatHours, formatWorkspaces } from '../format.js';

/** Detail Report (admins and leads): hours and attendance per person. */
export const detailReport = defineReport({
  key: 'detail',
  endpoint: reportEndpoints.detail,
  path: '/DetailReport',
  navigation: { label: 'Detail Report', audience: 'adminsAndLeads', place: 'after-forms' },
  csv: defineCsv<DetailReportRow, ReportCsvContext>({
    fileName: 'DetailReport.csv',
    columns: [
      { header: 'Name', value: (row) => row.name },
      { header: 'Work space', value: (row) => formatWorkspaces(row.workspaces) },
      { header: 'Team Name', value: (row) => row.teamName ?? '' },
      { header: 'Total Hours Available', value: (row) => formatHours(row.hoursAvailable) },
      { header: 'Total Logged Hours', value: (row) => formatHours(row.hoursLogged) },
      { header: 'Total hours on Work', value: (row) => formatHours(row.hoursOnWork) },
      { header: 'No Standups', value: (row) => row.noStandups },
      { header: 'Late Arrival after 9:30', value: (row) => row.lateArrivals },
    ],
  }),
  chart: null,
});
