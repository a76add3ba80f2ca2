import type { DayRow } from '../day-rows.js';
import { csvHours, defineCsv, type ReportCsvContext } from '../csv.js';
import { formatStandupAt } from '../format.js';

/** Report.csv of /usersReport/{id} (`layout=user-report`): the screen's columns. */
export const usersReportCsv = defineCsv<DayRow, ReportCsvContext>({
  fileName: 'Report.csv',
  columns: [
    { header: 'Date', value: (row) => row.date },
    {
      header: 'Stand Up',
      value: (row, { timeZone }) => formatStandupAt(row.firstStandupAt, timeZone),
    },
    { header: 'Total Hours', value: (row) => csvHours(row.hoursLogged) },
    { header: 'Status', value: (row) => row.label },
  ],
});
