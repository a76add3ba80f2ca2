export { getTeams, teamsQueryKey, teamsQueryOptions, useTeams } from './api/get-teams';
export { saveTeam, useSaveTeam, type SaveTeamVariables } from './api/save-team';
export { deleteTeam, useDeleteTeam } from './api/delete-team';
export { TeamsTable } from './components/teams-table';
