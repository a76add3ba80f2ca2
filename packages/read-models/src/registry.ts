import type { Projection } from './projection.js';
import { reactors } from './reactor.js';
import { settingsProjection } from './settings/index.js';
import { teamsProjection } from './teams/index.js';
import { usersProjection } from './users/index.js';
import { workspacesProjection } from './workspaces/index.js';
import { leadRequestsProjection } from './lead-requests/index.js';
import { holidaysProjection } from './holidays/index.js';
import { leavesProjection } from './leaves/index.js';
import { milestonesProjection } from './milestones/index.js';
import { standupsProjection } from './standups/index.js';
import { userDaysProjection } from './user-days/index.js';
import { worklogsProjection } from './worklogs/index.js';
import { remindersProjection } from './reminders/index.js';
import { templatesProjection } from './templates/index.js';
import { scoresProjection } from './scores/index.js';
import { workingTimeProjection } from './working-time/index.js';
import { timesheetsProjection } from './timesheets/index.js';

/** Every read model of the product; the projector runs each, the API waits for them. */
export const projections: readonly Projection[] = [
  usersProjection,
  settingsProjection,
  teamsProjection,
  workspacesProjection,
  leadRequestsProjection,
  holidaysProjection,
  standupsProjection,
  worklogsProjection,
  userDaysProjection,
  leavesProjection,
  milestonesProjection,
  remindersProjection,
  templatesProjection,
  scoresProjection,
  workingTimeProjection,
  timesheetsProjection,
];

/**
 * What the projector runs: every read model and every reaction. Commands wait only for
 * read models (reactions show nothing a person reads back).
 */
export const processors: readonly Projection[] = [...projections, ...reactors];
