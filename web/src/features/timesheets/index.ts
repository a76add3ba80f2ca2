export {
  timesheetsQueryKey,
  useTimesheet,
  useTimesheetApprovals,
  type PeriodChoice,
} from './api/timesheets';
export { MyTimesheet, revisionSummary } from './components/my-timesheet';
export { MyTimesheetCard } from './components/my-timesheet-card';
export { PeriodLockAlert } from './components/period-lock-alert';
export { TimesheetApprovals } from './components/timesheet-approvals';
export { TimesheetStatusBadge } from './components/status-badge';
