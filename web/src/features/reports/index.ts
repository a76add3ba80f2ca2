export {
  getMyStandups,
  myStandupsQueryOptions,
  useMyStandups,
  useMyStandupsNow,
} from './api/get-my-standups';
export {
  getUserDays,
  userDaysPath,
  userDaysQueryOptions,
  useUserDays,
  useUserDaysNow,
} from './api/get-user-days';
export { reportsQueryKey } from './api/keys';
export {
  loginHoursReportOpeningRequests,
  standupsReportOpeningRequests,
} from './api/opening-requests';
export { MyStandupsTable } from './components/my-standups-table';
export { UserDaysTable } from './components/user-days-table';
export { prefetchStandupsReport, StandupsReport } from './components/standups-report';
export {
  getStandupsReport,
  standupsReportQueryOptions,
  useStandupsReport,
  type StandupsReportFilter,
} from './api/get-standups-report';
export {
  ALL_WORKSPACES,
  StandupsReportFilters,
  type StandupsReportDraft,
} from './components/standups-report-filters';
export { StandupsReportTable } from './components/standups-report-table';
export {
  getMonthlyReport,
  monthlyReportQueryOptions,
  useMonthlyReport,
} from './api/get-monthly-report';
export {
  getDetailReport,
  detailReportQueryOptions,
  useDetailReport,
} from './api/get-detail-report';
export { MonthlyReportTable } from './components/monthly-report-table';
export { DetailReportTable } from './components/detail-report-table';
export { AttendanceChart } from './components/attendance-chart';
export { UserDaysModal, type UserDaysPerson } from './components/user-days-modal';
export {
  getTimesheetReport,
  timesheetReportCsvPath,
  timesheetReportQueryOptions,
  useTimesheetReport,
  type TimesheetFilter,
} from './api/get-timesheet-report';
export {
  getTimesheetTickets,
  timesheetTicketsCsvPath,
  timesheetTicketsQueryOptions,
  useTimesheetTickets,
  type TimesheetRowRef,
} from './api/get-timesheet-tickets';
export { TicketDetailsModal } from './components/ticket-details-modal';
export { TimesheetChart } from './components/timesheet-chart';
export { TimesheetTable, timesheetRowKey } from './components/timesheet-table';
export { ALL_USERS, TimesheetUserSelect } from './components/timesheet-user-select';
export {
  getMilestoneReport,
  milestoneReportQueryOptions,
  useMilestoneReport,
  type MilestoneReportFilter,
} from './api/get-milestone-report';
export { MilestoneReportFilters } from './components/milestone-report-filters';
export { MilestoneReportView } from './components/milestone-report-view';
export {
  getLoginHoursReport,
  loginHoursReportQuery,
  loginHoursReportQueryOptions,
  useLoginHoursReport,
  type LoginHoursFilter,
} from './api/get-login-hours-report';
export {
  ANY_HOURS,
  HoursFilterFields,
  hoursFilterProblem,
  type HoursFilterDraft,
} from './components/login-hours-filters';
export { LoginHoursTable, loginHoursRowKey } from './components/login-hours-table';
export { LoginHoursChart } from './components/login-hours-chart';
