import type { DayRow } from '../day-rows.js';
import { defineCsv, type ReportCsvContext } from '../csv.js';
import { formatDay, formatHoursLogged, formatStandupAt } from '../format.js';

/** Report.csv of /usersReport/{id} (`layout=user-report`): the screen's columns. */
export const usersReportCsv = defineCsv<DayRow, ReportCsvContext>({
  fileName: 'Report.csv',
  columns: [
    { header: 'Date', value: (row) => formatDay(row.date) },
    {
      header: 'Stand Up',
      value: (row, { timeZone }) => formatStandupAt(row.firstStandupAt, timeZone),
    },
    { header: 'Total Hours', value: (row) => formatHoursLogged(row.hoursLogged, row.label) },
  ],
});
