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
  getMilestoneReport,
  milestoneReportQueryOptions,
  useMilestoneReport,
  type MilestoneReportFilter,
} from './api/get-milestone-report';
export { MilestoneReportFilters } from './components/milestone-report-filters';
export { MilestoneReportView } from './components/milestone-report-view';
