export { getMyStandups, myStandupsQueryOptions, useMyStandups } from './api/get-my-standups';
export { getUserDays, userDaysPath, userDaysQueryOptions, useUserDays } from './api/get-user-days';
export { reportsQueryKey } from './api/keys';
export { MyStandupsTable } from './components/my-standups-table';
export { UserDaysTable } from './components/user-days-table';
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
  getLoginHoursReport,
  loginHoursReportQuery,
  loginHoursReportQueryOptions,
  useLoginHoursReport,
  type LoginHoursFilter,
} from './api/get-login-hours-report';
export {
  EMPTY_LOGIN_HOURS_DRAFT,
  LoginHoursFilters,
  type LoginHoursDraft,
} from './components/login-hours-filters';
export { LoginHoursTable, loginHoursRowKey } from './components/login-hours-table';
export { LoginHoursChart } from './components/login-hours-chart-lazy';
export { UsersReportTable } from './components/users-report-table';
