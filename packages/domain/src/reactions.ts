import type { Reaction } from './jobs/index.js';
import { leaveDecisionReaction, leaveNotificationReaction } from './leaves/index.js';
import { providerSyncReaction } from './provider/index.js';
import { reminderEmailReaction } from './reminders/index.js';
import { reminderScheduleReaction } from './settings/index.js';
import { scoreReminderEmailReaction } from './scores/index.js';
import { timesheetRejectionReaction } from './timesheets/index.js';
import { securityLinkEmailReaction } from './users/index.js';

/**
 * Every reaction of the product; the projector runs each from the log. It sits beside
 * endpoints.ts rather than in jobs/: the slices' reactions need jobs/, so jobs/ cannot list them.
 */
export const reactions: readonly Reaction[] = [
  leaveNotificationReaction,
  leaveDecisionReaction,
  reminderEmailReaction,
  reminderScheduleReaction,
  scoreReminderEmailReaction,
  providerSyncReaction,
  securityLinkEmailReaction,
  timesheetRejectionReaction,
];
