import { formatClock, formatDay } from '../format.js';
import type { StandupReportRow } from '../contracts.js';
import { defineCsv, overSeveralDays, type ReportCsvContext } from '../definition.js';

/** What the WorkSpace cell says for someone without a standup, as the filter names them. */
const NOT_ADDED_LABEL = 'StandUp Not Added';

/** StandUpReport.csv: the screen's columns, and each row's day over several days. */
export const standupsCsv = defineCsv<StandupReportRow, ReportCsvContext>({
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
});
