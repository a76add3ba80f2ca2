import type { Endpoint } from './shared/endpoint.js';
import { explainEndpoints } from './explain/endpoints.js';
import { holidayEndpoints } from './holidays/endpoints.js';
import { homeEndpoints } from './homes/endpoints.js';
import { leadRequestEndpoints } from './lead-requests/endpoints.js';
import { leaveEndpoints } from './leaves/endpoints.js';
import { milestoneEndpoints } from './milestones/endpoints.js';
import { opsEndpoints } from './ops/endpoints.js';
import { jobEndpoints, providerEndpoints } from './provider/endpoints.js';
import { reminderEndpoints } from './reminders/endpoints.js';
import { reportEndpoints } from './reports/endpoints.js';
import { scoreEndpoints } from './scores/endpoints.js';
import { settingsEndpoints } from './settings/endpoints.js';
import { ssoEndpoints } from './sso/endpoints.js';
import { standupEndpoints } from './standups/endpoints.js';
import { teamEndpoints } from './teams/endpoints.js';
import { templateEndpoints } from './templates/endpoints.js';
import { timesheetPeriodEndpoints } from './timesheets/endpoints.js';
import { testClockEndpoints } from './test-clock/endpoints.js';
import { userEndpoints } from './users/endpoints.js';
import { workingTimeEndpoints } from './working-time/endpoints.js';
import { worklogEndpoints } from './worklogs/endpoints.js';
import { workspaceEndpoints } from './workspaces/endpoints.js';

/**
 * Every /api endpoint, one slice's contracts per line: the permission matrix and the
 * contract checks iterate it. A new endpoint in an existing slice needs no line here.
 */
export const endpoints: readonly Endpoint[] = [
  userEndpoints,
  settingsEndpoints,
  ssoEndpoints,
  teamEndpoints,
  workspaceEndpoints,
  leadRequestEndpoints,
  holidayEndpoints,
  standupEndpoints,
  leaveEndpoints,
  worklogEndpoints,
  milestoneEndpoints,
  reportEndpoints,
  testClockEndpoints,
  reminderEndpoints,
  templateEndpoints,
  scoreEndpoints,
  jobEndpoints,
  providerEndpoints,
  opsEndpoints,
  homeEndpoints,
  workingTimeEndpoints,
  timesheetPeriodEndpoints,
  explainEndpoints,
].flatMap((slice): Endpoint[] => Object.values(slice));
