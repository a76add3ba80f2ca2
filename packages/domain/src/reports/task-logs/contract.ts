import type { DayRow } from '../day-rows.js';
import { defineCsv, type ReportCsvContext } from '../definition.js';
import { formatDay, formatHours, formatHoursLogged, formatStandupToTimeOut } from '../format.js';

/** Report.csv of Task Logs (`layout=task-logs`, the default): the screen's columns. */
export const taskLogsCsv = defineCsv<DayRow, ReportCsvContext>({
  fileName: 'Report.csv',
  columns: [
    { header: 'Date', value: (row) => formatDay(row.date) },
    {
      header: 'Standup - Time Out',
      value: (row, { timeZone }) =>
        formatStandupToTimeOut(row.firstStandupAt, row.lastLogAt, timeZone),
    },
    { header: 'Hours Available', value: (row) => formatHours(row.hoursAvailable) },
    { header: 'Hours Logged', value: (row) => formatHoursLogged(row.hoursLogged, row.label) },
  ],
});
