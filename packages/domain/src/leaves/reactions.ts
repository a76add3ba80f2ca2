import { LEAVE_NOTIFICATION_JOB, reactionJobId, type Reaction } from '../jobs/index.js';
import type { LeaveApplied } from './events.js';

/**
 * Every leave a person applies for is emailed to HR. History the system writes (the demo
 * seed's leaves of past months) is nobody applying now: it notifies nobody.
 */
export const leaveNotificationReaction: Reaction<LeaveApplied> = {
  name: 'reaction.leave-notification',
  handles: ['LeaveApplied'],
  react(event) {
    if (event.source === 'system') return [];
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
