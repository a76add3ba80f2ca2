import {
  LEAVE_DECISION_EMAIL_JOB,
  LEAVE_NOTIFICATION_JOB,
  reactionJobId,
  type Reaction,
} from '../jobs/index.js';
import {
  LEAVE_DECISION_EVENT_TYPES,
  type LeaveApplied,
  type LeaveDecisionEvent,
} from './events.js';

/**
 * A leave a person applies for is emailed to its approver. History the system writes (the
 * demo seed's leaves of past months) is nobody applying now, and a leave recorded approved
 * waits for nobody: they notify nobody.
 */
export const leaveNotificationReaction: Reaction<LeaveApplied> = {
  name: 'reaction.leave-notification',
  handles: ['LeaveApplied'],
  react(event) {
    if (event.source === 'system' || event.data.status !== 'pending') return [];
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

/** Each later step of a leave is emailed: to the applicant, or to the approver when the applicant withdrew it. */
export const leaveDecisionReaction: Reaction<LeaveDecisionEvent> = {
  name: 'reaction.leave-decision-email',
  handles: LEAVE_DECISION_EVENT_TYPES,
  react(event) {
    if (event.source === 'system') return [];
    return [
      {
        name: LEAVE_DECISION_EMAIL_JOB,
        payload: { leaveId: event.data.leaveId, eventId: event.id },
        jobId: reactionJobId(event.id, LEAVE_DECISION_EMAIL_JOB),
      },
    ];
  },
};
