import type { MilestoneReportEntry } from '../contracts.js';
import { defineCsv, type ReportCsvContext } from '../definition.js';
import { formatMilestoneHours, formatMilestoneReportTime } from '../milestone-report.js';
import { NO_MILESTONE_LABEL } from '../timesheet.js';

/** MilestoneReport.csv: one row per entry of the range, milestone by milestone as the cards show them. */
export const milestonesCsv = defineCsv<MilestoneReportEntry, ReportCsvContext>({
  fileName: 'MilestoneReport.csv',
  columns: [
    { header: 'Milestone', value: (entry) => entry.milestone?.name ?? NO_MILESTONE_LABEL },
    { header: 'WorkSpace', value: (entry) => entry.workspace.name },
    { header: 'Name', value: (entry) => entry.user.name },
    {
      header: 'Date',
      value: (entry, { timeZone }) =>
        formatMilestoneReportTime(entry.date, entry.loggedAt, timeZone),
    },
    { header: 'Ticket', value: (entry) => (entry.ticket ? `#${entry.ticket.number}` : '') },
    { header: 'Ticket Link', value: (entry) => entry.ticket?.url ?? '' },
    { header: 'Title', value: (entry) => entry.title },
    { header: 'Hours', value: (entry) => formatMilestoneHours(entry.hours) },
  ],
});
