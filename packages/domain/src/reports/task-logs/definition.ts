import type { DayRow } from '../day-rows.js';
import { defineCsv, defineReport, type ReportCsvContext } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';
import { formatDay, formatHours, formatHoursLogged, formatStandupToTimeOut } from '../format.js';

/** Task Logs (role User): my days, standup to time out, hours available and logged. */
export const taskLogsReport = defineReport({
  key: 'task-logs',
  endpoint: reportEndpoints.userDays,
  path: '/userReport',
  navigation: { label: 'Task Logs', audience: 'usersOnly', place: 'before-forms' },
  csv: defineCsv<DayRow, ReportCsvContext>({
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
  }),
  chart: null,
});
