export { getMyHome, myHomeQueryKey, myHomeQueryOptions, useMyHome } from './api/my-home';
export { getTeamHome, teamHomeQueryKey, teamHomeQueryOptions, useTeamHome } from './api/team-home';
export { remindMissing, useRemindMissing, type RemindMissingResult } from './api/remind-missing';
export { MyDay, type MyDayProps } from './components/my-day';
export { TeamDay, type TeamDayProps } from './components/team-day';
