import type { DetailReportRow } from '../contracts.js';
import { defineCsv, type ReportCsvContext } from '../definition.js';
import { formatHours, formatWorkspaces } from '../format.js';

/** DetailReport.csv: every person's row, the table's columns. */
export const detailCsv = defineCsv<DetailReportRow, ReportCsvContext>({
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
});
