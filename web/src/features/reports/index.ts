export { getMyStandups, myStandupsQueryOptions, useMyStandups } from './api/get-my-standups';
export { getUserDays, userDaysPath, userDaysQueryOptions, useUserDays } from './api/get-user-days';
export { reportsQueryKey } from './api/keys';
export { MyStandupsTable } from './components/my-standups-table';
export { UserDaysTable } from './components/user-days-table';
export { StandupsReport } from './components/standups-report';
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
