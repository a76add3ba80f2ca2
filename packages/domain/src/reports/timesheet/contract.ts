import { defineCsv, type ReportCsvContext } from '../definition.js';
import { formatDay, formatHours } from '../format.js';
import {
  NO_MILESTONE_LABEL,
  ticketLabel,
  type TimesheetEntry,
  type TimesheetRow,
} from '../timesheet.js';

/** TimesheetReport.csv: every row of the report, the table's columns. */
export const timesheetCsv = defineCsv<TimesheetRow, ReportCsvContext>({
  fileName: 'TimesheetReport.csv',
  columns: [
    { header: 'Name', value: (row) => row.name },
    { header: 'Team Name', value: (row) => row.teamName ?? '' },
    { header: 'Milestone', value: (row) => row.milestone?.name ?? NO_MILESTONE_LABEL },
    { header: 'Space', value: (row) => row.workspace.name },
    { header: 'Hours', value: (row) => formatHours(row.totalHours) },
  ],
});

/**
 * A row's per-row Download (GET /api/reports/timesheet/tickets): the Ticket Details modal's
 * columns, each entry dated since the file may span several days.
 */
export const timesheetTicketsCsv = defineCsv<
  TimesheetEntry,
  { workspaceName: string; milestoneName: string }
>({
  fileName: 'UserReport.csv',
  columns: [
    { header: 'Date', value: (entry) => formatDay(entry.date) },
    { header: 'Space Name', value: (_entry, { workspaceName }) => workspaceName },
    { header: 'Milestone', value: (_entry, { milestoneName }) => milestoneName },
    { header: 'Hours', value: (entry) => formatHours(entry.hours) },
    { header: 'Ticket', value: (entry) => ticketLabel(entry) },
    { header: 'Ticket URL', value: (entry) => entry.ticket?.url ?? '' },
  ],
});
