import type { DayRow } from '../day-rows.js';
import { defineCsv, defineReport, type ReportCsvContext } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';
import { formatDay, formatHoursLogged, formatStandupAt } from '../format.js';

/**
 * Another person's days (/usersReport/{id}, opened from the Login/Hours Report): the same
 * endpoint as Task Logs with `layout=user-report`, and this screen's columns.
 */
export const usersReport = defineReport({
  key: 'users-report',
  endpoint: reportEndpoints.userDays,
  path: '/usersReport/:id',
  navigation: null,
  csv: defineCsv<DayRow, ReportCsvContext>({
    fileName: 'Report.csv',
    columns: [
      { header: 'Date', value: (row) => formatDay(row.date) },
      {
        header: 'Stand Up',
        value: (row, { timeZone }) => formatStandupAt(row.firstStandupAt, timeZone),
      },
      { header: 'Total Hours', value: (row) => formatHoursLogged(row.hoursLogged, row.label) },
    ],
  }),
  chart: null,
});
