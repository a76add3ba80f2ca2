import { LEAVE_NOTIFICATION_JOB, reactionJobId, type Reaction } from '../jobs/index.js';
import type { LeaveApplied } from './events.js';

/** Every leave application is emailed to HR. */
export const leaveNotificationReaction: Reaction<LeaveApplied> = {
  name: 'reaction.leave-notification',
  handles: ['LeaveApplied'],
  react(event) {
    const { leaveId } = event.data;
    return [
      {
        name: LEAVE_NOTIFICATION_JOB,
        payload: { leaveId },
        jobId: reactionJobId(event.id, LEAVE_NOTIFICATION_JOB),
      },
    ];
  },
};
