import { defineReport } from '../definition.js';

/** TimeSheet Report (everyone): hours per person, workspace and milestone. */
export const timesheetReport = defineReport({
  key: 'timesheet',
  endpoint: 'timesheet',
  path: '/TimesheetReport',
  navigation: { label: 'TimeSheet Report', audience: 'everyone', place: 'before-forms' },
  chart: { title: 'Hours per day by workspace' },
});
