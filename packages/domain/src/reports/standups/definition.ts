import { formatClock, formatDay } from '../format.js';
import type { StandupReportRow } from '../contracts.js';
import { defineCsv, defineReport, overSeveralDays, type ReportCsvContext } from '../definition.js';
import { reportEndpoints } from '../endpoints.js';

/** What the WorkSpace cell says for someone without a standup, as the filter names them. */
const NOT_ADDED_LABEL = 'StandUp Not Added';

/** StandUp Report (admins and leads): everyone's standups of a day, and who has none. */
export const standupsReport = defineReport({
  key: 'standups',
  endpoint: reportEndpoints.standups,
  path: '/StandUpReport',
  navigation: { label: 'StandUp Report', audience: 'adminsAndLeads', place: 'before-forms' },
  csv: defineCsv<StandupReportRow, ReportCsvContext>({
    fileName: 'StandUpReport.csv',
    columns: [
      { header: 'Date', when: overSeveralDays, value: (row) => formatDay(row.date) },
      {
        header: 'Reported at',
        value: ({ standup }, { timeZone }) =>
          standup ? formatClock(standup.reportedAt, timeZone) : '—',
      },
      { header: 'Team Name', value: (row) => row.teamName ?? '' },
      { header: 'Name', value: (row) => row.user.name },
      {
        header: 'WorkSpace',
        value: ({ standup }) => (standup ? (standup.workspace?.name ?? '') : NOT_ADDED_LABEL),
      },
      { header: 'What I did in the last day', value: ({ standup }) => standup?.yesterday ?? '' },
      { header: 'What I will do today', value: ({ standup }) => standup?.today ?? '' },
      { header: 'Do you have roadblocks', value: ({ standup }) => standup?.roadblocks ?? '' },
    ],
  }),
  chart: null,
});
