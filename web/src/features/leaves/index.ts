export { applyLeave, useApplyLeave } from './api/apply-leave';
export { LeaveForm, type LeaveFormProps } from './components/leave-form';
export { MyLeaves } from './components/my-leaves';
export { LeaveApprovals } from './components/leave-approvals';
export { TeamLeaveCalendar } from './components/team-leave-calendar';
export { LeaveFeeds } from './components/leave-feeds';
export { LeaveBalancesTable, PeopleLeaveBalances } from './components/leave-balances';
