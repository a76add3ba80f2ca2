import { REMINDER_EMAIL_JOB, reactionJobId, type Reaction } from '../jobs/index.js';
import type { ReminderRequested } from './events.js';

/** Every reminder asked for is emailed by the worker. */
export const reminderEmailReaction: Reaction<ReminderRequested> = {
  name: 'reaction.reminder-email',
  handles: ['ReminderRequested'],
  react(event) {
    const { reminderId, userId } = event.data;
    return [
      {
        name: REMINDER_EMAIL_JOB,
        payload: { reminderId, userId },
        jobId: reactionJobId(event.id, REMINDER_EMAIL_JOB),
      },
    ];
  },
};
